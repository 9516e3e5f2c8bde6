package dev.perflab.perf.bisect;

import dev.perflab.perf.compare.Verdict;

/**
 * One measurement of a bisection: a commit's compare against the good commit.
 *
 * @param attempt which measurement of it this was, from 1
 * @param verdict the verdict on CPU per request, or null when the compare did not
 * complete
 * @param changePercent head / good - 1 in percent, or null
 * @param lowPercent the interval's lower end as a change in percent, or null
 * @param highPercent its upper end, or null
 * @param problem why the compare did not complete, or null
 */
public record Step(String commit, int attempt, Verdict verdict, Double changePercent, Double lowPercent,
		Double highPercent, String problem) {

	/** What the step means for the search. */
	public enum Decision {

		/** Regressed: this commit or an earlier one is the first bad one. */
		BAD,
		/** Unchanged or improved: the first bad commit is later. */
		GOOD,
		/** Inconclusive, or not measurable: try a neighbour. */
		SKIP

	}

	/**
	 * Returns a step whose compare did not complete (a build that fails, a service that
	 * does not start): skipped at once, since measuring again would fail again.
	 */
	public static Step failed(String commit, int attempt, String problem) {
		return new Step(commit, attempt, null, null, null, null, problem);
	}

	/** Returns the step's meaning for the search, the gate's reading of its verdict. */
	public Decision decision() {
		if (this.verdict == null) {
			return Decision.SKIP;
		}
		return switch (this.verdict) {
			case REGRESSED -> Decision.BAD;
			case UNCHANGED, IMPROVED -> Decision.GOOD;
			case INCONCLUSIVE -> Decision.SKIP;
		};
	}

	/** Whether measuring again can help: an inconclusive compare, not a failed one. */
	boolean remeasurable() {
		return this.verdict == Verdict.INCONCLUSIVE;
	}

}
