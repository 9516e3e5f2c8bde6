package dev.perflab.perf.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import dev.perflab.jfrrules.check.RuleResult;
import dev.perflab.jfrrules.check.Status;
import dev.perflab.perf.compare.Comparison;
import dev.perflab.perf.compare.MetricComparison;
import dev.perflab.perf.metrics.TargetSummary;
import dev.perflab.perf.rules.RulesOutcome;

/**
 * Decides whether a run passes. It fails when
 * <ul>
 * <li>a JFR rule of severity {@code fail} fired;</li>
 * <li>in compare mode, any compared metric regressed;</li>
 * <li>the measured gateway (head in compare mode) failed more than the allowed share of
 * requests: its figures would describe an error path, not the gateway.</li>
 * </ul>
 */
final class GateEvaluator {

	private GateEvaluator() {
	}

	static Gate evaluate(RulesOutcome rules, Comparison comparison, TargetSummary subject, double maxErrorRate) {
		List<String> reasons = new ArrayList<>();
		if (rules.failed()) {
			for (RuleResult result : rules.report().results()) {
				if (result.status() == Status.FAIL) {
					reasons.add("JFR rule " + Markdown.code(result.rule().id()) + " failed: "
							+ Numbers.count(result.rowCount()) + " rows (limit " + result.rule().limit() + ")");
				}
			}
		}
		if (comparison != null) {
			for (MetricComparison metric : comparison.regressions()) {
				reasons.add(metric.metric().label() + " regressed by " + Numbers.change(metric.changePercent())
						+ " (interval " + Numbers.change((metric.low() - 1) * 100) + " … "
						+ Numbers.change((metric.high() - 1) * 100) + ", threshold "
						+ Numbers.plain(metric.thresholdPercent()) + "%)");
			}
		}
		if (subject.stalledRounds() > 0) {
			reasons.add(subject.target().id() + " completed no request in " + subject.stalledRounds() + " of "
					+ subject.rounds() + " rounds: it stalled or stopped answering");
		}
		long failed = subject.errors() + subject.non2xx();
		double rate = (subject.requests() > 0) ? (double) failed / subject.requests() : 0;
		if (failed > 0 && rate > maxErrorRate) {
			reasons.add(String.format(Locale.ROOT,
					"%s answered %s of %s requests with errors (%s socket errors, %s non-2xx): %.2f%%, more than "
							+ "the %s%% allowed",
					subject.target().id(), Numbers.count(failed), Numbers.count(subject.requests()),
					Numbers.count(subject.errors()), Numbers.count(subject.non2xx()), rate * 100,
					Numbers.plain(maxErrorRate * 100)));
		}
		return new Gate(List.copyOf(reasons));
	}

}
