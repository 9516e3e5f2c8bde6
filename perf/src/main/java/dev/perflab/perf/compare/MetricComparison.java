package dev.perflab.perf.compare;

import java.util.List;
import java.util.Objects;

import dev.perflab.perf.json.Nullable;
import dev.perflab.perf.json.NullableItems;
import dev.perflab.perf.metrics.Direction;
import dev.perflab.perf.metrics.Metric;

import static dev.perflab.perf.json.StrictJson.require;

/**
 * Base against head for one metric, as results.json holds it. The figures that follow
 * from the others (label, unit, direction, implied head, change, detectable change) are
 * written for readers of the file; {@link #of} computes them, and reading a file checks
 * them against the same formulas, so that no reader sees a change that is not the
 * ratio's.
 *
 * @param direction which way it gets better
 * @param windowPairs the base/head round pairs with a value: one window of one JVM pair
 * each, so several per independent unit (JVM pair)
 * @param base the median over the paired base rounds (for display), or null without pairs
 * @param head the median over the paired head rounds (for display), or null
 * @param headImplied what head is worth in base's terms by the same estimate as the
 * change: base × ratio. Shown beside base's median instead of head's own median, which is
 * another estimator and can point the other way
 * @param ratio head / base: exp of the mean, over the JVM pairs, of each one's mean
 * log-ratio over its windows; null without pairs
 * @param changePercent (ratio - 1) × 100
 * @param interval the interval of the ratio; no ends with fewer than
 * {@value BaseHeadComparator#MIN_PAIRS} JVM pairs
 * @param detectableChangePercent the smallest change it could tell from no change: the
 * interval's half-width ({@link VerdictRule#detectableChangePercent}), null without one
 * @param sensitivity the smallest change a run with this spread catches, and the spreads;
 * null without an interval
 * @param verdict the verdict; {@link Verdict#INCONCLUSIVE} without an interval
 * @param note why no verdict could be reached, or null
 * @param windowRatios head / base of each window pair, in round order (null for a pair
 * with a zero)
 */
public record MetricComparison(Metric metric, String label, String unit, Direction direction, int windowPairs,
		@Nullable Double base, @Nullable Double head, @Nullable Double headImplied, @Nullable Double ratio,
		@Nullable Double changePercent, Interval interval, @Nullable Double detectableChangePercent,
		@Nullable Sensitivity sensitivity, double thresholdPercent, Verdict verdict, @Nullable String note,
		@NullableItems List<Double> windowRatios) {

	public MetricComparison {
		require(label.equals(metric.label()) && unit.equals(metric.unit()) && direction == metric.direction(),
				"label, unit and direction must be the metric's");
		require(Objects.equals(headImplied, product(base, ratio)), "headImplied must be base × ratio");
		require(Objects.equals(changePercent, percent(ratio)), "changePercent must be (ratio - 1) × 100");
		require(Objects.equals(detectableChangePercent, detectable(interval)),
				"detectableChangePercent must be the interval's half-width");
	}

	/**
	 * Returns a comparison with the figures that follow from the others.
	 * @param base base's median, or null
	 * @param head head's median, or null
	 * @param ratio head / base, or null
	 * @param sensitivity the run's sensitivity, or null
	 * @param note why there is no verdict, or null
	 * @param windowRatios head / base of each window pair
	 */
	public static MetricComparison of(Metric metric, int windowPairs, Double base, Double head, Double ratio,
			Interval interval, Sensitivity sensitivity, double thresholdPercent, Verdict verdict, String note,
			List<Double> windowRatios) {
		return new MetricComparison(metric, metric.label(), metric.unit(), metric.direction(), windowPairs, base, head,
				product(base, ratio), ratio, percent(ratio), interval, detectable(interval), sensitivity,
				thresholdPercent, verdict, note, windowRatios);
	}

	private static Double product(Double base, Double ratio) {
		return (base != null && ratio != null) ? base * ratio : null;
	}

	private static Double percent(Double ratio) {
		return (ratio != null) ? (ratio - 1) * 100 : null;
	}

	private static Double detectable(Interval interval) {
		return (interval.low() != null && interval.high() != null)
				? VerdictRule.detectableChangePercent(interval.low(), interval.high()) : null;
	}

}
