package dev.perflab.perf.compare;

import dev.perflab.perf.json.Nullable;

import static dev.perflab.perf.json.StrictJson.require;

/**
 * An interval of a head/base ratio at its two-sided level; all null with too few JVM
 * pairs.
 * <p>
 * The level is the interval's own, not the run's: a sequential compare's look judges a
 * metric whose row spends its α otherwise at a level of its own, and a reader that turns
 * the interval back into a standard error (the trend's index) needs the level it was
 * drawn at.
 *
 * @param low the lower end, a ratio
 * @param high the upper end, a ratio
 * @param level the two-sided level, e.g. 0.9: each end a one-sided bound at (1 + level) /
 * 2
 */
public record Interval(@Nullable Double low, @Nullable Double high, @Nullable Double level) {

	/** The interval of a comparison that has none. */
	public static final Interval NONE = new Interval(null, null, null);

	public Interval {
		require((low == null) == (high == null) && (low == null) == (level == null),
				"an interval has both ends and a level, or none of them");
		require(level == null || (level > 0 && level < 1), "an interval's level must be between 0 and 1");
	}

}
