package dev.perflab.jfrrules.check;

import java.util.Locale;

/**
 * The outcome of one rule, and of a whole check (the worst of its rules).
 */
public enum Status {

	PASS, WARN, FAIL;

	/**
	 * Returns the name as reports spell it.
	 * @return {@code pass}, {@code warn} or {@code fail}
	 */
	public String id() {
		return name().toLowerCase(Locale.ROOT);
	}

	static Status worst(Status a, Status b) {
		return (a.ordinal() >= b.ordinal()) ? a : b;
	}

}
