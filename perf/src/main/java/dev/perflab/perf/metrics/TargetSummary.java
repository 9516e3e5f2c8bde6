package dev.perflab.perf.metrics;

import java.util.Map;

/**
 * One target over its rounds, as results.json holds it ({@code targets.*}).
 *
 * @param requests all requests of all rounds
 * @param errors all socket errors
 * @param non2xx all non-2xx answers
 * @param cpuUsPerRequestByProcess the spread of CPU microseconds per request of every
 * process
 */
public record TargetSummary(int rounds, long requests, long errors, long non2xx, MetricSpreads metrics,
		Map<String, Spread> cpuUsPerRequestByProcess) {

	/** Returns one metric's spread, or null if no round had a value. */
	public Spread get(Metric metric) {
		return this.metrics.get(metric);
	}

	/**
	 * Returns the rounds in which no request completed: they have a throughput (0) but no
	 * latency ({@link MetricsCalculator}).
	 */
	public int stalledRounds() {
		Spread timed = this.metrics.get(Metric.LATENCY_P50);
		return this.rounds - ((timed != null) ? timed.n() : 0);
	}

}
