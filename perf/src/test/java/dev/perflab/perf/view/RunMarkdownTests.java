package dev.perflab.perf.view;

import java.util.List;

import dev.perflab.perf.compare.Sensitivity;
import dev.perflab.perf.compare.Verdict;
import dev.perflab.perf.metrics.Metric;
import dev.perflab.perf.results.Outcome;
import dev.perflab.perf.rules.RuleFilesChange;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The headline and the table of each kind of run, as both the summary and the comment
 * show them.
 */
class RunMarkdownTests {

	private static final RunView.Context CONTEXT = new RunView.Context("4f1c2a9e8b7d6c5f4e3d2c1b0a9f8e7d6c5b4a39", null,
			"0a1b2c3d4e5f60718293a4b5c6d7e8f901234567", "origin/main", "clean", 8, 4, null, 10.0, 2L, 10L, 0.90, 0.95,
			null);

	private static final RunView.Rules RULES = new RunView.Rules("pass", null,
			List.of(new RunView.RuleLine("event-loop-blocking", "fail", "pass", 0L, 0L)), 1L, 0L, 0L, null);

	@Test
	void regression() {
		String md = render(Outcome.FAIL, row(Metric.CPU_PER_REQUEST, 1.089, 1.041, 1.139, 3, Verdict.REGRESSED));
		assertThat(md)
			.startsWith("## ❌ Gateway performance, head vs base: CPU per request 8.9% worse " + "(+4.1% … +13.9%)\n")
			.contains("| CPU per request (µs) | 180.0 | 196.0 | ▲ +8.9% | +4.1% … +13.9% | ±2.9% | ±3% | "
					+ "🔴 **regressed** |");
	}

	@Test
	void improvement() {
		String md = render(Outcome.PASS, row(Metric.RPS, 1.12, 1.08, 1.16, 5, Verdict.IMPROVED));
		assertThat(md).startsWith("## ✅ Gateway performance, head vs base: Throughput 12.0% better (+8.0% … +16.0%)")
			.contains("| ▼ +12.0% |");
	}

	@Test
	void unchanged() {
		String md = render(Outcome.PASS, row(Metric.CPU_PER_REQUEST, 1.001, 0.99, 1.012, 3, Verdict.UNCHANGED));
		assertThat(md)
			.startsWith("## ✅ Gateway performance, head vs base: No change beyond ±3% in CPU per request "
					+ "(-1.0% … +1.2%)\n")
			.contains("| +0.1% | -1.0% … +1.2% | ±2.9% | ±3% | ⚪ unchanged |")
			.contains("| 180.0 | 180.2 | +0.1% |")
			.contains("Spread of CPU per request's head/base ratio (sd): 1.6% between the 6 JVM pairs, 1.4% between "
					+ "the windows of one pair.");
	}

	@Test
	void inconclusiveWhenTheIntervalIsWide() {
		Sensitivity wide = new Sensitivity(6, 10.3, 4.0, 18.2);
		String md = render(Outcome.INCONCLUSIVE,
				row(Metric.CPU_PER_REQUEST, 1.01, 0.90, 1.13, 3, Verdict.INCONCLUSIVE, wide));
		assertThat(md)
			.startsWith("## ⚠️ Gateway performance, head vs base: Inconclusive: this run catches changes of 18% "
					+ "and larger in CPU per request; it cannot tell\n")
			.contains("| ±18.2% |")
			.contains("- ⚠️ CPU per request (µs): this run catches changes of 18.2% and larger; it cannot tell. "
					+ "More JVM pairs (--forks, --pairs) or a quieter runner would narrow the interval.")
			.doesNotContain("✅");
	}

	@Test
	void inconclusiveWhenTheWarmupDidNotSettle() {
		RunView.Environment unsettled = new RunView.Environment("17.0.15", null, null, 2L, null, null, null, null,
				120.0, false, List.of(), null);
		RunView view = new RunView(Outcome.INCONCLUSIVE, true, List.of(), List.of("The warm-up did not settle"),
				CONTEXT, List.of(row(Metric.CPU_PER_REQUEST, 1.0, 0.99, 1.01, 3, Verdict.UNCHANGED)), List.of(), null,
				RULES, List.of(), unsettled);
		String md = RunMarkdown.render(view);
		assertThat(md).startsWith("## ⚠️ Gateway performance, head vs base: Inconclusive: the warm-up did not settle")
			.contains("**What this run could not judge:**\n\n- `The warm-up did not settle`")
			.contains("warm-up 120 s (**not stable**)")
			.doesNotContain("✅");
	}

	@Test
	void failedRule() {
		RunView.Rules failed = new RunView.Rules("fail", null,
				List.of(new RunView.RuleLine("event-loop-blocking", "fail", "fail", 12L, 0L),
						new RunView.RuleLine("lock-contention", "warn", "pass", 0L, 5L)),
				1L, 0L, 1L, null);
		RunView view = new RunView(Outcome.FAIL, true, List.of("JFR rule event-loop-blocking failed"), List.of(),
				CONTEXT, List.of(row(Metric.CPU_PER_REQUEST, 1.0, 0.99, 1.01, 3, Verdict.UNCHANGED)), List.of(), null,
				failed, List.of(), null);
		assertThat(RunMarkdown.render(view))
			.startsWith("## ❌ Gateway performance, head vs base: JFR rule `event-loop-blocking` failed\n")
			.contains("### JFR rules: ❌ **fail** (1 fail, 0 warn, 1 pass)")
			.contains("Rules that judged this run: `event-loop-blocking` ❌ **fail** (12 rows, limit 0) · "
					+ "`lock-contention` pass.");
	}

	@Test
	void pullRequestThatRemovedARule() {
		RunView.Rules rules = new RunView.Rules("pass", null,
				List.of(new RunView.RuleLine("lock-contention", "warn", "pass", 0L, 5L)), 1L, 0L, 0L,
				new RuleFilesChange(List.of(), List.of("event-loop-blocking.sql"), List.of("execution-samples.jfc")));
		RunView view = new RunView(Outcome.PASS, true, List.of(), List.of(), CONTEXT,
				List.of(row(Metric.CPU_PER_REQUEST, 1.0, 0.99, 1.01, 3, Verdict.UNCHANGED)), List.of(), null, rules,
				List.of(), null);
		assertThat(RunMarkdown.render(view)).contains("⚠️ **This head changed what judges it** (against base): "
				+ "removed `event-loop-blocking.sql`; changed `execution-samples.jfc`.");
	}

	@Test
	void whereTheTimeWent() {
		RunView.Hotspots hotspots = new RunView.Hotspots(null, 1_000, 1_000, 40, 0.05, 0.01, 2,
				List.of(new RunView.Shift("com.acme.Auth.burnHead", "self", 0, 300),
						new RunView.Shift("io.netty.Loop.run", "total", 900, 600)));
		RunView view = new RunView(Outcome.PASS, true, List.of(), List.of(), CONTEXT,
				List.of(row(Metric.CPU_PER_REQUEST, 1.0, 0.99, 1.01, 3, Verdict.UNCHANGED)), List.of(), hotspots, RULES,
				List.of(), null);
		assertThat(RunMarkdown.render(view)).contains("### Where the time went")
			.contains("| `com.acme.Auth.burnHead` | `self`, **new in head** | 0 (0.0%) | 300 (30.0%) | ▲ +30.0 pts |")
			.contains("| `io.netty.Loop.run` | `total` | 900 (90.0%) | 600 (60.0%) | ▼ -30.0 pts |");
	}

	private static String render(Outcome outcome, RunView.MetricRow row) {
		return RunMarkdown.render(new RunView(outcome, true, List.of(), List.of(), CONTEXT, List.of(row), List.of(),
				null, RULES, List.of(), null));
	}

	private static RunView.MetricRow row(Metric metric, double ratio, double low, double high, double threshold,
			Verdict verdict) {
		return row(metric, ratio, low, high, threshold, verdict, new Sensitivity(6, 1.6, 1.4, 2.9));
	}

	private static RunView.MetricRow row(Metric metric, double ratio, double low, double high, double threshold,
			Verdict verdict, Sensitivity sensitivity) {
		double base = (metric == Metric.RPS) ? 5_000 : 180;
		return new RunView.MetricRow(metric, base, ratio, low, high, threshold, verdict, null, sensitivity);
	}

}
