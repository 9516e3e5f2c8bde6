package dev.perflab.perf.report;

import java.util.List;

/**
 * The verdict of a run: pass, or fail with the reasons.
 *
 * @param reasons why the gate failed; empty when it passed
 */
public record Gate(List<String> reasons) {

	/** Exit code: nothing to report. */
	public static final int PASS = 0;

	/**
	 * Exit code: a fail rule fired, a metric regressed, or the gateway answered errors.
	 */
	public static final int FAILED = 1;

	/** Exit code: usage error or bad raw data. */
	public static final int BAD_INPUT = 2;

	public boolean passed() {
		return this.reasons.isEmpty();
	}

	public int exitCode() {
		return passed() ? PASS : FAILED;
	}

	public String verdict() {
		return passed() ? "pass" : "fail";
	}

}
