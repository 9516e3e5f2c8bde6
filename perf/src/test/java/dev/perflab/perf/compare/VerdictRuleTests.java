package dev.perflab.perf.compare;

import dev.perflab.perf.metrics.Direction;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.assertj.core.api.Assertions.assertThat;

class VerdictRuleTests {

	@ParameterizedTest(name = "{0}: ratio {1} [{2}, {3}] threshold {4}% -> {5}")
	@CsvSource({
			// beyond the threshold, interval excludes 1: a verdict
			"SMALLER_IS_BETTER, 1.10, 1.08, 1.12, 3, REGRESSED", "SMALLER_IS_BETTER, 0.90, 0.88, 0.92, 3, IMPROVED",
			"BIGGER_IS_BETTER, 0.90, 0.88, 0.92, 5, REGRESSED", "BIGGER_IS_BETTER, 1.10, 1.08, 1.12, 5, IMPROVED",
			// consistent but within the threshold: two JVMs of one jar differ this much
			"SMALLER_IS_BETTER, 1.02, 1.01, 1.03, 3, UNCHANGED", "BIGGER_IS_BETTER, 0.97, 0.96, 0.98, 5, UNCHANGED",
			// beyond the threshold but the interval spans no change: noise
			"SMALLER_IS_BETTER, 1.17, 0.70, 1.80, 10, UNCHANGED", "BIGGER_IS_BETTER, 0.80, 0.55, 1.05, 5, UNCHANGED",
			// exactly at the threshold is not beyond it
			"SMALLER_IS_BETTER, 1.03, 1.02, 1.04, 3, UNCHANGED" })
	void decides(Direction direction, double ratio, double low, double high, double threshold, Verdict expected) {
		assertThat(VerdictRule.decide(direction, ratio, low, high, threshold)).isEqualTo(expected);
	}

}
