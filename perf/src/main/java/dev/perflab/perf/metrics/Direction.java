package dev.perflab.perf.metrics;

/**
 * Which way a metric gets better.
 */
public enum Direction {

	BIGGER_IS_BETTER, SMALLER_IS_BETTER;

	/**
	 * Returns whether a change by the given ratio is for the worse.
	 * @param ratio new / old
	 * @return true if the ratio moves the metric the bad way
	 */
	public boolean isWorse(double ratio) {
		return (this == BIGGER_IS_BETTER) ? ratio < 1 : ratio > 1;
	}

}
