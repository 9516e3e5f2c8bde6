package dev.perflab.perf.compare;

import java.util.Locale;

/**
 * What a comparison concluded about one metric.
 */
public enum Verdict {

	IMPROVED, UNCHANGED, REGRESSED;

	public String id() {
		return name().toLowerCase(Locale.ROOT);
	}

}
