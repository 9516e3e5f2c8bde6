package dev.perflab.perf.selftest;

import java.util.Locale;

import org.apache.commons.statistics.distribution.BetaDistribution;

/**
 * The exact (Clopper-Pearson) interval of a rate seen in few runs: what "9 of 10" can
 * mean. With ten runs, 10 of 10 still allows a true rate of 69%, which is why a detection
 * rate is quoted with its bounds.
 */
final class ClopperPearson {

	private ClopperPearson() {
	}

	/**
	 * Returns the two-sided 95% interval of k successes in n trials.
	 * @param k successes
	 * @param n trials, at least 1
	 * @return {lower, upper}, as fractions
	 */
	static double[] interval(int k, int n) {
		if (n < 1 || k < 0 || k > n) {
			throw new IllegalArgumentException("needs 0 <= k <= n and n >= 1, got k=" + k + ", n=" + n);
		}
		double alpha = 0.05;
		double lower = (k == 0) ? 0 : BetaDistribution.of(k, n - k + 1).inverseCumulativeProbability(alpha / 2);
		double upper = (k == n) ? 1 : BetaDistribution.of(k + 1, n - k).inverseCumulativeProbability(1 - alpha / 2);
		return new double[] { lower, upper };
	}

	/**
	 * Formats k of n with its interval.
	 * @param k successes
	 * @param n trials
	 * @return e.g. {@code 9/10, 95% CI 55-100%}
	 */
	static String describe(int k, int n) {
		double[] interval = interval(k, n);
		return String.format(Locale.ROOT, "%d/%d, 95%% CI %.0f-%.0f%%", k, n, interval[0] * 100, interval[1] * 100);
	}

}
