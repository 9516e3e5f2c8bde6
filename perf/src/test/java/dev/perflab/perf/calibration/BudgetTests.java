package dev.perflab.perf.calibration;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class BudgetTests {

	@Test
	void spendsSecondsOnWindowsWhereTheVarianceIsWithinAPair() {
		// σ²_window 4 (2% per window), σ²_pair 1, no fork level; 2 pairs per fork; a
		// fork costs 60 s beside windows of 10 s. r = sqrt((60 / 10) · (4 / 2) / (1 / 2))
		// = sqrt(24) = 4.9; of its neighbours, 5 windows leave cost × variance 110 · 0.9
		// = 99, and 4 windows 100 · 1.0 = 100.
		Budget budget = new Budget(new VarianceComponents(4, 1.0, 0.0, 100, 50, 25), 2, 10, 60);
		assertThat(budget.optimalWindows()).isEqualTo(5);
	}

	@Test
	void measuresTheFewestWindowsWhenTheVarianceIsBetweenPairs() {
		// Windows agree (σ²_window small), pairs differ: r = sqrt(6 · 0.05 / 1) = 0.5,
		// so the fewest windows that still give a spread within a pair.
		Budget budget = new Budget(new VarianceComponents(0.1, 1.0, 0.5, 100, 50, 25), 2, 10, 60);
		assertThat(budget.optimalWindows()).isEqualTo(Budget.MIN_WINDOWS);
	}

	@Test
	void plansTheForksThatFitABudget() {
		Budget budget = new Budget(new VarianceComponents(4, 1.0, 0.0, 100, 50, 25), 2, 10, 60);
		Budget.Plan plan = budget.plan(330, 4);
		// 330 s / (60 + 40) s: 3 forks; each fork's mean has 1/2 + 4/8 = 1.
		assertThat(plan.forks()).isEqualTo(3);
		assertThat(plan.standardError()).isCloseTo(Math.sqrt(1.0 / 3), within(1e-12));
		assertThat(budget.plan(50, 4).forks()).isZero();
		assertThat(budget.plan(50, 4).standardError()).isInfinite();
	}

}
