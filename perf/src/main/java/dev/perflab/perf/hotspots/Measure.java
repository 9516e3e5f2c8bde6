package dev.perflab.perf.hotspots;

/**
 * Which share of samples a method is compared by.
 */
public enum Measure {

	/**
	 * Anywhere on the stack: the time spent in a method and everything it calls
	 * ("total").
	 */
	ON_STACK("total"),

	/** The top frame: the time spent in the method's own code ("self"). */
	SELF("self");

	private final String id;

	Measure(String id) {
		this.id = id;
	}

	public String id() {
		return this.id;
	}

}
