package dev.perflab.perf.metrics;

/**
 * Which way a metric gets better.
 */
public enum Direction {

	BIGGER_IS_BETTER, SMALLER_IS_BETTER;

}
