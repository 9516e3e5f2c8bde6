package dev.perflab.perf.bisect;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;

import dev.perflab.perf.compare.Verdict;
import dev.perflab.perf.metrics.Metric;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;
import static org.assertj.core.api.Assertions.within;

/**
 * The judge against a stub pipeline, a real process that records its arguments and leaves
 * a given results.json in its run directory.
 */
class PipelineJudgeTests {

	private static final String GOOD = "a".repeat(40);

	private static final String COMMIT = "b".repeat(40);

	@TempDir
	Path directory;

	@Test
	void runsTheCompareOfTheCommitAgainstGoodAndReadsItsVerdict() throws IOException {
		Path results = this.directory.resolve("fixture.json");
		try (InputStream in = getClass().getResourceAsStream("/results/compare.json")) {
			Files.copy(in, results);
		}
		PipelineJudge judge = judge("cp '" + results + "' \"$out/results.json\"; exit 1");

		Step step = judge.judge(COMMIT, 1);

		assertThat(step.verdict()).isEqualTo(Verdict.REGRESSED);
		assertThat(step.decision()).isEqualTo(Step.Decision.BAD);
		assertThat(step.changePercent()).isCloseTo(10.0, within(0.01));
		assertThat(Files.readString(this.directory.resolve("args")).trim()).isEqualTo("--no-build --compare " + GOOD
				+ " --head " + COMMIT + " --out " + this.directory.resolve("runs/01-bbbbbbbbbbbb") + " --forks 4");
	}

	@Test
	void judgesByAllocationWhenAskedWhileCpuRegressedInTheSameCompare() throws IOException {
		Path results = this.directory.resolve("fixture.json");
		try (InputStream in = getClass().getResourceAsStream("/results/compare.json")) {
			Files.copy(in, results);
		}
		// The fixture's CPU per request regressed +10%; its allocation did not move.
		Step step = judge("cp '" + results + "' \"$out/results.json\"; exit 1", Metric.ALLOCATION_PER_REQUEST)
			.judge(COMMIT, 1);

		assertThat(step.verdict()).isEqualTo(Verdict.UNCHANGED);
		assertThat(step.decision()).isEqualTo(Step.Decision.GOOD);
		assertThat(BisectCommand.describe(step, Metric.ALLOCATION_PER_REQUEST))
			.startsWith("bbbbbbbbbbbb: allocation per request +0.0%");
	}

	@Test
	void readsTheMetricOptionAndNamesTheValuesOfABadOne() {
		assertThat(BisectMetric.of("cpu")).isEqualTo(Metric.CPU_PER_REQUEST);
		assertThat(BisectMetric.of("allocation")).isEqualTo(Metric.ALLOCATION_PER_REQUEST);
		assertThatExceptionOfType(IllegalArgumentException.class).isThrownBy(() -> BisectMetric.of("rps"))
			.withMessage("--metric must be one of cpu, allocation, latency-at-rate, was 'rps'");
	}

	@Test
	void keepsTheDifferentialFlameGraphsOfTheCompareThatNamedTheCommit() throws IOException {
		Path results = this.directory.resolve("fixture.json");
		try (InputStream in = getClass().getResourceAsStream("/results/compare.json")) {
			Files.copy(in, results);
		}
		PipelineJudge judge = judge("cp '" + results + "' \"$out/results.json\"; "
				+ "echo \"head of $out\" > \"$out/flamegraph-diff.html\"; echo gone > \"$out/flamegraph-diff-gone.html\"; "
				+ "echo bytes > \"$out/flamegraph-alloc-diff.html\"; exit 1");
		judge.judge(GOOD.replace('a', 'c'), 1);
		Step blamed = judge.judge(COMMIT, 2);
		Path run = judge.directoryOf(blamed);
		assertThat(run).isEqualTo(this.directory.resolve("runs/02-bbbbbbbbbbbb"));
		StringWriter out = new StringWriter();
		BisectCommand.keepFlameGraphs(run, this.directory.resolve("runs"), new PrintWriter(out, true));
		assertThat(this.directory.resolve("runs/flamegraph-diff.html")).hasContent("head of " + run);
		assertThat(this.directory.resolve("runs/flamegraph-diff-gone.html")).hasContent("gone");
		assertThat(this.directory.resolve("runs/flamegraph-alloc-diff.html")).hasContent("bytes");
		assertThat(out.toString()).isEqualTo("  differential flame graph (head against the good commit): "
				+ this.directory.resolve("runs/flamegraph-diff.html") + ", allocation: "
				+ this.directory.resolve("runs/flamegraph-alloc-diff.html") + System.lineSeparator());
		StringWriter none = new StringWriter();
		BisectCommand.keepFlameGraphs(this.directory.resolve("nowhere"), this.directory, new PrintWriter(none, true));
		assertThat(none.toString()).startsWith("  no differential flame graph in ");
	}

	@Test
	void skipsACommitWhoseCompareStoppedWithoutResults() throws IOException {
		Step step = judge("exit 3").judge(COMMIT, 1);
		assertThat(step.decision()).isEqualTo(Step.Decision.SKIP);
		assertThat(step.problem()).contains("exited 3");
	}

	@Test
	void stopsTheBisectionOnAUsageErrorOfTheCompare() throws IOException {
		PipelineJudge judge = judge("exit 2");
		assertThatExceptionOfType(BisectStopped.class).isThrownBy(() -> judge.judge(COMMIT, 1))
			.satisfies((ex) -> assertThat(ex.getExitCode()).isEqualTo(2));
	}

	private PipelineJudge judge(String body) throws IOException {
		return judge(body, Metric.CPU_PER_REQUEST);
	}

	private PipelineJudge judge(String body, Metric metric) throws IOException {
		Path stub = this.directory.resolve("pipeline.sh");
		Files.writeString(stub, "#!/usr/bin/env bash\nset -eu\necho \"$@\" > '" + this.directory.resolve("args")
				+ "'\nout=\"$7\"\nmkdir -p \"$out\"\n" + body + "\n");
		Files.setPosixFilePermissions(stub, PosixFilePermissions.fromString("rwx------"));
		return new PipelineJudge(List.of(stub.toString()), GOOD, this.directory.resolve("runs"),
				List.of("--forks", "4"), metric);
	}

}
