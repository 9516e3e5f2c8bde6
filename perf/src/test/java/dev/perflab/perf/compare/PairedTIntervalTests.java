package dev.perflab.perf.compare;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.within;

class PairedTIntervalTests {

	private static final double[] LOG_RATIOS = { 0.1, 0.2, 0.3, 0.4, 0.5 };

	@Test
	void isTheMeanPlusMinusTTimesTheStandardError() {
		// mean 0.3, sample standard deviation 0.158114, standard error 0.0707107;
		// t(0.975, 4 df) = 2.776445 from tables.
		double[] interval = PairedTInterval.meanInterval(LOG_RATIOS, 0.95);
		assertThat(interval[0]).isCloseTo(0.3 - 2.776445 * 0.0707107, within(1e-5));
		assertThat(interval[1]).isCloseTo(0.3 + 2.776445 * 0.0707107, within(1e-5));
	}

	@Test
	void widensWithTheConfidenceLevelAndNarrowsWithMorePairs() {
		double[] at95 = PairedTInterval.meanInterval(LOG_RATIOS, 0.95);
		double[] at99 = PairedTInterval.meanInterval(LOG_RATIOS, 0.99);
		// t(0.995, 4 df) = 4.604095
		assertThat(at99[1] - at99[0]).isCloseTo(2 * 4.604095 * 0.0707107, within(1e-5))
			.isGreaterThan(at95[1] - at95[0]);
		double[] tenPairs = PairedTInterval
			.meanInterval(new double[] { 0.1, 0.2, 0.3, 0.4, 0.5, 0.1, 0.2, 0.3, 0.4, 0.5 }, 0.95);
		assertThat(tenPairs[1] - tenPairs[0]).isLessThan(at95[1] - at95[0]);
	}

	@Test
	void isAPointWhenThePairsAgreeExactly() {
		double[] interval = PairedTInterval.meanInterval(new double[] { 0.05, 0.05, 0.05 }, 0.99);
		assertThat(interval[0]).isCloseTo(0.05, within(1e-12));
		assertThat(interval[1]).isCloseTo(0.05, within(1e-12));
	}

	@Test
	void isWiderThanAPercentileBootstrapWouldBeOnTheLabsAaRun() {
		// The pair ratios of latency p50 in an A/A run on the lab machine; a percentile
		// bootstrap gave +2.0 … +80.7% and called it a regression.
		double[] logRatios = { Math.log(1.089), Math.log(0.979), Math.log(2.01), Math.log(2.092), Math.log(1.028) };
		double[] interval = PairedTInterval.meanInterval(logRatios, 0.95);
		assertThat(Math.exp(interval[0])).isLessThan(1.0);
		assertThat(Math.exp(interval[1])).isGreaterThan(2.0);
	}

	@Test
	void needsTwoPairsAndALevel() {
		assertThatIllegalArgumentException().isThrownBy(() -> PairedTInterval.meanInterval(new double[] { 0.1 }, 0.95))
			.withMessageContaining("at least 2 pairs, got 1");
		assertThatIllegalArgumentException().isThrownBy(() -> PairedTInterval.meanInterval(LOG_RATIOS, 95))
			.withMessageContaining("between 0 and 1");
	}

}
