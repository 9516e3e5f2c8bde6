package dev.perflab.perf.compare;

import dev.perflab.perf.metrics.Metric;

/**
 * How base and head are compared.
 *
 * @param confidence the confidence of the one-sided bound that gates, e.g. 0.95: the
 * chance that an unchanged head is not called worse on the bound alone
 */
public record CompareSettings(Thresholds thresholds, double confidence) {

	public static final double DEFAULT_CONFIDENCE = 0.95;

	public CompareSettings {
		// The thresholds were checked when they were made (Thresholds.of).
		checkConfidence("confidence", confidence);
	}

	/**
	 * Checks a confidence level.
	 * @param name what the level was given as, for the message: the option (e.g.
	 * {@code --confidence})
	 * @param confidence the level
	 * @return the level
	 * @throws IllegalArgumentException naming it, unless strictly between 0 and 1
	 */
	public static double checkConfidence(String name, double confidence) {
		if (!(confidence > 0 && confidence < 1)) {
			throw new IllegalArgumentException(
					name + " must be between 0 and 1 (a one-sided level, e.g. 0.95), got " + confidence);
		}
		return confidence;
	}

	public static CompareSettings defaults() {
		return new CompareSettings(Thresholds.defaults(), DEFAULT_CONFIDENCE);
	}

	/**
	 * The two-sided level of each metric's interval, chosen so that each end is a
	 * one-sided bound at {@link #confidence()}: the gate asks one question per metric
	 * ("is it worse?"), so only one tail of the interval can fail it. The rows that gate
	 * ({@link Metric#gated()}: CPU and allocation per request, and the latency phase's
	 * p99 on a regression only) each test at this level: allocation's minimum effect lies
	 * many of its standard errors from zero, so its own false alarms are rare (none in
	 * the A/A runs of docs/measurements.md) and would not repay halving CPU's α.
	 * Throughput and latency of two gateways that share a CPU move with each other's
	 * cost, so they are reported, not judged, and need no share of the error budget.
	 * @return e.g. 0.90 for a one-sided 0.95
	 */
	public double intervalConfidence() {
		// Rounded: 2 x 0.95 - 1 is 0.8999999999999999 in binary.
		return Math.round((2 * this.confidence - 1) * 1e9) / 1e9;
	}

}
