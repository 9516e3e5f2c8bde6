package dev.perflab.perf.comment;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.perflab.perf.TestRecordings;
import dev.perflab.perf.TestRuns;
import dev.perflab.perf.cli.PerfCommand;
import dev.perflab.perf.results.ResultsJson;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code perf annotate}: the workflow commands that name each fired rule and regressed
 * metric in the check itself.
 */
class AnnotateCommandTests {

	@TempDir
	Path directory;

	@Test
	void namesEachFiredRuleAndEachRegressedMetric() throws IOException {
		Path run = TestRuns.compareSlowerHead(this.directory.resolve("run")).write();
		Files.copy(TestRecordings.shared(), run.resolve("head.jfr"));
		Path rules = Files.createDirectories(this.directory.resolve("rules"));
		Files.writeString(rules.resolve("busy.sql"), rule("busy-thread", "fail"));
		Files.writeString(rules.resolve("noisy.sql"), rule("noisy-thread", "warn"));
		assertThat(perf("report", run.toString(), "--rules", rules.toString()).exitCode()).isEqualTo(1);

		Result result = perf("annotate", run.resolve("results.json").toString());
		assertThat(result.exitCode()).as(result.err()).isZero();
		List<String> lines = result.out().lines().toList();
		assertThat(lines).allMatch((line) -> line.startsWith("::error title=") || line.startsWith("::warning title="));
		assertThat(lines.get(0)).startsWith("::error title=JFR rule busy-thread failed::JFR rule busy-thread failed: ")
			.contains(" rows (limit 0). Largest finding: ");
		assertThat(lines).contains(
				"::error title=CPU per request regressed::CPU per request regressed by +10.0%25 (interval +10.0%25 … "
						+ "+10.0%25, threshold 3%25)");
		assertThat(lines).anyMatch((line) -> line.startsWith("::warning title=JFR rule noisy-thread fired::JFR rule "
				+ "noisy-thread fired; its severity does not fail the gate. Largest finding: "));
		// Throughput does not gate: a warning, not an error.
		assertThat(lines).anyMatch((line) -> line
			.startsWith("::warning title=throughput regressed (not gated)::throughput regressed by "));
		assertThat(lines.stream().filter((line) -> line.startsWith("::error")).count())
			.isEqualTo(lines.stream().filter((line) -> line.startsWith("::error")).distinct().count());
	}

	@Test
	void printsNothingForACleanPass() throws IOException {
		Path run = TestRuns.compareIdentical(this.directory.resolve("run")).write();
		assertThat(perf("report", run.toString(), "--no-jfr").exitCode()).isZero();
		ObjectNode results = (ObjectNode) CommentDataFixture.MAPPER.readTree(run.resolve("results.json").toFile());
		results.putArray("warnings");
		Path file = Files.writeString(this.directory.resolve("results.json"), results.toString());
		Result result = perf("annotate", file.toString());
		assertThat(result.exitCode()).isZero();
		assertThat(result.out()).isEmpty();
	}

	@Test
	void escapesWhatCouldEndTheCommandOrStartAnother() throws IOException {
		ObjectNode results = CommentDataFixture
			.failed(CommentDataFixture.resultsOf(TestRuns.compareIdentical(this.directory.resolve("run"))));
		ArrayNode reasons = ((ObjectNode) results.get("gate")).putArray("reasons");
		reasons.add("gateway failed 100% of requests\n::error title=forged::injected\r\n%0A");
		CommentDataFixture.ruleCheck(results, "warn")
			.addObject()
			.put("id", "a,b:c::d")
			.put("severity", "warn")
			.put("status", "warn")
			.put("rows", 3)
			.put("limit", 0)
			.putNull("finding");
		results.putArray("warnings").add("host froze 80% of the time");
		Path file = Files.writeString(this.directory.resolve("results.json"), results.toString());
		List<String> lines = perf("annotate", file.toString()).out().lines().toList();
		assertThat(lines).containsExactly(
				"::error title=perf gate failed::gateway failed 100%25 of requests ::error title=forged::injected %250A",
				"::warning title=JFR rule a%2Cb%3Ac%3A%3Ad fired::JFR rule a,b:c::d fired; its severity does not fail the gate. "
						+ "Thread, duration and stack: the job summary and rules.json.",
				"::warning title=perf run warning::host froze 80%25 of the time");
	}

	@Test
	void showsTenOfEachLevelAndCountsTheRest() throws IOException {
		ObjectNode results = CommentDataFixture
			.failed(CommentDataFixture.resultsOf(TestRuns.compareIdentical(this.directory.resolve("run"))));
		ArrayNode reasons = ((ObjectNode) results.get("gate")).putArray("reasons");
		for (int i = 1; i <= 14; i++) {
			reasons.add("reason " + i);
		}
		Path file = Files.writeString(this.directory.resolve("results.json"), results.toString());
		List<String> lines = perf("annotate", file.toString()).out().lines().toList();
		assertThat(lines).hasSize(AnnotateCommand.MAX_PER_LEVEL)
			.startsWith("::error title=perf gate failed::reason 1")
			.endsWith("::error title=and 5 more::5 more errors: see the job summary.");
	}

	@Test
	void rejectsWhatIsNotAResultsFile() throws IOException {
		Path file = Files.writeString(this.directory.resolve("results.json"), "{\"schemaVersion\": 1} trailing");
		Result result = perf("annotate", file.toString());
		assertThat(result.exitCode()).isEqualTo(2);
		assertThat(result.err()).startsWith("perf annotate: ").contains("not valid JSON");
		Files.writeString(file, "{\"schemaVersion\": 1}");
		assertThat(perf("annotate", file.toString()).err())
			.isEqualTo("perf annotate: results.json: $.schemaVersion: 1 is not the version this reader knows ("
					+ ResultsJson.SCHEMA_VERSION + ")" + System.lineSeparator());
		assertThat(perf("annotate", this.directory.resolve("missing.json").toString()).exitCode()).isEqualTo(2);
	}

	private static Result perf(String... args) {
		StringWriter out = new StringWriter();
		StringWriter err = new StringWriter();
		int exitCode = PerfCommand.execute(args, new PrintWriter(out), new PrintWriter(err));
		return new Result(exitCode, out.toString(), err.toString());
	}

	private static String rule(String id, String severity) {
		return "-- id: " + id + "\n-- title: Samples of the test's work loop\n-- severity: " + severity
				+ "\n-- why: a test\n-- fix: none, it is a test\n"
				+ "SELECT 'jdk.ExecutionSample' AS \"eventType\", \"s\".\"sampledThread\".\"javaName\" AS \"thread\", "
				+ "\"s\".\"stackTrace\"\nFROM \"jfr\".\"jdk.ExecutionSample\" AS \"s\"\n";
	}

	private record Result(int exitCode, String out, String err) {

	}

}
