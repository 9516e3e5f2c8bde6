package dev.perflab.perf.trend;

import org.apache.commons.statistics.distribution.TDistribution;

/**
 * A ratio measured by a same-CPU compare, held as the mean of ln(head / base) with its
 * standard error and degrees of freedom: the form in which two measured ratios multiply.
 * <p>
 * Why chaining adds in log space: the trend's index is head / R0, but after the reference
 * moves from R0 to R1 each push measures head / R1, so the index is head / R1 × R1 / R0,
 * two independent estimates (different JVMs, different moments). Their log-ratios add and
 * their variances add; the degrees of freedom of the sum follow Welch and Satterthwaite,
 * so a link measured with few JVM pairs widens every later interval as much as it should
 * and no more.
 *
 * @param standardError its standard error (0 when every pair agreed exactly)
 * @param degreesOfFreedom the t distribution's degrees of freedom
 */
record LogRatio(double mean, double standardError, double degreesOfFreedom) {

	LogRatio {
		if (!Double.isFinite(mean) || !(standardError >= 0) || !(degreesOfFreedom >= 1)) {
			throw new IllegalArgumentException("a log-ratio needs a finite mean, a standard error >= 0 and at least "
					+ "1 degree of freedom, got " + mean + ", " + standardError + ", " + degreesOfFreedom);
		}
	}

	/** No change, known exactly: the reference against itself. */
	static final LogRatio IDENTITY = new LogRatio(0, 0, Double.POSITIVE_INFINITY);

	/**
	 * Recovers the estimate from a compare's ratio and its Student-t interval over JVM
	 * pairs (symmetric in log space, as {@code PairedTInterval} builds it).
	 * @param ratio head / base
	 * @param jvmPairs the independent pairs it came from (at least 2)
	 * @param level the interval's two-sided level, e.g. 0.90
	 */
	static LogRatio of(double ratio, double low, double high, int jvmPairs, double level) {
		if (jvmPairs < 2 || !(low > 0) || !(low <= ratio) || !(ratio <= high)) {
			throw new IllegalArgumentException("needs low <= ratio <= high, all positive, and 2 or more JVM pairs, got "
					+ low + " <= " + ratio + " <= " + high + " with " + jvmPairs + " pairs");
		}
		int df = jvmPairs - 1;
		double halfWidth = (Math.log(high) - Math.log(low)) / 2;
		return new LogRatio(Math.log(ratio), halfWidth / quantile(df, level), df);
	}

	/**
	 * Returns the estimate of the product of two independent ratios.
	 */
	LogRatio times(LogRatio other) {
		double a = this.standardError * this.standardError;
		double b = other.standardError * other.standardError;
		double df = (a + b == 0) ? Math.min(this.degreesOfFreedom, other.degreesOfFreedom)
				: (a + b) * (a + b) / (a * a / this.degreesOfFreedom + b * b / other.degreesOfFreedom);
		return new LogRatio(this.mean + other.mean, Math.sqrt(a + b), df);
	}

	/** Returns the ratio, exp(mean). */
	double ratio() {
		return Math.exp(this.mean);
	}

	/**
	 * Returns the interval of the ratio.
	 * @param level the two-sided level, e.g. 0.90
	 * @return {low, high}
	 */
	double[] interval(double level) {
		double half = (this.standardError == 0) ? 0 : quantile(this.degreesOfFreedom, level) * this.standardError;
		return new double[] { Math.exp(this.mean - half), Math.exp(this.mean + half) };
	}

	private static double quantile(double degreesOfFreedom, double level) {
		if (!(level > 0 && level < 1)) {
			throw new IllegalArgumentException("an interval's level must be between 0 and 1, was " + level);
		}
		return TDistribution.of(degreesOfFreedom).inverseSurvivalProbability((1 - level) / 2);
	}

}
