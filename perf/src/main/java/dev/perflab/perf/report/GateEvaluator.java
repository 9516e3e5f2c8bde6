package dev.perflab.perf.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import dev.perflab.perf.view.ComparisonReasons;
import dev.perflab.perf.results.Gate;
import dev.perflab.perf.view.Figures;
import dev.perflab.jfrrules.check.RuleResult;
import dev.perflab.jfrrules.check.Status;
import dev.perflab.perf.compare.Comparison;
import dev.perflab.perf.metrics.TargetSummary;
import dev.perflab.perf.raw.Target;
import dev.perflab.perf.raw.Traffic;
import dev.perflab.perf.raw.ForkWarmUp;
import dev.perflab.perf.raw.RunInfo;
import dev.perflab.perf.rules.RulesOutcome;

/**
 * Decides whether a run passes. It fails when
 * <ul>
 * <li>a JFR rule of severity {@code fail} fired;</li>
 * <li>in compare mode, any compared metric regressed;</li>
 * <li>the measured gateway (head in compare mode) failed more than the allowed share of
 * requests: its figures would describe an error path, not the gateway.</li>
 * </ul>
 * A compare run that does not fail is inconclusive when it could not judge:
 * <ul>
 * <li>a metric is inconclusive (its interval is wider than its threshold, or there is
 * none);</li>
 * <li>the warm-up did not settle: an interval over rounds of a JVM still compiling
 * describes the JIT, not the change;</li>
 * <li>base failed more than the allowed share of requests: the comparison would be
 * against an error path.</li>
 * </ul>
 */
final class GateEvaluator {

	private GateEvaluator() {
	}

	static Gate evaluate(RulesOutcome rules, Comparison comparison, Target measured, Map<Target, TargetSummary> targets,
			RunInfo info, double maxErrorRate, boolean failOnInconclusive, boolean failOnUnrouted) {
		TargetSummary subject = targets.get(measured);
		TargetSummary base = targets.get(Target.BASE);
		List<String> reasons = new ArrayList<>();
		if (rules.failed()) {
			for (RuleResult result : rules.report().results()) {
				if (result.status() == Status.FAIL) {
					reasons.add("JFR rule " + result.rule().id() + " failed: " + Figures.count(result.rowCount())
							+ " rows (limit " + result.rule().limit() + ")");
				}
			}
		}
		if (comparison != null) {
			reasons.addAll(ComparisonReasons.failures(comparison.metrics()));
		}
		if (subject.stalledRounds() > 0) {
			reasons.add(measured.id() + " completed no request in " + subject.stalledRounds() + " of "
					+ subject.rounds() + " rounds: it stalled or stopped answering");
		}
		long failed = subject.errors() + subject.non2xx();
		double rate = (subject.requests() > 0) ? (double) failed / subject.requests() : 0;
		if (failed > 0 && rate > maxErrorRate) {
			reasons.add(String.format(Locale.ROOT,
					"%s answered %s of %s requests with errors (%s socket errors, %s non-2xx): %.2f%%, more than "
							+ "the %s%% allowed",
					measured.id(), Figures.count(failed), Figures.count(subject.requests()),
					Figures.count(subject.errors()), Figures.count(subject.non2xx()), rate * 100,
					Figures.plain(maxErrorRate * 100)));
		}
		if (info != null) {
			for (Traffic.Mismatch mismatch : info.traffic().mismatches()) {
				reasons.add(mismatch.gateway() + " answered request '" + mismatch.request() + "' with "
						+ ((mismatch.status() == 0) ? "nothing" : mismatch.status()) + " " + mismatch.when()
						+ ", where the workload expects " + mismatch.expected());
			}
			List<String> unrouted = info.traffic().unrouted();
			if (failOnUnrouted && !unrouted.isEmpty()) {
				reasons.add(RunWarnings.unrouted(unrouted) + " (--fail-on-unrouted)");
			}
		}
		List<String> inconclusive = new ArrayList<>();
		if (comparison != null) {
			if (info != null && !info.warmupStable()) {
				inconclusive.add(unsettled(info));
			}
			inconclusive.addAll(ComparisonReasons.inconclusive(comparison.metrics()));
			if (base != null) {
				long baseFailed = base.errors() + base.non2xx();
				if (base.requests() > 0 && baseFailed > 0 && (double) baseFailed / base.requests() > maxErrorRate) {
					inconclusive
						.add("base answered " + Figures.count(baseFailed) + " of " + Figures.count(base.requests())
								+ " requests with errors: head is compared with an error " + "path.");
				}
			}
		}
		return Gate.of(reasons, inconclusive, failOnInconclusive, maxErrorRate);
	}

	/**
	 * Names an unsettled warm-up and what to do about it. On a machine that compiles
	 * slowly every fork runs into the bound: on an AMD EPYC VM of 2 December (a Python
	 * loop of 10^7 additions took 2.7-3.5 s, and the host check saw no gap) four gateways
	 * took 60-85 s to start where the Intel VM's took 25-29, and the JIT still took
	 * 41-48% of their CPU at 152-154 s; the pairs then measure how far each JVM has
	 * compiled. Which it was is measured, not guessed: the JIT's share at the end of each
	 * unsettled warm-up, and where that was quiet, the cost that had not steadied.
	 */
	private static String unsettled(RunInfo info) {
		List<ForkWarmUp> unsettled = info.warmUps().stream().filter((warmUp) -> !warmUp.stable()).toList();
		double start = info.warmUps().stream().mapToDouble(ForkWarmUp::startSeconds).max().orElse(0);
		String why = unsettled.stream().allMatch(ForkWarmUp::compilerQuiet)
				? "The JIT was quiet at its end (" + shares(unsettled) + " of the gateways' CPU), but their cost per "
						+ "request still moved between its last probes: on a noisy machine give it longer "
						+ "(--warmup-max) or run on a quieter one."
				: "At its end the JIT still took " + shares(unsettled) + " of the gateways' CPU (quiet is at most "
						+ Figures.percent(ForkWarmUp.QUIET_COMPILER_SHARE) + "), and the gateways took up to "
						+ Figures.seconds(start) + " to start: on a slow or crowded machine give it longer "
						+ "(--warmup-max) or run on a faster one.";
		return "The warm-up did not settle within " + Figures.seconds(info.warmupSeconds()) + " in " + unsettled.size()
				+ " of " + info.warmUps().size() + ((info.warmUps().size() == 1) ? " fork" : " forks")
				+ ": base and head were not measured in a steady state. " + why;
	}

	/** The unsettled forks' JIT shares, in fork order: {@code 46.9% and 11.4%}. */
	private static String shares(List<ForkWarmUp> unsettled) {
		List<String> shares = unsettled.stream().map((warmUp) -> Figures.percent(warmUp.compilerShare())).toList();
		return (shares.size() == 1) ? shares.get(0)
				: String.join(", ", shares.subList(0, shares.size() - 1)) + " and " + shares.get(shares.size() - 1);
	}

}
