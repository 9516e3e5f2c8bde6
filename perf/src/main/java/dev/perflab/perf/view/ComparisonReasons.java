package dev.perflab.perf.view;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import dev.perflab.perf.compare.ExceptionChange;
import dev.perflab.perf.compare.MetricComparison;
import dev.perflab.perf.compare.Sensitivity;
import dev.perflab.perf.compare.Verdict;

/**
 * What a comparison gives the gate, in words: the regressions that fail it and the gated
 * metrics it could not judge. One wording for a runner's compare and for a pool of them,
 * so that a pool can tell its shards' other reasons (a JFR rule, errors) from the
 * comparison's.
 */
public final class ComparisonReasons {

	private ComparisonReasons() {
	}

	/**
	 * Returns why the comparison fails the gate: one reason per regressed gated metric.
	 */
	public static List<String> failures(List<MetricComparison> metrics) {
		List<String> reasons = new ArrayList<>();
		for (MetricComparison metric : metrics) {
			if (metric.verdict() != Verdict.REGRESSED || !metric.metric().gates()) {
				continue;
			}
			reasons.add(metric.metric().label() + " regressed by " + Figures.change(metric.changePercent())
					+ " (interval " + Figures.change((metric.interval().low() - 1) * 100) + " … "
					+ Figures.change((metric.interval().high() - 1) * 100) + ", threshold "
					+ Figures.plain(metric.thresholdPercent()) + "%)");
		}
		return reasons;
	}

	/**
	 * Returns the warning that exceptions rose, when they did in every JVM pair: a stack
	 * trace captured per request (exceptions as control flow,
	 * {@code Hooks.onOperatorDebug}, a leak detector at {@code paranoid}) costs CPU that
	 * the runner's clock may not yet show.
	 * @param exceptions the comparison's exceptions, or null
	 * @return the warning, or empty
	 */
	public static Optional<String> exceptionsRisen(ExceptionChange exceptions) {
		if (exceptions == null || !exceptions.risen()) {
			return Optional.empty();
		}
		return Optional.of(String.format(Locale.ROOT,
				"Exceptions per 1,000 requests rose from %,.2f to %,.2f (%+,.2f), by more than %s in every one of "
						+ "the %d JVM pairs: the head creates throwables the base does not. Look for exceptions used "
						+ "as control flow, Hooks.onOperatorDebug() or a leak detector at paranoid (jdk.JavaExceptionThrow "
						+ "in a recording names where they are created).",
				exceptions.base(), exceptions.head(), exceptions.change(), Figures.plain(exceptions.thresholdPer1k()),
				exceptions.jvmPairs()));
	}

	/**
	 * Returns what the comparison could not judge: one reason per inconclusive metric
	 * that must be answered ({@link dev.perflab.perf.metrics.Gating#decides()}).
	 * Throughput and the closed loop's latency of two gateways sharing a CPU are shown,
	 * not judged; the latency phase's tail fails on a regression and holds nothing else.
	 */
	public static List<String> inconclusive(List<MetricComparison> metrics) {
		List<String> reasons = new ArrayList<>();
		for (MetricComparison metric : metrics) {
			if (metric.verdict() != Verdict.INCONCLUSIVE || !metric.metric().gating().decides()) {
				continue;
			}
			Sensitivity sensitivity = metric.sensitivity();
			reasons.add(metric.metric().label() + ": " + ((sensitivity != null)
					? String.format(Locale.ROOT, "this run catches changes of %.1f%% and larger; it cannot tell "
							+ "(threshold %s%%). More JVM pairs (--forks, --pairs) or a quieter runner would help.",
							sensitivity.minimumDetectedPercent(), Figures.plain(metric.thresholdPercent()))
					: "no interval (" + metric.note() + "). More JVM pairs (--forks, --pairs) would give one."));
		}
		return reasons;
	}

}
