package dev.perflab.perf.selftest;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.perflab.jfrrules.check.CheckReport;
import dev.perflab.jfrrules.check.RuleResult;
import dev.perflab.jfrrules.check.Status;
import dev.perflab.jfrrules.check.ViolationGroup;
import dev.perflab.jfrrules.recording.LoadStatistics;
import dev.perflab.jfrrules.report.JsonReportWriter;
import dev.perflab.jfrrules.rules.Rule;
import dev.perflab.jfrrules.rules.Severity;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.perflab.perf.TestRuns;
import dev.perflab.perf.compare.VerdictRule;
import dev.perflab.perf.cli.PerfCommand;
import dev.perflab.perf.rules.RuleFinding;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class SelftestCommandTests {

	private static final ObjectMapper JSON = new ObjectMapper();

	@TempDir
	Path directory;

	@Test
	void aProfileIsCaughtWhenAnExpectedDetectorWentOff() throws IOException {
		Path clean = run("clean", Status.PASS, 0.4, "unchanged", -1.0, "unchanged");
		Path blocking = run("blocking-auth", Status.FAIL, 45.0, "regressed", -60.0, "regressed");
		Path manifest = manifest("run.1.profile=clean\nrun.1.index=1\nrun.1.seed=-\nrun.1.expect=\nrun.1.dir=" + clean
				+ "\nrun.1.exit=0\n" + "run.2.profile=blocking-auth\nrun.2.index=1\nrun.2.seed=1\n"
				+ "run.2.expect=rule:event-loop-blocking@RestTemplate metric:rps\nrun.2.dir=" + blocking
				+ "\nrun.2.exit=1\n");

		String[] out = new String[1];
		int exit = execute(out, "selftest-summary", manifest.toString(), "--out",
				this.directory.resolve("out").toString());

		assertThat(exit).isZero();
		assertThat(out[0]).contains("| `clean` | - | none (must pass) | nothing |")
			.contains(
					"| `blocking-auth` | 1 | `event-loop-blocking` with RestTemplate, throughput regressed | `event-loop-blocking` (fail, 7 rows); "
							+ "CPU per request regressed; throughput regressed | -60.0% (-62.0% … -58.0%) 🔴 | +45.0%")
			.contains("yes (1/1, 95% CI 3-100%)")
			.contains(
					"`event-loop-blocking` (fail): `jdk.SocketRead 127.0.0.1:38073 on reactor-http-epoll-1: 7 events, "
							+ "total 9.0 ms, max 1.5 ms; first frame outside the JDK: "
							+ "org.springframework.web.client.RestTemplate.getForObject:400`");
		assertThat(this.directory.resolve("out/selftest.json")).content().contains("\"allCaught\" : true");
		assertThat(this.directory.resolve("out/selftest.md")).exists();
	}

	@Test
	void evidenceWithBackticksAndBarsStaysInsideItsCodeSpan() throws IOException {
		Path clean = run("clean", Status.FAIL, 0.4, "unchanged", -1.0, "unchanged");
		for (String file : List.of("rules.json", "results.json")) {
			Path json = clean.resolve(file);
			Files.writeString(json, Files.readString(json).replace("127.0.0.1:38073", "a`b|c"));
		}
		Path manifest = manifest("run.1.profile=clean\nrun.1.dir=" + clean + "\nrun.1.exit=1\n");

		String[] out = new String[1];
		execute(out, "selftest-summary", manifest.toString());

		assertThat(out[0]).contains("- `clean`: `event-loop-blocking` (fail): ``jdk.SocketRead a`b\\|c on ");
	}

	@Test
	void aRuleThatFiredWithoutItsFullReportLeavesTheRunWithoutResults() throws IOException {
		Path blocking = run("blocking-auth", Status.FAIL, 45.0, "regressed", -60.0, "regressed");
		Files.delete(blocking.resolve("rules.json"));
		Path manifest = manifest("run.1.profile=blocking-auth\nrun.1.expect=rule:event-loop-blocking@RestTemplate\n"
				+ "run.1.dir=" + blocking + "\nrun.1.exit=1\n");

		String[] out = new String[1];
		int exit = execute(out, "selftest-summary", manifest.toString());

		assertThat(exit).isEqualTo(1);
		assertThat(out[0]).contains("1 run(s) without results: unreadable rules.json: ")
			.contains(blocking.resolve("rules.json").toString());
	}

	@Test
	void theJsonKeepsEveryComparedMetricOfEveryRun() throws IOException {
		Path burn = run("cpu-burn-10", Status.PASS, 12.0, "regressed", -3.0, "unchanged");
		Path manifest = manifest("run.1.profile=cpu-burn-10\nrun.1.expect=metric:cpuUsPerRequest\nrun.1.dir=" + burn
				+ "\nrun.1.exit=1\n");

		String[] out = new String[1];
		execute(out, "selftest-summary", manifest.toString(), "--out", this.directory.resolve("out").toString());

		JsonNode metrics = new ObjectMapper().readTree(this.directory.resolve("out/selftest.json").toFile())
			.path("profiles")
			.path(0)
			.path("runDetails")
			.path(0)
			.path("metrics");
		assertThat(metrics.path("cpuUsPerRequest").path("changePercent").asDouble()).isCloseTo(12.0, within(1e-9));
		assertThat(metrics.path("cpuUsPerRequest").path("verdict").asText()).isEqualTo("regressed");
		assertThat(metrics.path("rps").path("changePercent").asDouble()).isCloseTo(-3.0, within(1e-9));
		assertThat(metrics.path("rps").path("intervalHigh").asDouble()).isEqualTo(0.99);
	}

	@Test
	void aMissAndAFailingCleanGatewayFailTheSelftest() throws IOException {
		Path clean = run("clean", Status.FAIL, 0.4, "unchanged", -1.0, "unchanged");
		Path burn = run("cpu-burn-5", Status.PASS, 1.0, "unchanged", 0.0, "unchanged");
		Path manifest = manifest("run.1.profile=clean\nrun.1.dir=" + clean + "\nrun.1.exit=1\n"
				+ "run.2.profile=cpu-burn-5\nrun.2.expect=metric:cpuUsPerRequest\nrun.2.dir=" + burn
				+ "\nrun.2.exit=0\nrun.3.profile=token-lock\nrun.3.expect=rule:event-loop-blocking@SharedTokenSigner\nrun.3.dir="
				+ this.directory.resolve("missing") + "\nrun.3.exit=3\n"
				+ "run.4.profile=other-reason\nrun.4.expect=rule:event-loop-blocking@SharedTokenSigner\nrun.4.dir="
				+ clean + "\nrun.4.exit=1\n");

		String[] out = new String[1];
		int exit = execute(out, "selftest-summary", manifest.toString());

		assertThat(exit).isEqualTo(1);
		assertThat(out[0]).contains("**FAIL** (0/1, 95% CI 0-98%)")
			.contains("**no** (0/1, 95% CI 0-98%)")
			.contains("no results.json (perf/local.sh exit 3)")
			// the rule fired, but its evidence is a RestTemplate, not the lock it should
			// catch
			.containsPattern(
					"\\| `other-reason` \\|.*`event-loop-blocking` \\(fail, 7 rows\\).*\\*\\*no\\*\\* \\(0/1, ");
	}

	@Test
	void severalManifestsArePooledIntoOneRatePerProfile() throws IOException {
		Path caught = run("burn-caught", Status.PASS, 6.0, "regressed", -5.0, "unchanged");
		Path missed = run("burn-missed", Status.PASS, 1.0, "unchanged", 0.0, "unchanged");
		Path first = Files.writeString(this.directory.resolve("first.properties"),
				"run.1.profile=cpu-burn-5\nrun.1.index=1\nrun.1.expect=metric:cpuUsPerRequest\nrun.1.dir=" + caught
						+ "\nrun.1.exit=1\nrun.2.profile=cpu-burn-5\nrun.2.index=2\nrun.2.expect=metric:cpuUsPerRequest"
						+ "\nrun.2.dir=" + caught + "\nrun.2.exit=1\n");
		Path second = Files.writeString(this.directory.resolve("second.properties"),
				"run.1.profile=cpu-burn-5\nrun.1.index=1\nrun.1.expect=metric:cpuUsPerRequest\nrun.1.dir=" + missed
						+ "\nrun.1.exit=0\n");

		String[] out = new String[1];
		int exit = execute(out, "selftest-summary", first.toString(), second.toString(), "--out",
				this.directory.resolve("out").toString());

		assertThat(exit).isEqualTo(1);
		assertThat(out[0]).contains("**no** (2/3, 95% CI 9-99%)");
		assertThat(this.directory.resolve("out/selftest.json")).content().contains("\"run\" : 3");
	}

	@Test
	void aBadManifestAmongSeveralIsNamed() throws IOException {
		Path good = Files.writeString(this.directory.resolve("good.properties"),
				"run.1.profile=clean\nrun.1.dir=" + this.directory + "\nrun.1.exit=0\n");
		Path bad = Files.writeString(this.directory.resolve("bad.properties"), "run.1.profile=clean\n");
		StringWriter stderr = new StringWriter();

		int exit = PerfCommand.execute(new String[] { "selftest-summary", good.toString(), bad.toString() },
				new PrintWriter(new StringWriter()), new PrintWriter(stderr));

		assertThat(exit).isEqualTo(2);
		assertThat(stderr.toString()).contains(bad + ": run 1 needs profile, dir, a numeric exit and index")
			.doesNotContain(good.toString());
	}

	@Test
	void aBadManifestIsAUsageError() throws IOException {
		String[] out = new String[1];
		assertThat(execute(out, "selftest-summary", manifest("run.1.profile=clean\n").toString())).isEqualTo(2);
	}

	private Path run(String name, Status ruleStatus, double cpuChange, String cpuVerdict, double rpsChange,
			String rpsVerdict) throws IOException {
		Path run = TestRuns.compareIdentical(this.directory.resolve(name)).write();
		PerfCommand.execute(new String[] { "report", run.toString(), "--no-jfr" }, new PrintWriter(new StringWriter()),
				new PrintWriter(new StringWriter()));
		ObjectNode results = (ObjectNode) JSON.readTree(run.resolve("results.json").toFile());
		change((ObjectNode) results.at("/comparison/metrics/0"), "cpuUsPerRequest", cpuChange, cpuVerdict);
		change((ObjectNode) results.at("/comparison/metrics/2"), "rps", rpsChange, rpsVerdict);
		rules(run, results, ruleStatus);
		JSON.writeValue(run.resolve("results.json").toFile(), results);
		return run;
	}

	/**
	 * A rule check whose {@code event-loop-blocking} has the given status: its full
	 * report as jfr-rules writes it, and its part of results.json.
	 */
	private static void rules(Path run, ObjectNode results, Status status) {
		ViolationGroup group = new ViolationGroup("jdk.SocketRead", "127.0.0.1:38073", List.of("reactor-http-epoll-1"),
				1, 7, 9_000_000L, 1_500_000L, List.of("java.net.Socket$SocketInputStream.read"),
				"org.springframework.web.client.RestTemplate.getForObject:400");
		List<RuleResult> found = List.of(result("event-loop-blocking", Severity.FAIL, status, List.of(group)),
				result("lock-contention", Severity.WARN, Status.PASS, List.of()));
		CheckReport check = new CheckReport(Path.of("head.jfr"), 1_000, "reactor-http-epoll-\\d+",
				new LoadStatistics(100, 3, Duration.ofMillis(20)), found, Duration.ofMillis(30));
		JsonReportWriter.write(check, run.resolve("rules.json"));
		ObjectNode rules = results.putObject("rules").put("status", check.verdict().id()).putNull("reason");
		ObjectNode summary = rules.putObject("check")
			.put("file", "rules.json")
			.put("recording", "head.jfr")
			.putObject("summary");
		for (Status counted : Status.values()) {
			summary.put(counted.id(), check.count(counted));
		}
		((ObjectNode) rules.get("check")).putArray("parametersSet");
		ArrayNode items = ((ObjectNode) rules.get("check")).putArray("results");
		found.forEach((result) -> items.addObject()
			.put("id", result.rule().id())
			.put("severity", result.rule().severity().id())
			.put("status", result.status().id())
			.put("rows", result.rowCount())
			.put("limit", result.rule().limit())
			.put("finding", RuleFinding.of(result)));
		rules.putNull("filesChanged");
	}

	private static RuleResult result(String id, Severity severity, Status status, List<ViolationGroup> groups) {
		Rule rule = new Rule(id, id, severity, "Because.", "Do not block.", 0, "rules/" + id + ".sql", "SELECT 1");
		return new RuleResult(rule, status, groups.isEmpty() ? 0 : 7, groups, groups.size(), Duration.ofMillis(5));
	}

	/** Gives a compared metric of the report tool's results another outcome. */
	/**
	 * Sets a metric's change, and every figure that follows from it as the report
	 * computes it.
	 */
	private static void change(ObjectNode metric, String id, double changePercent, String verdict) {
		assertThat(metric.get("metric").asText()).isEqualTo(id);
		double ratio = 1 + changePercent / 100;
		metric.put("ratio", ratio)
			.put("changePercent", (ratio - 1) * 100)
			.put("headImplied", metric.get("base").asDouble() * ratio)
			.put("detectableChangePercent", VerdictRule.detectableChangePercent(ratio - 0.02, ratio + 0.02))
			.put("verdict", verdict);
		((ObjectNode) metric.get("interval")).put("low", ratio - 0.02).put("high", ratio + 0.02);
	}

	private Path manifest(String text) throws IOException {
		return Files.writeString(this.directory.resolve("runs.properties"), text);
	}

	private static int execute(String[] out, String... args) {
		StringWriter stdout = new StringWriter();
		int exit = PerfCommand.execute(args, new PrintWriter(stdout), new PrintWriter(new StringWriter()));
		out[0] = stdout.toString();
		return exit;
	}

	@Test
	void aMetricThatMovedOnTheCleanGatewayIsAFalseAlarm() throws IOException {
		Path clean = run("clean", Status.PASS, 0.4, "unchanged", -6.0, "improved");
		Path manifest = manifest("run.1.profile=clean\nrun.1.dir=" + clean + "\nrun.1.exit=0\n");

		String[] out = new String[1];
		int exit = execute(out, "selftest-summary", manifest.toString());

		assertThat(exit).isEqualTo(1);
		assertThat(out[0]).contains("**FAIL** (0/1, 95% CI 0-98%)");
	}

	@Test
	void boundsARateExactly() {
		// 10 of 10 still allows a true rate of 69%; 0 of 10 one of 31%.
		assertThat(ClopperPearson.interval(10, 10)[0]).isCloseTo(0.6915, org.assertj.core.api.Assertions.within(1e-4));
		assertThat(ClopperPearson.interval(0, 10)[1]).isCloseTo(0.3085, org.assertj.core.api.Assertions.within(1e-4));
	}

}
