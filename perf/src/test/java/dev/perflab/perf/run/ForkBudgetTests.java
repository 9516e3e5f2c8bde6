package dev.perflab.perf.run;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class ForkBudgetTests {

	/**
	 * The forks of the 2-vCPU Intel VM of 2 December: 178 s to fork 1's end, 168 s a
	 * fork.
	 */
	@Test
	void theDefaultBudgetFitsTwoForksOfTheLabVm() {
		ForkBudget budget = new ForkBudget(RunDefaults.BUDGET);
		assertThat(budget.stops(178, 168, true)).as("after fork 1").isFalse();
		assertThat(budget.stops(331, 168, true)).as("after fork 2").isTrue();
	}

	@Test
	void aForkThatWouldEndPastTheBudgetIsNotStarted() {
		ForkBudget budget = new ForkBudget(400);
		assertThat(budget.stops(200, 200, true)).isFalse();
		assertThat(budget.stops(200.5, 200, true)).isTrue();
	}

	@Test
	void theBudgetNeverStopsARunWhosePairsCannotBeJudgedYet() {
		ForkBudget budget = new ForkBudget(380);
		assertThat(budget.exceeded(215, 205)).isTrue();
		assertThat(budget.stops(215, 205, false)).isFalse();
	}

	@Test
	void noBudgetNeverStops() {
		assertThat(new ForkBudget(0).stops(1e6, 1e6, true)).isFalse();
	}

}
