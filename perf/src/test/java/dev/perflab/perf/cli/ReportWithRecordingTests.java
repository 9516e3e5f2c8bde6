package dev.perflab.perf.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.perflab.perf.DiffPage;
import dev.perflab.perf.RunDirectoryFixture;
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
	void setsARuleParameterForOneReportAndSaysSoInTheSummary() throws IOException {
		Path run = runWithRecording();
		Path rules = Files.createDirectories(this.directory.resolve("rules"));
		Files.writeString(rules.resolve("busy.sql"), "-- id: busy-thread\n-- title: Fires when {fewest} is at most 1\n"
				+ "-- severity: fail\n-- param fewest: 2, whole 0..\n-- why: a test\n-- fix: none, it is a test\n"
				+ "SELECT 'jdk.ExecutionSample' AS \"eventType\", \"s\".\"sampledThread\".\"javaName\" AS \"thread\", "
				+ "\"s\".\"stackTrace\"\nFROM \"jfr\".\"jdk.ExecutionSample\" AS \"s\"\nWHERE PARAM('fewest') <= 1\n");
		CommandRun asWritten = CommandRun.of("report", run.toString(), "--rules", rules.toString());
		assertThat(asWritten.exitCode()).as(asWritten.err()).isZero();
		assertThat(Files.readString(run.resolve("summary.md"))).doesNotContain("Rule parameters set");
		CommandRun set = CommandRun.of("report", run.toString(), "--rules", rules.toString(), "--set",
				"busy-thread.fewest=1");
		assertThat(set.exitCode()).as(set.err()).isEqualTo(1);
		assertThat(Files.readString(run.resolve("summary.md")))
			.contains("⚠️ Rule parameters set for this run (`--set`): `busy-thread.fewest=1 (the rule says 2)`.");
		JsonNode parameter = JSON.readTree(run.resolve("results.json").toFile()).at("/rules/check/parametersSet/0");
		assertThat(parameter.get("rule").asText()).isEqualTo("busy-thread");
		assertThat(parameter.get("value").asText()).isEqualTo("1");
		assertThat(parameter.get("declared").asText()).isEqualTo("2");
	}

	@Test
	void rejectsASetOfAParameterTheRuleDoesNotHaveBeforeWritingAnything() throws IOException {
		Path run = runWithRecording();
		CommandRun result = CommandRun.of("report", run.toString(), "--set", "route-lookup.most=5");
		assertThat(result.exitCode()).isEqualTo(2);
		assertThat(result.err()).startsWith("perf report: ")
			.contains("--set")
			.contains("route-lookup")
			.contains("'most'");
		assertThat(run.resolve("summary.md")).doesNotExist();
		assertThat(run.resolve("results.json")).doesNotExist();
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

	@Test
	void drawsTheDifferentialFlameGraphsFromEveryJvmsWindowPerRequestServed() throws IOException {
		// Two forks of one JVM pair; every JVM recorded the same work, but each head
		// served
		// twice the requests of its base: per request, head took half the time.
		RunDirectoryFixture fixture = RunDirectoryFixture.compare(this.directory.resolve("run"))
			.run("forks", 2)
			.run("windows", 1)
			.warmUps(42.0, true, true);
		for (int fork = 1; fork <= 2; fork++) {
			fixture.gateway(fork, "base", 40_000, 900).set("jvmPair", fork).add();
			fixture.gateway(fork, "head", 80_000, 1800).set("jvmPair", fork).add();
		}
		Path run = fixture.write();
		Path recordings = Files.createDirectories(run.resolve("recordings"));
		for (String file : new String[] { "fork-1-base.jfr", "fork-2-base.jfr", "fork-1-head.jfr",
				"fork-2-head.jfr" }) {
			Files.copy(TestRecordings.shared(), recordings.resolve(file));
		}
		Files.copy(TestRecordings.shared(), run.resolve("base.jfr"));
		Files.copy(TestRecordings.shared(), run.resolve("head.jfr"));
		CommandRun result = CommandRun.of("report", run.toString());
		assertThat(result.err()).isEmpty();
		JsonNode results = JSON.readTree(run.resolve("results.json").toFile());
		JsonNode diff = results.get("flameGraphDiff");
		assertThat(diff.get("problem").isNull()).as(diff.toString()).isTrue();
		assertThat(diff.get("file").asText()).isEqualTo("flamegraph-diff.html");
		assertThat(diff.get("goneFile").asText()).isEqualTo("flamegraph-diff-gone.html");
		long samples = diff.at("/head/samples").asLong();
		assertThat(samples).isPositive().isEqualTo(diff.at("/base/samples").asLong());
		assertThat(diff.at("/base/recordings").asInt()).isEqualTo(2);
		assertThat(diff.at("/base/requests").asLong()).isEqualTo(80_000);
		assertThat(diff.at("/head/requests").asLong()).isEqualTo(160_000);
		// Each side's measured CPU per request, shared out by its samples: head served
		// twice
		// the requests on twice the CPU, so the same samples are the same time per
		// request.
		double baseNs = results.at("/targets/base/metrics/cpuUsPerRequest/median").asDouble() * 1000;
		assertThat(diff.at("/base/perRequest").asDouble()).isPositive().isEqualTo(baseNs);
		assertThat(diff.at("/head/perRequest").asDouble())
			.isEqualTo(results.at("/targets/head/metrics/cpuUsPerRequest/median").asDouble() * 1000);
		DiffPage page = DiffPage.of(Files.readAllBytes(run.resolve("flamegraph-diff.html")));
		assertThat(page.frames()).allSatisfy((frame) -> assertThat(frame.difference()).isZero());
		assertThat(page.title()).contains("ns of CPU per request");
		assertThat(run.resolve("flamegraph-diff-gone.html")).isNotEmptyFile();
		// The test's recording holds no allocation sample: no allocation graph, said so.
		assertThat(results.at("/allocationFlameGraphDiff/problem").asText())
			.isEqualTo("not drawn: base 0a1b2c3d4e5f's recordings hold no allocation sample");
		String summary = Files.readString(run.resolve("summary.md"));
		String shares = summary.substring(summary.indexOf("### Where the time went"), summary.indexOf("### JFR rules"));
		String base = String.format(Locale.ROOT, "%,d", Math.round(baseNs));
		assertThat(shares).contains("**Differential flame graph, CPU**, head against base: "
				+ "[`flamegraph-diff.html`](flamegraph-diff.html) (head's shape; red: more CPU time per request than "
				+ "in base, blue: less, a frame new in head red by its own); what head no longer does: "
				+ "[`flamegraph-diff-gone.html`](flamegraph-diff-gone.html). A frame's width is ns of CPU per "
				+ "request (each side's measured CPU per request shared out by its execution samples): base " + base
				+ " ns per request (" + String.format(Locale.ROOT, "%,d", samples)
				+ " samples over 80,000 requests), head " + base + " ns per request ("
				+ String.format(Locale.ROOT, "%,d", samples)
				+ " samples over 160,000 requests), from every JVM's measured window.")
			.contains("No allocation differential flame graph: `not drawn: base 0a1b2c3d4e5f's recordings hold no "
					+ "allocation sample`.");
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
