package dev.perflab.perf.compare;

import java.util.List;

import dev.perflab.perf.metrics.Metric;

/**
 * Base against head for one metric.
 *
 * @param metric the metric
 * @param windowPairs the base/head round pairs with a value: one window of one JVM pair
 * each, so several per independent unit (JVM pair)
 * @param baseMedian the median over the paired base rounds (for display)
 * @param headMedian the median over the paired head rounds (for display)
 * @param ratio head / base: exp of the mean, over the JVM pairs, of each one's mean
 * log-ratio over its windows; null without pairs
 * @param low the interval's lower end, as a ratio; null with fewer than
 * {@value BaseHeadComparator#MIN_PAIRS} JVM pairs
 * @param high the interval's upper end, as a ratio
 * @param sensitivity the smallest change a run with this spread catches, and the spreads;
 * null without an interval
 * @param thresholdPercent the threshold applied
 * @param verdict the verdict; {@link Verdict#INCONCLUSIVE} without an interval
 * @param note why no verdict could be reached, or null
 * @param windowRatios head / base of each window pair, in round order (null for a pair
 * with a zero)
 */
public record MetricComparison(Metric metric, int windowPairs, Double baseMedian, Double headMedian, Double ratio,
		Double low, Double high, Sensitivity sensitivity, double thresholdPercent, Verdict verdict, String note,
		List<Double> windowRatios) {

	/**
	 * Returns the change in percent.
	 * @return (ratio - 1) * 100, or null without a ratio
	 */
	public Double changePercent() {
		return (this.ratio != null) ? (this.ratio - 1) * 100 : null;
	}

	/**
	 * Returns the smallest change this comparison could tell from no change.
	 * @return the interval's half-width in percent
	 * ({@link VerdictRule#detectableChangePercent}), or null without an interval
	 */
	public Double detectableChangePercent() {
		return (this.low != null && this.high != null) ? VerdictRule.detectableChangePercent(this.low, this.high)
				: null;
	}

	/**
	 * Returns what head is worth in base's terms by the same estimate as the change:
	 * base's median times the ratio. Shown beside base's median instead of head's own
	 * median, which is another estimator and can point the other way.
	 * @return base median x ratio, or null without either
	 */
	public Double headImplied() {
		return (this.baseMedian != null && this.ratio != null) ? this.baseMedian * this.ratio : null;
	}

}
