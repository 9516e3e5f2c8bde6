package dev.perflab.perf.compare;

import dev.perflab.perf.metrics.Metric;

/**
 * How large a change must be, in percent, before it can be called a regression or an
 * improvement. Starting points, to be calibrated with A/A runs on the machine that gates.
 *
 * @param cpuPercent CPU per request of the gateway process
 * @param rpsPercent throughput
 * @param latencyPercent latency percentiles (p50, p90, p99)
 */
public record Thresholds(double cpuPercent, double rpsPercent, double latencyPercent) {

	public static final double DEFAULT_CPU_PERCENT = 3;

	public static final double DEFAULT_RPS_PERCENT = 5;

	public static final double DEFAULT_LATENCY_PERCENT = 10;

	public static Thresholds defaults() {
		return new Thresholds(DEFAULT_CPU_PERCENT, DEFAULT_RPS_PERCENT, DEFAULT_LATENCY_PERCENT);
	}

	/**
	 * Checks a threshold.
	 * @param name what it was given as, for the message: the option (e.g.
	 * {@code --threshold-cpu})
	 * @param percent the threshold in percent
	 * @return the threshold
	 * @throws IllegalArgumentException naming it, unless from 0 up to 100
	 */
	public static double checkPercent(String name, double percent) {
		if (!(percent >= 0 && percent < 100)) {
			throw new IllegalArgumentException(name + " must be a percentage from 0 up to 100, got " + percent);
		}
		return percent;
	}

	/**
	 * Returns the threshold of a compared metric in percent, or null if the metric is not
	 * compared (max latency, the direct ratio).
	 */
	public Double percentFor(Metric metric) {
		return switch (metric) {
			case RPS -> this.rpsPercent;
			case CPU_PER_REQUEST -> this.cpuPercent;
			case LATENCY_P50, LATENCY_P90, LATENCY_P99 -> this.latencyPercent;
			default -> null;
		};
	}

}
