package dev.perflab.perf.run;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The latency phase lasts long enough for p99 to rest on ten answers beyond it, within
 * its bound.
 */
class PhaseWindowTests {

	@Test
	void aRateThatFillsAWindowKeepsIt() {
		assertThat(PhaseWindow.seconds(152, 10, RunDefaults.PHASE_MOST_WINDOWS)).isEqualTo(10);
		assertThat(PhaseWindow.seconds(100, 10, RunDefaults.PHASE_MOST_WINDOWS)).isEqualTo(10);
	}

	@Test
	void aLowRateGetsTheSecondsItNeedsForAThousandAnswers() {
		assertThat(PhaseWindow.seconds(36, 10, RunDefaults.PHASE_MOST_WINDOWS)).isEqualTo(28);
		assertThat(PhaseWindow.seconds(99, 10, RunDefaults.PHASE_MOST_WINDOWS)).isEqualTo(11);
	}

	@Test
	void aRateTooLowForTheBoundGetsTheBound() {
		assertThat(PhaseWindow.seconds(16, 10, RunDefaults.PHASE_MOST_WINDOWS)).isEqualTo(63);
		assertThat(PhaseWindow.seconds(9, 10, RunDefaults.PHASE_MOST_WINDOWS)).isEqualTo(100);
		assertThat(PhaseWindow.seconds(13, 3, RunDefaults.PHASE_MOST_WINDOWS)).isEqualTo(30);
		// a smoke's bound: one window
		assertThat(PhaseWindow.seconds(5, 3, 1)).isEqualTo(3);
	}

}
