package dev.perflab.perf.compare;

import dev.perflab.perf.metrics.Metric;

/**
 * How large a change must be, in percent, before it can be called a regression or an
 * improvement. Starting points, to be calibrated with A/A runs on the machine that gates.
 *
 * @param cpuPercent CPU per request of the gateway process
 * @param rpsPercent throughput
 * @param latencyPercent latency percentiles (p50, p90, p99)
 * @param allocationPercent heap bytes allocated per request
 * @param exceptionsPer1k the rise in throwables per 1,000 requests that every JVM pair
 * must show before exceptions are called risen (a difference, not a percentage: the clean
 * gateway's figure is about zero)
 */
public record Thresholds(double cpuPercent, double rpsPercent, double latencyPercent, double allocationPercent,
		double exceptionsPer1k) {

	public static final double DEFAULT_CPU_PERCENT = 3;

	public static final double DEFAULT_RPS_PERCENT = 5;

	public static final double DEFAULT_LATENCY_PERCENT = 10;

	/**
	 * Allocation per request gates at ±1%, so that a change of 0.5% (the rule's minimum
	 * effect) and more can fail a pull request. Why that low: its spread between JVM
	 * pairs is a fraction of CPU time's (docs/measurements.md, "Counts no clock moves"),
	 * so a default compare's interval is a few tenths of a percent wide, and the minimum
	 * effect, not the interval, decides what it catches: at a 2% threshold a run would
	 * catch only 1.3% and more. And a count that moves is code that changed what every
	 * request does, which a reviewer wants named even when the runner's clock cannot see
	 * it yet.
	 */
	public static final double DEFAULT_ALLOCATION_PERCENT = 1;

	/**
	 * One more throwable per 1,000 requests in every JVM pair: far above the clean
	 * gateway's about zero, far below an exception per request.
	 */
	public static final double DEFAULT_EXCEPTIONS_PER_1K = 1;

	public static Thresholds defaults() {
		return new Thresholds(DEFAULT_CPU_PERCENT, DEFAULT_RPS_PERCENT, DEFAULT_LATENCY_PERCENT,
				DEFAULT_ALLOCATION_PERCENT, DEFAULT_EXCEPTIONS_PER_1K);
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
	 * compared as a ratio (max latency, the direct ratio, exceptions).
	 */
	public Double percentFor(Metric metric) {
		return switch (metric) {
			case RPS -> this.rpsPercent;
			case CPU_PER_REQUEST -> this.cpuPercent;
			case ALLOCATION_PER_REQUEST -> this.allocationPercent;
			case LATENCY_P50, LATENCY_P90, LATENCY_P99 -> this.latencyPercent;
			default -> null;
		};
	}

}
