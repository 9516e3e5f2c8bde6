package dev.perflab.perf.compare;

import java.util.List;

import dev.perflab.perf.json.Nullable;

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
	 * one-sided bounds.
	 */
	public double perMetricConfidence() {
		return this.settings.intervalConfidence();
	}

	/**
	 * Returns the gated metrics that regressed: what fails the gate.
	 * @return possibly empty
	 */
	public List<MetricComparison> regressions() {
		return this.metrics.stream()
			.filter((metric) -> BaseHeadComparator.GATED.contains(metric.metric()))
			.filter((metric) -> metric.verdict() == Verdict.REGRESSED)
			.toList();
	}

}
