package dev.perflab.perf.metrics;

import java.util.Map;

import dev.perflab.perf.raw.Target;

/**
 * The aggregates of one target over its rounds.
 *
 * @param target the target
 * @param rounds the number of rounds
 * @param metrics the spread of each metric that has values
 * @param cpuByProcess the spread of CPU microseconds per request of every process
 * @param requests all requests of all rounds
 * @param errors all socket errors
 * @param non2xx all non-2xx answers
 * @param stalledRounds rounds in which no request completed
 */
public record TargetSummary(Target target, int rounds, Map<Metric, Spread> metrics, Map<String, Spread> cpuByProcess,
		long requests, long errors, long non2xx, int stalledRounds) {

	/**
	 * Returns one metric's spread.
	 * @param metric the metric
	 * @return the spread, or null if no round had a value
	 */
	public Spread get(Metric metric) {
		return this.metrics.get(metric);
	}

}
