package dev.perflab.perf.compare;

import dev.perflab.perf.metrics.Direction;

/**
 * The rule that turns a ratio and its interval into a verdict.
 * <p>
 * With r = head / base (the geometric mean of the pair ratios), [lo, hi] its interval and
 * t the threshold in percent, a metric where smaller is better has
 * <ul>
 * <li>regressed when r &gt; 1 + t/100 and lo &gt; 1 (worse beyond the threshold, and the
 * interval excludes no change);</li>
 * <li>improved when r &lt; 1 - t/100 and hi &lt; 1;</li>
 * <li>unchanged when neither, and the run could have seen a change of t: its
 * {@link #detectableChangePercent detectable change} is at most t;</li>
 * <li>inconclusive otherwise.</li>
 * </ul>
 * A metric where bigger is better mirrors it. Both conditions of a regression are needed:
 * the interval alone flags tiny but consistent differences (two JVMs of one jar differ by
 * a few percent, REFERENCE §4), the threshold alone flags one noisy round. The last
 * condition is what keeps a noisy run from reporting "unchanged": an interval of -38 …
 * +196% contains no change, but it also contains a 50% regression.
 */
public final class VerdictRule {

	private VerdictRule() {
	}

	/**
	 * Decides.
	 * @param direction which way the metric gets better
	 * @param ratio head / base
	 * @param low the interval's lower end (a ratio)
	 * @param high the interval's upper end (a ratio)
	 * @param thresholdPercent the threshold
	 * @return the verdict
	 */
	public static Verdict decide(Direction direction, double ratio, double low, double high, double thresholdPercent) {
		double t = thresholdPercent / 100;
		boolean up = ratio > 1 + t && low > 1;
		boolean down = ratio < 1 - t && high < 1;
		if (up || down) {
			boolean worse = (direction == Direction.SMALLER_IS_BETTER) == up;
			return worse ? Verdict.REGRESSED : Verdict.IMPROVED;
		}
		return (detectableChangePercent(low, high) <= thresholdPercent) ? Verdict.UNCHANGED : Verdict.INCONCLUSIVE;
	}

	/**
	 * Returns the smallest change this interval could have told from no change: its
	 * half-width, in percent. The interval is symmetric around the mean log-ratio, so the
	 * half-width is taken in logs, sqrt(hi / lo) - 1, which for narrow intervals is (hi -
	 * lo) / 2 and does not shrink a wide interval's upper side the way a plain difference
	 * of ratios would.
	 * @param low the interval's lower end (a ratio)
	 * @param high the interval's upper end (a ratio)
	 * @return the detectable change in percent
	 */
	public static double detectableChangePercent(double low, double high) {
		return (Math.sqrt(high / low) - 1) * 100;
	}

}
