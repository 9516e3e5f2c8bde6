package dev.perflab.perf.compare;

import java.util.SplittableRandom;

import org.apache.commons.statistics.descriptive.Mean;
import org.apache.commons.statistics.descriptive.Quantile;

/**
 * A percentile bootstrap interval for the mean of per-pair log-ratios ln(head / base).
 * <p>
 * Why log-ratios of pairs: base and head ran in alternating rounds, so each pair shares
 * the machine's state at that moment (thermal, neighbours, page cache); dividing within a
 * pair cancels that drift, which REFERENCE §4 measured to be larger than the difference
 * between JVMs. Logs make the ratio symmetric (x2 and x0.5 average to no change), and
 * exp(mean log-ratio) is the geometric mean of the pair ratios.
 * <p>
 * Why the mean and not the median: with the 4-10 pairs a run affords, the bootstrap
 * distribution of a median collapses onto a few order statistics (with 5 pairs the 95%
 * interval is simply [min, max]); the mean keeps resolution. Pitfall: with so few pairs
 * the percentile bootstrap is somewhat too narrow, which is why a verdict also needs the
 * change to exceed a threshold.
 * <p>
 * {@link SplittableRandom} with a fixed seed makes the interval reproducible: its
 * algorithm is specified, so the same data give the same interval on any JDK.
 */
public final class PairedBootstrap {

	private PairedBootstrap() {
	}

	/**
	 * Computes the interval.
	 * @param logRatios one ln(head / base) per pair, in pair order
	 * @param confidence e.g. 0.95
	 * @param resamples how many resamples
	 * @param seed the random seed
	 * @return {low, high} of the mean log-ratio
	 */
	public static double[] meanInterval(double[] logRatios, double confidence, int resamples, long seed) {
		int n = logRatios.length;
		if (n == 0) {
			throw new IllegalArgumentException("no pairs");
		}
		SplittableRandom random = new SplittableRandom(seed);
		double[] means = new double[resamples];
		for (int i = 0; i < resamples; i++) {
			double sum = 0;
			for (int j = 0; j < n; j++) {
				sum += logRatios[random.nextInt(n)];
			}
			means[i] = sum / n;
		}
		double alpha = 1 - confidence;
		return Quantile.withDefaults().withCopy(false).evaluate(means, alpha / 2, 1 - alpha / 2);
	}

	/**
	 * Returns the point estimate the interval belongs to.
	 * @param logRatios one ln(head / base) per pair
	 * @return their mean
	 */
	public static double mean(double[] logRatios) {
		return Mean.of(logRatios).getAsDouble();
	}

}
