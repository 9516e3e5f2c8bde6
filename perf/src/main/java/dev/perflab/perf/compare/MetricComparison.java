package dev.perflab.perf.compare;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import dev.perflab.perf.json.Nullable;
import dev.perflab.perf.json.NullableItems;
import dev.perflab.perf.metrics.Direction;

import java.util.List;

import dev.perflab.perf.metrics.Metric;

/**
 * Base against head for one metric, as results.json holds it: the figures that follow
 * from the others (label, unit, direction, change, implied head, detectable change) are
 * written for readers of the file and computed again when it is read, never taken from
 * it.
 *
 * @param metric the metric
 * @param windowPairs the base/head round pairs with a value: one window of one JVM pair
 * each, so several per independent unit (JVM pair)
 * @param base the median over the paired base rounds (for display), or null without pairs
 * @param head the median over the paired head rounds (for display), or null
 * @param ratio head / base: exp of the mean, over the JVM pairs, of each one's mean
 * log-ratio over its windows; null without pairs
 * @param interval the interval of the ratio; no ends with fewer than
 * {@value BaseHeadComparator#MIN_PAIRS} JVM pairs
 * @param sensitivity the smallest change a run with this spread catches, and the spreads;
 * null without an interval
 * @param thresholdPercent the threshold applied
 * @param verdict the verdict; {@link Verdict#INCONCLUSIVE} without an interval
 * @param note why no verdict could be reached, or null
 * @param windowRatios head / base of each window pair, in round order (null for a pair
 * with a zero)
 */
@JsonPropertyOrder({ "metric", "label", "unit", "direction", "windowPairs", "base", "head", "headImplied", "ratio",
		"changePercent", "interval", "detectableChangePercent", "sensitivity", "thresholdPercent", "verdict", "note",
		"windowRatios" })
@JsonIgnoreProperties(
		value = { "label", "unit", "direction", "headImplied", "changePercent", "detectableChangePercent" },
		allowGetters = true)
public record MetricComparison(Metric metric, int windowPairs, @Nullable Double base, @Nullable Double head,
		@Nullable Double ratio, Interval interval, @Nullable Sensitivity sensitivity, double thresholdPercent,
		Verdict verdict, @Nullable String note, @NullableItems List<Double> windowRatios) {

	@JsonProperty
	public String label() {
		return this.metric.label();
	}

	@JsonProperty
	public String unit() {
		return this.metric.unit();
	}

	@JsonProperty
	public Direction direction() {
		return this.metric.direction();
	}

	/**
	 * Returns the change in percent.
	 * @return (ratio - 1) * 100, or null without a ratio
	 */
	@JsonProperty
	public Double changePercent() {
		return (this.ratio != null) ? (this.ratio - 1) * 100 : null;
	}

	/**
	 * Returns the smallest change this comparison could tell from no change.
	 * @return the interval's half-width in percent
	 * ({@link VerdictRule#detectableChangePercent}), or null without an interval
	 */
	@JsonProperty
	public Double detectableChangePercent() {
		return (this.interval.low() != null && this.interval.high() != null)
				? VerdictRule.detectableChangePercent(this.interval.low(), this.interval.high()) : null;
	}

	/**
	 * Returns what head is worth in base's terms by the same estimate as the change:
	 * base's median times the ratio. Shown beside base's median instead of head's own
	 * median, which is another estimator and can point the other way.
	 * @return base median x ratio, or null without either
	 */
	@JsonProperty
	public Double headImplied() {
		return (this.base != null && this.ratio != null) ? this.base * this.ratio : null;
	}

}
