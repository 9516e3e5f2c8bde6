package dev.perflab.perf.trend;

import java.util.Random;

import dev.perflab.perf.compare.PairedTInterval;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.within;

class LogRatioTests {

	@Test
	void recoversTheIntervalItWasBuiltFrom() {
		LogRatio estimate = LogRatio.of(1.02, 1.005, 1.0352, 6, 0.9);
		double[] interval = estimate.interval(0.9);
		assertThat(estimate.ratio()).isCloseTo(1.02, within(1e-12));
		assertThat(estimate.degreesOfFreedom()).isEqualTo(5);
		// Rebuilt symmetric in log space around ln 1.02: the half-widths of the input
		// differ
		// by its asymmetry only.
		assertThat(Math.log(interval[1]) - Math.log(interval[0])).isCloseTo(Math.log(1.0352) - Math.log(1.005),
				within(1e-12));
	}

	@Test
	void aProductAddsLogsAndVariancesWithWelchSatterthwaiteDegreesOfFreedom() {
		LogRatio a = new LogRatio(0.03, 0.01, 5);
		LogRatio b = new LogRatio(-0.01, 0.01, 5);
		LogRatio product = a.times(b);
		assertThat(product.mean()).isCloseTo(0.02, within(1e-12));
		assertThat(product.standardError()).isCloseTo(Math.sqrt(2) * 0.01, within(1e-12));
		assertThat(product.degreesOfFreedom()).isCloseTo(10, within(1e-9));
		// A link measured far more precisely leaves the other's degrees of freedom.
		assertThat(a.times(new LogRatio(0, 1e-6, 5)).degreesOfFreedom()).isCloseTo(5, within(1e-3));
	}

	@Test
	void theIdentityChangesNothing() {
		LogRatio a = new LogRatio(0.03, 0.01, 5);
		assertThat(a.times(LogRatio.IDENTITY)).isEqualTo(new LogRatio(0.03, 0.01, 5));
		assertThat(LogRatio.IDENTITY.interval(0.9)).containsExactly(1, 1);
	}

	@Test
	void rejectsAnIntervalThatDoesNotHoldItsRatio() {
		assertThatIllegalArgumentException().isThrownBy(() -> LogRatio.of(1.1, 1.0, 1.05, 6, 0.9));
		assertThatIllegalArgumentException().isThrownBy(() -> LogRatio.of(1.0, 0.9, 1.1, 1, 0.9));
	}

	/**
	 * The chained interval keeps its level: head / R1 and R1 / R0 each measured over 6
	 * JVM pairs with the spread between pairs of the lab (sd of ln 1.7%), their product's
	 * 90% interval covers the true head / R0 in about 90% of simulated histories. Seeded.
	 */
	@Test
	void aChainedIntervalCoversTheTrueRatioAtItsLevel() {
		Random random = new Random(26);
		double trueLink = Math.log(0.97);
		double trueHead = Math.log(1.04);
		int trials = 4000;
		int covered = 0;
		for (int trial = 0; trial < trials; trial++) {
			LogRatio link = measure(random, trueLink, 6);
			LogRatio head = measure(random, trueHead, 6);
			double[] interval = head.times(link).interval(0.9);
			double truth = Math.exp(trueLink + trueHead);
			if (interval[0] <= truth && truth <= interval[1]) {
				covered++;
			}
		}
		assertThat((double) covered / trials).isBetween(0.88, 0.92);
	}

	private static LogRatio measure(Random random, double trueMean, int pairs) {
		double[] logs = new double[pairs];
		for (int i = 0; i < pairs; i++) {
			logs[i] = trueMean + 0.017 * random.nextGaussian();
		}
		double[] interval = PairedTInterval.meanInterval(logs, 0.9);
		return LogRatio.of(Math.exp(PairedTInterval.mean(logs)), Math.exp(interval[0]), Math.exp(interval[1]), pairs,
				0.9);
	}

}
