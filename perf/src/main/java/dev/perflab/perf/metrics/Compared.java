package dev.perflab.perf.metrics;

/**
 * How a metric's row compares base and head.
 */
public enum Compared {

	/**
	 * As head / base over the JVM pairs, with an interval and a verdict against its
	 * threshold (the compare's table, {@code comparison.metrics}).
	 */
	RATIO,

	/**
	 * As head − base: for a count whose clean figure is about zero, where a ratio is
	 * undefined or huge ({@code comparison.exceptions}).
	 */
	DIFFERENCE,

	/** Not compared: shown in a single run's table and in results.json's spreads. */
	SHOWN

}
