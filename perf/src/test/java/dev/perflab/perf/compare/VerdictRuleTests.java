package dev.perflab.perf.compare;

import dev.perflab.perf.metrics.Direction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class VerdictRuleTests {

	@ParameterizedTest(name = "{0}: ratio {1} [{2}, {3}] threshold {4}% -> {5}")
	@CsvSource({
			// beyond the threshold, interval excludes 1: a verdict
			"SMALLER_IS_BETTER, 1.10, 1.08, 1.12, 3, REGRESSED", "SMALLER_IS_BETTER, 0.90, 0.88, 0.92, 3, IMPROVED",
			"BIGGER_IS_BETTER, 0.90, 0.88, 0.92, 5, REGRESSED", "BIGGER_IS_BETTER, 1.10, 1.08, 1.12, 5, IMPROVED",
			// consistent and at least half the threshold: a regression of that size is
			// real
			"SMALLER_IS_BETTER, 1.02, 1.01, 1.03, 3, REGRESSED", "BIGGER_IS_BETTER, 0.97, 0.96, 0.98, 5, REGRESSED",
			// consistent but under half the threshold: two JVMs of one jar differ this
			// much
			"SMALLER_IS_BETTER, 1.01, 1.005, 1.015, 3, UNCHANGED", "BIGGER_IS_BETTER, 0.98, 0.97, 0.99, 5, UNCHANGED",
			// beyond the threshold but the interval spans no change, and is far wider
			// than the threshold: the run could not have seen a change of that size
			"SMALLER_IS_BETTER, 1.17, 0.70, 1.80, 10, INCONCLUSIVE",
			"BIGGER_IS_BETTER, 0.80, 0.55, 1.05, 5, INCONCLUSIVE",
			// a narrow interval around no change: unchanged
			"SMALLER_IS_BETTER, 1.00, 0.99, 1.012, 3, UNCHANGED",
			// near no change, but the interval is wider than the threshold: inconclusive
			"SMALLER_IS_BETTER, 1.00, 0.92, 1.09, 3, INCONCLUSIVE",
			// spans no change and reaches past the threshold: a 3% regression is not
			// ruled out
			"SMALLER_IS_BETTER, 1.02, 0.995, 1.045, 3, INCONCLUSIVE",
			// exactly at half the threshold is not beyond it
			"SMALLER_IS_BETTER, 1.015, 1.005, 1.025, 3, UNCHANGED" })
	void decides(Direction direction, double ratio, double low, double high, double threshold, Verdict expected) {
		assertThat(VerdictRule.decide(direction, ratio, low, high, threshold)).isEqualTo(expected);
	}

	@Test
	void detectableChangeIsTheHalfWidthOfTheIntervalInLogs() {
		assertThat(VerdictRule.detectableChangePercent(0.98, 1.02)).isCloseTo(2.0, within(0.05));
		// Symmetric in logs: x1/2 ... x2 is a factor of 2 either side.
		assertThat(VerdictRule.detectableChangePercent(0.5, 2.0)).isCloseTo(100.0, within(1e-9));
		assertThat(VerdictRule.detectableChangePercent(1.0, 1.0)).isZero();
	}

}
