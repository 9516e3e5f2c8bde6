package dev.perflab.perf.compare;

import java.util.List;

import dev.perflab.perf.json.Nullable;
import dev.perflab.perf.metrics.Metric;

/**
 * Base against head for every compared metric.
 *
 * @param pairedRounds the round numbers that have both a base and a head round
 * @param unpairedRounds round numbers with only one of them (left out)
 * @param metrics one comparison per metric, in display order
 * @param exceptions throwables per 1,000 requests, or null when a side was not counted
 */
public record Comparison(CompareSettings settings, List<Integer> pairedRounds, List<Integer> unpairedRounds,
		List<MetricComparison> metrics, @Nullable ExceptionChange exceptions) {

	/**
	 * Returns the two-sided level of each metric's interval, whose ends are the settings'
	 * one-sided bounds; in a sequential compare's look a metric whose row spends its α
	 * otherwise has its own ({@link Interval#level}).
	 */
	public double perMetricConfidence() {
		return this.settings.intervalConfidence();
	}

	/**
	 * Returns this comparison with one metric's row taken from another comparison of the
	 * same rounds (at another level): a look judges each metric at its own.
	 * @param other a comparison of the same rounds
	 * @param metric the metric whose row to take
	 */
	public Comparison withMetricOf(Comparison other, Metric metric) {
		List<MetricComparison> replaced = this.metrics.stream()
			.map((row) -> (row.metric() != metric) ? row
					: other.metrics.stream().filter((o) -> o.metric() == metric).findFirst().orElse(row))
			.toList();
		return new Comparison(this.settings, this.pairedRounds, this.unpairedRounds, replaced, this.exceptions);
	}

	/**
	 * Returns the gated metrics that regressed: what fails the gate.
	 * @return possibly empty
	 */
	public List<MetricComparison> regressions() {
		return this.metrics.stream()
			.filter((metric) -> metric.metric().gates())
			.filter((metric) -> metric.verdict() == Verdict.REGRESSED)
			.toList();
	}

}
