package dev.perflab.perf.compare;

/**
 * How base and head are compared.
 *
 * @param thresholds the per-metric thresholds
 * @param confidence the family-wise confidence level, e.g. 0.95: the chance that every
 * metric's interval holds its true change at once
 */
public record CompareSettings(Thresholds thresholds, double confidence) {

	public static final double DEFAULT_CONFIDENCE = 0.95;

	public CompareSettings {
		if (!(confidence > 0 && confidence < 1)) {
			throw new IllegalArgumentException("confidence must be between 0 and 1, was " + confidence);
		}
		for (double threshold : new double[] { thresholds.cpuPercent(), thresholds.rpsPercent(),
				thresholds.latencyPercent() }) {
			if (!(threshold >= 0 && threshold < 100)) {
				throw new IllegalArgumentException("thresholds must be between 0 and 100 percent, was " + threshold);
			}
		}
	}

	public static CompareSettings defaults() {
		return new CompareSettings(Thresholds.defaults(), DEFAULT_CONFIDENCE);
	}

	/**
	 * The level of each metric's interval (Bonferroni): any one of the metrics regressing
	 * fails the gate, so a head equal to its base would fail it through one of five 95%
	 * intervals far more often than 5% of the time (up to 5 x 2.5%). Splitting the 5%
	 * among the metrics keeps an A/A run's false alarms at the level promised.
	 * @param metrics how many metrics can fail the gate
	 * @return e.g. 0.99 for 0.95 and five metrics
	 */
	public double perMetricConfidence(int metrics) {
		return 1 - (1 - this.confidence) / metrics;
	}

}
