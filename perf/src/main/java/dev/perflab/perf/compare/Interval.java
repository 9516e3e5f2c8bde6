package dev.perflab.perf.compare;

import dev.perflab.perf.json.Nullable;

/**
 * An interval of a head/base ratio; both ends null with too few JVM pairs.
 */
public record Interval(@Nullable Double low, @Nullable Double high) {

	/** The interval of a comparison that has none. */
	public static final Interval NONE = new Interval(null, null);

}
