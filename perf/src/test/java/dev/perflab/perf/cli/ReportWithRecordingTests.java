package dev.perflab.perf.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.perflab.perf.TestRecordings;
import dev.perflab.perf.TestRuns;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The whole report with a real recording: jfr-rules' check and the flame graph.
 */
class ReportWithRecordingTests {

	private static final ObjectMapper JSON = new ObjectMapper();

	@TempDir
	Path directory;

	@Test
	void checksTheBundledRulesAndDrawsTheFlameGraph() throws IOException {
		Path run = runWithRecording();
		CommandRun result = CommandRun.of("report", run.toString());
		assertThat(result.err()).isEmpty();
		assertThat(result.exitCode()).isIn(0, 1);
		JsonNode rules = JSON.readTree(run.resolve("rules.json").toFile());
		assertThat(rules.get("tool").asText()).isEqualTo("jfr-rules");
		assertThat(rules.get("rules")).extracting((rule) -> rule.get("id").asText())
			.contains("event-loop-blocking", "securerandom-blocking");
		JsonNode results = JSON.readTree(run.resolve("results.json").toFile());
		assertThat(results.at("/rules/status").asText()).isEqualTo(rules.get("verdict").asText());
		assertThat(results.at("/rules/check/file").asText()).isEqualTo("rules.json");
		assertThat(results.at("/flameGraph/file").asText()).isEqualTo("flamegraph.html");
		assertThat(results.at("/flameGraph/samples").asLong()).isPositive();
		assertThat(Files.size(run.resolve("flamegraph.html"))).isGreaterThan(5_000);
		String summary = Files.readString(run.resolve("summary.md"));
		assertThat(summary).contains("### JFR rules: ").contains("Flame graph of the gateway: `flamegraph.html` (");
		assertThat(summary).contains("`gateway.jfr`");
		assertThat(JSON.readTree(run.resolve("benchmark-bigger.json").toFile()).at("/0/extra").asText())
			.contains("; rules " + rules.get("verdict").asText() + " (");
	}

	@Test
	void failsTheGateWhenAFailRuleFiresAndShowsTheEvidence() throws IOException {
		Path run = runWithRecording();
		Path rules = Files.createDirectories(this.directory.resolve("rules"));
		Files.writeString(rules.resolve("busy.sql"), rule("busy-thread", "fail", "Samples on a busy thread"));
		CommandRun result = CommandRun.of("report", run.toString(), "--rules", rules.toString());
		assertThat(result.exitCode()).as(result.err()).isEqualTo(1);
		assertThat(result.out()).contains("  - JFR rule busy-thread failed: ");
		String summary = Files.readString(run.resolve("summary.md"));
		assertThat(summary).startsWith("## ❌ Gateway performance: fail")
			.contains("- `JFR rule busy-thread failed: ")
			.contains("Rules that judged this run: `busy-thread` ❌ **fail**");
		assertThat(summary).contains("<details>").contains("**Why:** ").contains("jdk.ExecutionSample");
	}

	@Test
	void rejectsAMalformedRule() throws IOException {
		Path run = runWithRecording();
		Path rules = Files.createDirectories(this.directory.resolve("rules"));
		Files.writeString(rules.resolve("bad.sql"), "-- id: bad\nSELECT 1\n");
		CommandRun result = CommandRun.of("report", run.toString(), "--rules", rules.toString());
		assertThat(result.exitCode()).isEqualTo(2);
		assertThat(result.err()).startsWith("perf report: ").contains("bad.sql");
		assertThat(run.resolve("summary.md")).doesNotExist();
	}

	private Path runWithRecording() throws IOException {
		Path run = TestRuns.single(this.directory.resolve("run")).write();
		Files.copy(TestRecordings.shared(), run.resolve("gateway.jfr"));
		return run;
	}

	private static String rule(String id, String severity, String why) {
		return "-- id: " + id + "\n-- title: Samples of the test's work loop\n-- severity: " + severity + "\n-- why: "
				+ why + "\n-- fix: none, it is a test\n"
				+ "SELECT 'jdk.ExecutionSample' AS \"eventType\", \"s\".\"sampledThread\".\"javaName\" AS \"thread\", "
				+ "\"s\".\"stackTrace\"\nFROM \"jfr\".\"jdk.ExecutionSample\" AS \"s\"\n";
	}

}
