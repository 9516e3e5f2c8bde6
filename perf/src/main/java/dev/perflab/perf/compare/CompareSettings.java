package dev.perflab.perf.compare;

/**
 * How base and head are compared.
 *
 * @param thresholds the per-metric thresholds
 * @param confidence the confidence level of the intervals, e.g. 0.95
 * @param resamples the number of bootstrap resamples
 * @param seed the bootstrap's seed: the same data give the same interval on every run
 */
public record CompareSettings(Thresholds thresholds, double confidence, int resamples, long seed) {

	public static final double DEFAULT_CONFIDENCE = 0.95;

	public static final int DEFAULT_RESAMPLES = 10_000;

	public static final long DEFAULT_SEED = 1;

	public CompareSettings {
		if (!(confidence > 0 && confidence < 1)) {
			throw new IllegalArgumentException("confidence must be between 0 and 1, was " + confidence);
		}
		if (resamples < 100) {
			throw new IllegalArgumentException("bootstrap resamples must be at least 100, was " + resamples);
		}
		for (double threshold : new double[] { thresholds.cpuPercent(), thresholds.rpsPercent(),
				thresholds.latencyPercent() }) {
			if (!(threshold >= 0 && threshold < 100)) {
				throw new IllegalArgumentException("thresholds must be between 0 and 100 percent, was " + threshold);
			}
		}
	}

	public static CompareSettings defaults() {
		return new CompareSettings(Thresholds.defaults(), DEFAULT_CONFIDENCE, DEFAULT_RESAMPLES, DEFAULT_SEED);
	}

}
