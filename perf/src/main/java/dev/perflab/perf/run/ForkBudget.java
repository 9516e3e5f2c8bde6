package dev.perflab.perf.run;

/**
 * Whether another fork of a compare fits its {@code --budget}: the longest fork so far
 * stands for the next, since a fork's start and warm-up, most of its cost, hardly vary. A
 * budget never ends a compare whose pairs cannot be judged yet: with fewer pairs than a
 * look needs, stopping would only make the run inconclusive, so one more fork runs past
 * the budget. (On a slow runner a fork of 2 pairs costs 190-210 s; a budget of 380 s
 * would otherwise stop such a compare after its first fork, with 2 pairs and no verdict.)
 *
 * @param seconds the budget, services to the last fork's end; 0 for none
 */
record ForkBudget(int seconds) {

	/**
	 * Whether the budget ends the run after this fork.
	 * @param elapsedSeconds the run's seconds so far
	 * @param longestForkSeconds the longest fork so far
	 * @param judged whether this fork's look had pairs enough to judge
	 */
	boolean stops(double elapsedSeconds, double longestForkSeconds, boolean judged) {
		return judged && exceeded(elapsedSeconds, longestForkSeconds);
	}

	/** Whether another fork would end past the budget. */
	boolean exceeded(double elapsedSeconds, double longestForkSeconds) {
		return this.seconds > 0 && elapsedSeconds + longestForkSeconds > this.seconds;
	}

}
