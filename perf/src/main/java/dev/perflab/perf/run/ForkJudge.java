package dev.perflab.perf.run;

import java.util.List;

import dev.perflab.perf.raw.RawRound;

/**
 * Looks at a compare's rounds after each fork and says whether its answer is known, so
 * that the run stops there. The judging itself lives above the run (the compare's
 * sequential test); the run only asks.
 */
@FunctionalInterface
public interface ForkJudge {

	/**
	 * Judges the rounds so far.
	 * @param rounds every round of the forks measured so far
	 * @param last whether no fork follows whatever this look says
	 */
	Look look(List<RawRound> rounds, boolean last);

	/**
	 * What a look said.
	 *
	 * @param judged whether there were pairs enough to judge (else nothing was spent)
	 * @param answered whether the answer is known (the run stops)
	 * @param description one line for the progress log
	 */
	record Look(boolean judged, boolean answered, String description) {

	}

}
