package dev.perflab.perf.cli;

import java.nio.file.Path;

import dev.perflab.perf.RunDirectoryFixture;
import dev.perflab.perf.TestRuns;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

class ReportCommandTests {

	@TempDir
	Path directory;

	@Test
	void exitsZeroOnAPassingRun() {
		Path run = TestRuns.single(this.directory).write();
		CommandRun result = CommandRun.of("report", run.toString(), "--no-jfr");
		assertThat(result.exitCode()).isZero();
		assertThat(result.out()).startsWith("perf report: pass (exit 0), rules skipped");
		assertThat(result.err()).isEmpty();
		assertThat(run.resolve("summary.md")).exists();
	}

	@Test
	void exitsOneOnARegression() {
		Path run = TestRuns.compareSlowerHead(this.directory).write();
		CommandRun result = CommandRun.of("report", run.toString(), "--no-jfr");
		assertThat(result.exitCode()).isEqualTo(1);
		assertThat(result.out()).contains("perf report: fail (exit 1)")
			.contains("  - CPU per request regressed by +10.0%");
	}

	@Test
	void exitsZeroWhenTheThresholdsAreWider() {
		Path run = TestRuns.compareSlowerHead(this.directory).write();
		CommandRun result = CommandRun.of("report", run.toString(), "--no-jfr", "--threshold-cpu", "25",
				"--threshold-rps", "25", "--threshold-latency", "25", "--confidence", "0.9");
		assertThat(result.exitCode()).isZero();
	}

	@Test
	void exitsZeroOnIdenticalBaseAndHead() {
		CommandRun result = CommandRun.of("report", TestRuns.compareIdentical(this.directory).write().toString(),
				"--no-jfr");
		assertThat(result.exitCode()).isZero();
	}

	@Test
	void exitsTwoOnBadInputNamingTheFileAndKey() {
		RunDirectoryFixture fixture = RunDirectoryFixture.single(this.directory)
			.direct(1, 400_000, 800)
			.add()
			.direct(2, 400_000, 800)
			.add()
			.gateway(1, "gateway", 50_000, 900)
			.set("wrk.requests", null)
			.add();
		CommandRun result = CommandRun.of("report", fixture.write().toString(), "--no-jfr");
		assertThat(result.exitCode()).isEqualTo(2);
		assertThat(result.err())
			.isEqualTo("perf report: raw/run.json: $.rounds[2].wrk.requests: missing" + System.lineSeparator());
		assertThat(fixture.directory().resolve("summary.md")).doesNotExist();
	}

	@Test
	void exitsTwoOnAMissingRunDirectory() {
		CommandRun result = CommandRun.of("report", this.directory.resolve("nope").toString());
		assertThat(result.exitCode()).isEqualTo(2);
		assertThat(result.err()).contains("no such run directory");
	}

	@Test
	void exitsTwoOnAMissingRecording() {
		CommandRun result = CommandRun.of("report", TestRuns.single(this.directory).write().toString());
		assertThat(result.exitCode()).isEqualTo(2);
		assertThat(result.err()).contains("gateway.jfr: the recording is missing");
	}

	@Test
	void exitsTwoOnUsageErrors() {
		assertThat(CommandRun.of("report").exitCode()).isEqualTo(2);
		assertThat(CommandRun.of().exitCode()).isEqualTo(2);
		assertThat(CommandRun.of("frobnicate").exitCode()).isEqualTo(2);
		CommandRun badConfidence = CommandRun.of("report", this.directory.toString(), "--confidence", "95");
		assertThat(badConfidence.exitCode()).isEqualTo(2);
		assertThat(badConfidence.err())
			.contains("--confidence must be between 0 and 1 (a one-sided level, e.g. 0.95), got 95.0");
		assertThat(CommandRun.of("report", this.directory.toString(), "--confidence", "high").exitCode()).isEqualTo(2);
	}

	@Test
	void printsHelp() {
		CommandRun result = CommandRun.of("report", "--help");
		assertThat(result.exitCode()).isZero();
		assertThat(result.out()).contains("--threshold-cpu=PCT")
			.contains("(default: 3.0)")
			.contains("--confidence=LEVEL")
			.contains("Exit codes:");
		assertThat(CommandRun.of("--help").out()).contains("validate-benchmark");
	}

}
