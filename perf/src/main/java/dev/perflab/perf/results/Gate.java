package dev.perflab.perf.results;

import java.util.List;

import static dev.perflab.perf.json.StrictJson.require;

/**
 * The verdict of a run: pass, fail with the reasons, or inconclusive with the reasons.
 * <p>
 * What an inconclusive run exits with is a choice, made here: 0 by default, 1 with
 * {@code --fail-on-inconclusive}. A run is inconclusive because of the runner (noise, an
 * unsettled warm-up, too few forks), which the pull request's author cannot fix by
 * changing code; a red check for that teaches reviewers to re-run or ignore red checks,
 * which costs the real regressions. It does not pass silently: results.json says
 * {@code "verdict": "inconclusive"}, and the summary and the comment head it with ⚠️ and
 * the size of change the run could see, never with ✅. A gate on a calibrated, quiet
 * machine should pass {@code --fail-on-inconclusive}.
 *
 * @param passed whether the outcome is pass
 * @param outcome a failure wins over an inconclusive run, since a regression that clears
 * its interval is found whatever else the run could not judge
 * @param reasons why the gate failed; empty when it did not
 * @param inconclusive why the run could not judge; empty when it could
 * @param failOnInconclusive whether an inconclusive run exits with {@link #FAILED}
 * @param maxErrorRate the share of requests the measured gateway may fail
 */
public record Gate(boolean passed, Outcome outcome, List<String> reasons, List<String> inconclusive,
		boolean failOnInconclusive, double maxErrorRate) {

	/** Exit code: nothing to report (or inconclusive, by default). */
	public static final int PASS = 0;

	/**
	 * Exit code: a fail rule fired, a metric regressed, or the gateway answered errors
	 * (or inconclusive, with {@code --fail-on-inconclusive}).
	 */
	public static final int FAILED = 1;

	/** Exit code: usage error or bad raw data. */
	public static final int BAD_INPUT = 2;

	public Gate {
		reasons = List.copyOf(reasons);
		inconclusive = List.copyOf(inconclusive);
		require(outcome == outcome(reasons, inconclusive), "outcome must follow from reasons and inconclusive");
		require(passed == (outcome == Outcome.PASS), "passed must be true exactly when outcome is pass");
	}

	/** Returns a gate with the outcome its reasons give. */
	public static Gate of(List<String> reasons, List<String> inconclusive, boolean failOnInconclusive,
			double maxErrorRate) {
		Outcome outcome = outcome(reasons, inconclusive);
		return new Gate(outcome == Outcome.PASS, outcome, reasons, inconclusive, failOnInconclusive, maxErrorRate);
	}

	private static Outcome outcome(List<String> reasons, List<String> inconclusive) {
		if (!reasons.isEmpty()) {
			return Outcome.FAIL;
		}
		return inconclusive.isEmpty() ? Outcome.PASS : Outcome.INCONCLUSIVE;
	}

	public int exitCode() {
		return switch (outcome()) {
			case PASS -> PASS;
			case FAIL -> FAILED;
			case INCONCLUSIVE -> this.failOnInconclusive ? FAILED : PASS;
		};
	}

	public String verdict() {
		return outcome().id();
	}

}
