package dev.perflab.perf.compare;

import java.util.List;
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

	/**
	 * Returns what the gated metrics say together, for a look of a sequential compare: a
	 * regression in any is the answer (the gate fails whatever the others say); otherwise
	 * the look has no answer while any is inconclusive; then an improvement in any, else
	 * unchanged.
	 * @param gated the verdict of each gated metric, at least one
	 */
	public static Verdict ofGate(List<Verdict> gated) {
		if (gated.isEmpty()) {
			throw new IllegalArgumentException("no gated metric to decide by");
		}
		for (Verdict verdict : List.of(REGRESSED, INCONCLUSIVE, IMPROVED)) {
			if (gated.contains(verdict)) {
				return verdict;
			}
		}
		return UNCHANGED;
	}

	public String id() {
		return name().toLowerCase(Locale.ROOT);
	}

}
