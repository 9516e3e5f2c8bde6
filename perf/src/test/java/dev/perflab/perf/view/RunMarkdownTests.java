package dev.perflab.perf.view;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.perflab.perf.ResultsTrees;
import dev.perflab.perf.compare.VerdictRule;
import dev.perflab.perf.raw.AtRate;
import dev.perflab.perf.results.Results;
import dev.perflab.perf.results.ResultsJson;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The headline and the table of each kind of run, as both the summary and the comment
 * show them: the golden compare in forks ({@code results/compare-forks.json}, 4 JVM
 * pairs, base 180 µs per request and 5,000 req/s), edited as each case needs, read as the
 * comment reads a pull request's results and rendered.
 */
class RunMarkdownTests {

	private static final ObjectMapper MAPPER = new ObjectMapper();

	@Test
	void regression() {
		ObjectNode results = outcome(golden(), "fail");
		metric(results, 0, 1.089, 1.041, 1.139, "regressed", sensitivity(6, 1.6, 1.4, 2.9));
		assertThat(render(results))
			.startsWith("## ❌ Gateway performance, head vs base: CPU per request 8.9% worse (+4.1% … +13.9%)\n")
			.contains("| CPU per request (µs) | 180.0 | 196.0 | ▲ +8.9% | +4.1% … +13.9% | ±2.9% | ±3% | "
					+ "🔴 **regressed** |");
	}

	@Test
	void improvement() {
		ObjectNode results = outcome(golden(), "pass");
		metric(results, 0, 1.001, 0.99, 1.012, "unchanged", sensitivity(6, 1.6, 1.4, 2.9));
		// Metric 2: throughput (after CPU and allocation per request).
		metric(results, 2, 1.12, 1.08, 1.16, "improved", sensitivity(6, 1.6, 1.4, 2.9));
		assertThat(render(results))
			.startsWith("## ✅ Gateway performance, head vs base: Throughput 12.0% better (+8.0% … +16.0%)")
			.contains("| ▼ +12.0% |");
	}

	@Test
	void unchanged() {
		ObjectNode results = outcome(golden(), "pass");
		metric(results, 0, 1.001, 0.99, 1.012, "unchanged", sensitivity(6, 1.6, 1.4, 2.9));
		assertThat(render(results))
			.startsWith("## ✅ Gateway performance, head vs base: No change beyond ±3% in CPU per request "
					+ "(-1.0% … +1.2%)\n")
			.contains("| +0.1% | -1.0% … +1.2% | ±2.9% | ±3% | ⚪ unchanged |")
			.contains("| 180.0 | 180.2 | +0.1% |")
			.contains("Spread of the head/base ratio (sd): CPU per request 1.6% between the 6 JVM pairs, 1.4% "
					+ "between the windows of one pair");
	}

	@Test
	void inconclusiveWhenTheIntervalIsWide() {
		ObjectNode results = outcome(golden(), "inconclusive", "CPU per request: the interval is wider than it");
		metric(results, 0, 1.01, 0.90, 1.13, "inconclusive", sensitivity(6, 10.3, 4.0, 18.2));
		assertThat(render(results))
			.startsWith("## ⚠️ Gateway performance, head vs base: Inconclusive: this run catches changes of 18% "
					+ "and larger in CPU per request; it cannot tell\n")
			.contains("| ±18.2% |")
			.contains("- ⚠️ CPU per request (µs): this run catches changes of 18.2% and larger; it cannot tell. "
					+ "More JVM pairs (--forks, --pairs) or a quieter runner would narrow the interval.")
			.doesNotContain("✅");
	}

	@Test
	void inconclusiveWhenTheWarmupDidNotSettle() {
		ObjectNode results = outcome(golden(), "inconclusive", "The warm-up did not settle");
		metric(results, 0, 1.0, 0.99, 1.01, "unchanged", sensitivity(6, 1.6, 1.4, 2.9));
		results.with("run").with("warmup").put("seconds", 120.0).put("stable", false);
		assertThat(render(results))
			.startsWith("## ⚠️ Gateway performance, head vs base: Inconclusive: the warm-up did not settle")
			.contains("**What this run could not judge:**\n\n- `The warm-up did not settle`")
			.contains("warm-up 120 s (**not stable**)")
			.doesNotContain("✅");
	}

	@Test
	void failedRule() {
		ObjectNode results = outcome(golden(), "fail");
		metric(results, 0, 1.0, 0.99, 1.01, "unchanged", sensitivity(6, 1.6, 1.4, 2.9));
		((ArrayNode) results.with("gate").get("reasons")).removeAll().add("JFR rule event-loop-blocking failed");
		ArrayNode rules = rules(results, "fail", 1, 0, 1);
		rule(rules, "event-loop-blocking", "fail", "fail", 12, 0);
		rule(rules, "lock-contention", "warn", "pass", 0, 5);
		assertThat(render(results))
			.startsWith("## ❌ Gateway performance, head vs base: JFR rule `event-loop-blocking` failed\n")
			.contains("### JFR rules: ❌ **fail** (1 fail, 0 warn, 1 pass)")
			.contains("Rules that judged this run: `event-loop-blocking` ❌ **fail** (12 rows, limit 0) · "
					+ "`lock-contention` pass.");
	}

	@Test
	void pullRequestThatRemovedARule() {
		ObjectNode results = outcome(golden(), "pass");
		metric(results, 0, 1.0, 0.99, 1.01, "unchanged", sensitivity(6, 1.6, 1.4, 2.9));
		rule(rules(results, "pass", 1, 0, 0), "lock-contention", "warn", "pass", 0, 5);
		ObjectNode files = results.with("rules").putObject("filesChanged");
		files.putArray("added");
		files.putArray("removed").add("event-loop-blocking.sql");
		files.putArray("changed").add("execution-samples.jfc");
		assertThat(render(results)).contains("⚠️ **This head changed what judges it** (against base): "
				+ "removed `event-loop-blocking.sql`; changed `execution-samples.jfc`.");
	}

	@Test
	void whereTheTimeWent() {
		ObjectNode results = outcome(golden(), "pass");
		metric(results, 0, 1.0, 0.99, 1.01, "unchanged", sensitivity(6, 1.6, 1.4, 2.9));
		ArrayNode shifts = ResultsTrees.hotspots(results, 2);
		ResultsTrees.shift(shifts, "com.acme.Auth.burnHead", "self", 0, 300);
		ResultsTrees.shift(shifts, "io.netty.Loop.run", "total", 900, 600);
		assertThat(render(results)).contains("### Where the time went")
			.contains("| `com.acme.Auth.burnHead` | `self`, **new in head** | 0 (0.0%) | 300 (30.0%) | ▲ +30.0 pts |")
			.contains("| `io.netty.Loop.run` | `total` | 900 (90.0%) | 600 (60.0%) | ▼ -30.0 pts |");
	}

	@Test
	void theLatencyPhaseIsTimedApartFromStopping() {
		// Each of the 4 forks (a pair each) ended 18 s after its windows, 13 s of which
		// its
		// gateways spent at the rate, all at once; a JVM's phase is its last round's.
		ObjectNode results = golden();
		results.at("/run/warmup/forks").forEach((fork) -> ((ObjectNode) fork).put("stopSeconds", 18.0));
		Histogram latencies = AtRate.newHistogram();
		latencies.recordValue(2_000);
		JsonNode phase = MAPPER.valueToTree(AtRate.of(80, 1_040, 0, 13_000, latencies, List.of()));
		results.get("rounds")
			.forEach((round) -> ((ObjectNode) round).set("atRate",
					(round.get("round").asInt() % 2 == 0) ? phase : null));
		assertThat(render(results)).contains(" s measuring, 52 s at the rate, 20 s stopping.");
		assertThat(render(golden())).contains(" s measuring, 12 s stopping.").doesNotContain("at the rate,");
	}

	@Test
	void aNoisyRunNamesItsNeighbourInTheRunLine() {
		ObjectNode results = golden();
		results.with("run").putObject("noise").put("minMs", 10).put("maxMs", 300).put("cpuShare", 0.312);
		assertThat(render(results)).contains(" · a noisy neighbour on the gateway CPU (busy 10-300 ms, then idle "
				+ "10-300 ms, at random; it ran 31% of its time) · ");
	}

	@Test
	void aQuietRunSaysNothingOfANeighbour() {
		ObjectNode results = golden();
		results.with("run").putNull("noise");
		assertThat(render(results)).doesNotContain("neighbour");
	}

	@Test
	void aPushComparedWithTheTrendsReferenceCallsItTheReferenceThroughout() {
		// A push to main (perf-ci.sh --reference adds --meta trend.reference=FILE): its
		// base is the commit the trend's reference file names, and is called so.
		ObjectNode results = outcome(golden(), "pass");
		metric(results, 0, 1.001, 0.99, 1.012, "unchanged", sensitivity(6, 1.6, 1.4, 2.9));
		results.with("run").with("extra").put(Results.Run.TREND_REFERENCE, ".github/perf-reference");
		ArrayNode shifts = ResultsTrees.hotspots(results, 2);
		ResultsTrees.shift(shifts, "io.netty.Loop.run", "total", 900, 600);
		String base = results.at("/run/gitBase").asText();
		String summary = render(results);
		assertThat(summary)
			.startsWith("## ✅ Gateway performance, head vs reference: No change beyond ±3% in CPU per request")
			.contains(" vs reference `" + Figures.shortSha(base) + "` (`.github/perf-reference`) · ")
			.contains("reference/head JVM pairs, reference and head loaded at the same time")
			.contains("| metric | reference | head (reference × ratio) |")
			.contains("per-pair ratios head/reference; head = reference's median × that ratio")
			.contains("Spread of the head/reference ratio (sd): CPU per request")
			.contains("| method | share | reference | head | change |")
			.contains("Share of the reference 1,000 and head");
		// The renderer's own words; data in code spans (a warning of the report's) aside.
		assertThat(summary.replaceAll("`[^`]*`", "``")).doesNotContainPattern("\\bbase\\b");
	}

	@Test
	void aPullRequestsBaseIsTheBase() {
		assertThat(render(golden())).contains("head vs base: ", "| metric | base | head (base × ratio) |")
			.doesNotContain("reference");
	}

	private static ObjectNode golden() {
		try (InputStream in = RunMarkdownTests.class.getResourceAsStream("/results/compare-forks.json")) {
			return (ObjectNode) MAPPER.readTree(in);
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

	private static String render(ObjectNode results) {
		try {
			return RunMarkdown.render(ResultsJson.read(MAPPER.writeValueAsBytes(results), "results.json"));
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

	/**
	 * Gives the results the outcome, as the gate would have said it: a failure with a
	 * reason; an inconclusive run with the reasons given.
	 */
	private static ObjectNode outcome(ObjectNode results, String outcome, String... inconclusive) {
		boolean failed = outcome.equals("fail");
		ObjectNode gate = results.with("gate").put("passed", outcome.equals("pass")).put("outcome", outcome);
		gate.putArray("reasons");
		if (failed) {
			((ArrayNode) gate.get("reasons")).add("CPU per request regressed");
		}
		ArrayNode reasons = gate.putArray("inconclusive");
		for (String reason : inconclusive) {
			reasons.add(reason);
		}
		return results.put("verdict", outcome).put("exitCode", failed ? 1 : 0);
	}

	private static ObjectNode sensitivity(int pairs, double between, double within, double minimum) {
		return MAPPER.createObjectNode()
			.put("jvmPairs", pairs)
			.put("betweenPairsPercent", between)
			.put("withinPairPercent", within)
			.put("power", 0.95)
			.put("minimumDetectedPercent", minimum);
	}

	/** Sets one metric's comparison, every figure derived from the ratio. */
	private static void metric(ObjectNode results, int index, double ratio, double low, double high, String verdict,
			ObjectNode sensitivity) {
		ObjectNode metric = (ObjectNode) results.at("/comparison/metrics/" + index);
		double base = metric.get("base").asDouble();
		metric.put("headImplied", base * ratio)
			.put("ratio", ratio)
			.put("changePercent", (ratio - 1) * 100)
			.put("detectableChangePercent", VerdictRule.detectableChangePercent(low, high))
			.put("verdict", verdict)
			.putNull("note")
			.set("sensitivity", sensitivity);
		metric.putObject("interval").put("low", low).put("high", high).put("level", 0.9);
	}

	private static ArrayNode rules(ObjectNode results, String status, int pass, int warn, int fail) {
		ObjectNode rules = results.putObject("rules").put("status", status).putNull("reason");
		ObjectNode check = rules.putObject("check").put("file", "rules.json").put("recording", "head.jfr");
		check.putArray("parametersSet");
		check.putObject("summary").put("pass", pass).put("warn", warn).put("fail", fail);
		rules.putNull("filesChanged");
		return check.putArray("results");
	}

	private static void rule(ArrayNode rules, String id, String severity, String status, long rows, long limit) {
		rules.addObject()
			.put("id", id)
			.put("severity", severity)
			.put("status", status)
			.put("rows", rows)
			.put("limit", limit)
			.putNull("finding");
	}

}
