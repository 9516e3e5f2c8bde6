package dev.perflab.perf.rules;

import dev.perflab.jfrrules.check.CheckReport;
import dev.perflab.jfrrules.check.Status;

/**
 * What the JFR rule check of a run found, or why it did not run.
 *
 * @param report the check's report, null when skipped
 * @param skippedBecause why the check did not run, null when it ran
 */
public record RulesOutcome(CheckReport report, String skippedBecause) {

	public static RulesOutcome skipped(String reason) {
		return new RulesOutcome(null, reason);
	}

	public boolean ran() {
		return this.report != null;
	}

	/** Returns whether a {@code fail} rule fired, which fails the gate. */
	public boolean failed() {
		return ran() && this.report.verdict() == Status.FAIL;
	}

}
