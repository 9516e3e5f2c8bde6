package dev.perflab.perf.trend;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.perflab.perf.benchmark.BenchmarkValidator;
import dev.perflab.perf.cli.PerfCommand;
import dev.perflab.perf.results.Results;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

class TrendCommandTests {

	@TempDir
	Path directory;

	@Test
	void writesIndexFilesThatMeetThePublishingContract() throws IOException {
		Results compare = TrendIndexTests.golden();
		Path results = copyGolden();
		Path reference = this.directory.resolve("perf-reference");
		ReferenceFile.of(compare.run().gitBase()).write(reference);
		Run run = run("index", results.toString(), "--reference", reference.toString(), "--out",
				this.directory.toString());
		assertThat(run.exitCode).as(run.err).isZero();
		assertThat(BenchmarkValidator.validate(this.directory.resolve(TrendCommand.SMALLER))).isEmpty();
		assertThat(BenchmarkValidator.validate(this.directory.resolve(TrendCommand.BIGGER))).isEmpty();
		assertThat(Files.readString(this.directory.resolve(TrendCommand.SMALLER))).contains("\"CPU per request\"");
	}

	@Test
	void namesThePushsWorkflowRunInEveryPointAndTakesOnlyTheAddressOfOne() throws IOException {
		Results compare = TrendIndexTests.golden();
		Path results = copyGolden();
		Path reference = this.directory.resolve("perf-reference");
		ReferenceFile.of(compare.run().gitBase()).write(reference);
		String workflowRun = "https://github.com/acme/gateway/actions/runs/42";
		Run run = run("index", results.toString(), "--reference", reference.toString(), "--out",
				this.directory.toString(), "--run-url", workflowRun);
		assertThat(run.exitCode).as(run.err).isZero();
		assertThat(BenchmarkValidator.validate(this.directory.resolve(TrendCommand.SMALLER))).isEmpty();
		JsonNode points = new ObjectMapper().readTree(this.directory.resolve(TrendCommand.SMALLER).toFile());
		assertThat(points).allSatisfy(
				(point) -> assertThat(new ObjectMapper().readTree(point.get("extra").asText()).get("run").asText())
					.isEqualTo(workflowRun));
		Run refused = run("index", results.toString(), "--reference", reference.toString(), "--out",
				this.directory.toString(), "--run-url", workflowRun + ")[x](javascript:alert(1)");
		assertThat(refused.exitCode).isEqualTo(2);
		assertThat(refused.err).contains("--run-url is not the https address of a workflow run");
	}

	@Test
	void movesTheReferenceToTheMeasuredHeadAndThenRefusesRunsAgainstTheOldOne() throws IOException {
		Results compare = TrendIndexTests.golden();
		Path results = copyGolden();
		Path reference = this.directory.resolve("perf-reference");
		ReferenceFile.of(compare.run().gitBase()).write(reference);

		Run move = run("move", results.toString(), "--reference", reference.toString());

		assertThat(move.exitCode).as(move.err).isZero();
		ReferenceFile moved = ReferenceFile.read(reference);
		assertThat(moved.reference()).isEqualTo(compare.run().gitHead());
		assertThat(moved.moves()).singleElement().satisfies((m) -> {
			assertThat(m.from()).isEqualTo(compare.run().gitBase());
			assertThat(m.links()).singleElement().satisfies((l) -> assertThat(l.jdk()).isEqualTo("17"));
		});
		assertThat(Files.readString(reference)).startsWith("#").endsWith(compare.run().gitHead() + "\n");
		assertThat(ReferenceFile.movesFile(reference)).exists();
		assertThat(moved.chain("17", "cpuUsPerRequest").ratio()).isCloseTo(1.1,
				org.assertj.core.api.Assertions.within(1e-4));
		Run index = run("index", results.toString(), "--reference", reference.toString(), "--out",
				this.directory.toString());
		assertThat(index.exitCode).isEqualTo(2);
		assertThat(index.err).contains("not the reference " + compare.run().gitHead());
	}

	@Test
	void namesTheFileAndPathOfABrokenReferenceFile() throws IOException {
		Path reference = this.directory.resolve("perf-reference");
		Files.writeString(reference, "# the reference\nmain\n");
		Run run = run("index", copyGolden().toString(), "--reference", reference.toString(), "--out",
				this.directory.toString());
		assertThat(run.exitCode).isEqualTo(2);
		assertThat(run.err).contains(reference.toString())
			.contains("line 2: expected one commit of 40 hex digits, got 'main'");
		assertThat(this.directory.resolve(TrendCommand.SMALLER)).doesNotExist();
	}

	@Test
	void namesTheJsonPathOfABrokenMove() throws IOException {
		Path reference = this.directory.resolve("perf-reference");
		String sha = TrendIndexTests.golden().run().gitBase();
		Files.writeString(reference, sha + "\n");
		Files.writeString(ReferenceFile.movesFile(reference), "{\"schemaVersion\":1,\"moves\":[{\"from\":\""
				+ TrendIndexTests.OLD + "\",\"to\":\"" + sha + "\",\"links\":[{\"jdk\":\"17\",\"estimates\":"
				+ "[{\"metric\":\"cpu\",\"ratio\":1,\"low\":0.9,\"high\":1.1,\"jvmPairs\":6,\"level\":0.9}]}]}]}");
		Run run = run("index", copyGolden().toString(), "--reference", reference.toString(), "--out",
				this.directory.toString());
		assertThat(run.exitCode).isEqualTo(2);
		assertThat(run.err)
			.contains("perf-reference-moves.json: $.moves[0].links[0].estimates[0]: 'cpu' is not a metric");
	}

	private Path copyGolden() throws IOException {
		Path results = this.directory.resolve("results.json");
		try (InputStream in = getClass().getResourceAsStream("/results/compare.json")) {
			Files.copy(in, results);
		}
		return results;
	}

	private static Run run(String... args) {
		StringWriter out = new StringWriter();
		StringWriter err = new StringWriter();
		String[] command = new String[args.length + 1];
		command[0] = "trend";
		System.arraycopy(args, 0, command, 1, args.length);
		int exitCode = PerfCommand.execute(command, new PrintWriter(out), new PrintWriter(err));
		return new Run(exitCode, out.toString(), err.toString());
	}

	private record Run(int exitCode, String out, String err) {

	}

}
