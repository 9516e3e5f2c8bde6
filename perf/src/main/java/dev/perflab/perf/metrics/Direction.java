package dev.perflab.perf.metrics;

/**
 * Which way a metric gets better.
 */
public enum Direction {

	BIGGER_IS_BETTER("biggerIsBetter"), SMALLER_IS_BETTER("smallerIsBetter");

	private final String id;

	Direction(String id) {
		this.id = id;
	}

	/** Returns the name results.json gives it, e.g. {@code smallerIsBetter}. */
	public String id() {
		return this.id;
	}

}
