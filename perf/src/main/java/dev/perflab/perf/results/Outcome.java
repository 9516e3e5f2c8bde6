package dev.perflab.perf.results;

import java.util.Locale;

/**
 * What a run concluded as a whole.
 */
public enum Outcome {

	/** Nothing beyond the thresholds, and the run could have seen it. */
	PASS,

	/** A fail rule fired, a metric regressed, or the measured gateway answered errors. */
	FAIL,

	/**
	 * The run could not judge: a metric's interval is wider than its threshold, too few
	 * pairs, an unsettled warm-up, or base answered errors. Never shown as a pass.
	 */
	INCONCLUSIVE;

	public String id() {
		return name().toLowerCase(Locale.ROOT);
	}

}
