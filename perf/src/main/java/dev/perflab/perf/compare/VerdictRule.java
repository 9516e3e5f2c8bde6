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
 * <li>unchanged otherwise.</li>
 * </ul>
 * A metric where bigger is better mirrors it. Both conditions are needed: the interval
 * alone flags tiny but consistent differences (two JVMs of one jar differ by a few
 * percent, REFERENCE §4), the threshold alone flags one noisy round.
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
		if (direction == Direction.SMALLER_IS_BETTER) {
			return up ? Verdict.REGRESSED : down ? Verdict.IMPROVED : Verdict.UNCHANGED;
		}
		return down ? Verdict.REGRESSED : up ? Verdict.IMPROVED : Verdict.UNCHANGED;
	}

}
