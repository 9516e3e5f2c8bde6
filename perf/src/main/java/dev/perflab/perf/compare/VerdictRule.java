package dev.perflab.perf.compare;

import dev.perflab.perf.metrics.Direction;

/**
 * The rule that turns a ratio and its interval into a verdict.
 * <p>
 * With r = head / base (the geometric mean over the JVM pairs), [lo, hi] its interval
 * (each end a one-sided bound) and t the threshold in percent, a metric where smaller is
 * better has
 * <ul>
 * <li>regressed when lo &gt; 1 and r &gt; 1 + t/200: the bound excludes no change, and
 * the change is at least half the threshold;</li>
 * <li>improved when hi &lt; 1 and r &lt; 1 - t/200;</li>
 * <li>unchanged when neither, and the interval lies within ±t: the run rules out a change
 * of the threshold's size either way;</li>
 * <li>inconclusive otherwise.</li>
 * </ul>
 * A metric where bigger is better mirrors it. Why half the threshold as the smallest
 * regression: a change of exactly t has its estimate below t in half the runs, so a rule
 * that asked r &gt; 1 + t would flag a t change only every other time; the bound already
 * keeps an unchanged head from being called worse (A/A calibration: about 4% of runs at
 * 1.5%, the default). The minimum effect only keeps a tiny but consistent difference from
 * failing a pull request. The last condition is what keeps a noisy run from reporting
 * "unchanged": an interval of -38 … +196% contains no change, but it also contains a 50%
 * regression.
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
	 */
	public static Verdict decide(Direction direction, double ratio, double low, double high, double thresholdPercent) {
		double t = thresholdPercent / 100;
		double minimum = minimumEffectPercent(thresholdPercent) / 100;
		boolean up = ratio > 1 + minimum && low > 1;
		boolean down = ratio < 1 - minimum && high < 1;
		if (up || down) {
			boolean worse = (direction == Direction.SMALLER_IS_BETTER) == up;
			return worse ? Verdict.REGRESSED : Verdict.IMPROVED;
		}
		return (high < 1 + t && low > 1 - t) ? Verdict.UNCHANGED : Verdict.INCONCLUSIVE;
	}

	/**
	 * Returns the smallest change the rule calls a regression or an improvement, however
	 * narrow the interval: half the threshold, in percent.
	 */
	public static double minimumEffectPercent(double thresholdPercent) {
		return thresholdPercent / 2;
	}

	/**
	 * Returns the smallest change this interval could have told from no change: its
	 * half-width, in percent. The interval is symmetric around the mean log-ratio, so the
	 * half-width is taken in logs, sqrt(hi / lo) - 1, which for narrow intervals is (hi -
	 * lo) / 2 and does not shrink a wide interval's upper side the way a plain difference
	 * of ratios would.
	 * @param low the interval's lower end (a ratio)
	 * @param high the interval's upper end (a ratio)
	 */
	public static double detectableChangePercent(double low, double high) {
		return (Math.sqrt(high / low) - 1) * 100;
	}

}
