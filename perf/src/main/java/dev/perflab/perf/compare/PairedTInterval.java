package dev.perflab.perf.compare;

import org.apache.commons.statistics.descriptive.Mean;
import org.apache.commons.statistics.descriptive.Variance;
import org.apache.commons.statistics.distribution.TDistribution;

/**
 * A Student-t interval for the mean of log-ratios ln(head / base), one per independent
 * unit (a base/head JVM pair).
 * <p>
 * Why log-ratios: base and head ran at the same moment on the same CPU, so each ratio
 * cancels what the machine did to both (frequency, neighbours, freezes), which on the lab
 * machine moved absolute figures by far more than the difference between JVMs. Logs make
 * the ratio symmetric (x2 and x0.5 average to no change), and exp(mean log-ratio) is the
 * geometric mean of the ratios.
 * <p>
 * Why t and not a bootstrap: a run affords 4-10 pairs, and with so few the percentile
 * bootstrap is too narrow (it uses the spread of the sample as if it were the spread of
 * the population, and normal rather than t quantiles: at 5 pairs its 95% interval is
 * about 0.6 times the t interval's width). On the lab machine an A/A run (one jar against
 * itself) came out "regressed" on latency p50 with a bootstrap interval of +2.0 … +80.7%
 * from the pair ratios 1.09, 0.98, 2.01, 2.09, 1.03; the 95% t interval of the same pairs
 * is -15 … +117%. (A rank test is no way out: Wilcoxon's signed-rank test cannot reach 5%
 * with 5 pairs.) Log-ratios of rounds are close enough to normal for t, which also errs
 * wide rather than narrow when tails are heavy.
 */
public final class PairedTInterval {

	private PairedTInterval() {
	}

	/**
	 * Computes the interval.
	 * @param logRatios one ln(head / base) per pair, at least two
	 * @param confidence two-sided level, e.g. 0.99
	 * @return {low, high} of the mean log-ratio
	 */
	public static double[] meanInterval(double[] logRatios, double confidence) {
		int n = logRatios.length;
		if (n < 2) {
			throw new IllegalArgumentException("an interval needs at least 2 pairs, got " + n);
		}
		if (!(confidence > 0 && confidence < 1)) {
			throw new IllegalArgumentException("confidence must be between 0 and 1, was " + confidence);
		}
		double mean = mean(logRatios);
		double standardError = Math.sqrt(Variance.of(logRatios).getAsDouble() / n);
		double t = TDistribution.of(n - 1).inverseSurvivalProbability((1 - confidence) / 2);
		return new double[] { mean - t * standardError, mean + t * standardError };
	}

	/**
	 * Returns the mean log-ratio: the point estimate the interval belongs to.
	 * @param logRatios one ln(head / base) per pair
	 */
	public static double mean(double[] logRatios) {
		return Mean.of(logRatios).getAsDouble();
	}

}
