package dev.perflab.perf.compare;

import java.util.Locale;

/**
 * What a comparison concluded about one metric.
 * <p>
 * {@link #INCONCLUSIVE} is not a kind of {@link #UNCHANGED}: it says the run could not
 * have seen a change of the threshold's size, so "no change" would be a claim the data
 * does not support.
 */
public enum Verdict {

	IMPROVED, UNCHANGED, REGRESSED, INCONCLUSIVE;

	public String id() {
		return name().toLowerCase(Locale.ROOT);
	}

}
