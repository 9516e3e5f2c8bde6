package dev.perflab.perf.calibration;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.within;

class VarianceComponentsTests {

	@Test
	void solvesTheMeanSquaresOfABalancedDesignByHand() {
		// Two forks of two pairs of two windows. Pair means 0, 2 | 4, 6; fork means 1, 5;
		// grand mean 3. Windows ±1 around their pair: SS_window 8 over 4 df, MS 2.
		// SS_pair = 2·(1 + 1 + 1 + 1) = 8 over 2 df, MS 4: σ²_pair = (4 - 2) / 2 = 1.
		// SS_fork = 4·(4 + 4) = 32 over 1 df: σ²_fork = (32 - 2 - 2·1) / 4 = 7.
		VarianceComponents components = VarianceComponents
			.of(List.of(List.of(new double[] { -1, 1 }, new double[] { 1, 3 }),
					List.of(new double[] { 3, 5 }, new double[] { 5, 7 })));
		assertThat(components.window()).isCloseTo(2.0, within(1e-12));
		assertThat(components.pair()).isCloseTo(1.0, within(1e-12));
		assertThat(components.fork()).isCloseTo(7.0, within(1e-12));
		assertThat(components.windows()).isEqualTo(8);
		assertThat(components.pairs()).isEqualTo(4);
		assertThat(components.forks()).isEqualTo(2);
		// A fork of 2 pairs of 2 windows: 7 + 1/2 + 2/4.
		assertThat(components.ofForkMean(2, 2)).isCloseTo(8.0, within(1e-12));
	}

	@Test
	void recoversEachLevelOfASeededNestedSample() {
		// σ 0.5% between windows, 1.2% between pairs, 0.4% between forks: 300 forks of 2
		// pairs of 4 windows, as the lab would give them over many A/A runs. The pair
		// level's sd is estimated within about 2% at 1,000 forks.
		VarianceComponents components = VarianceComponents
			.of(nested(1_000, 2, 4, 0.004, 0.012, 0.005, new SplittableRandom(7)));
		assertThat(Math.sqrt(components.window())).isCloseTo(0.005, within(0.0002));
		assertThat(Math.sqrt(components.pair())).isCloseTo(0.012, within(0.0012));
		assertThat(Math.sqrt(components.fork())).isCloseTo(0.004, within(0.0015));
	}

	@Test
	void weighsUnequalPairsAndForksWithoutBias() {
		// Forks of 1 to 3 pairs, pairs of 2 to 5 windows (a window without a ratio is
		// left out): the coefficients of unequal groups keep the estimates unbiased.
		SplittableRandom random = new SplittableRandom(11);
		double window = 0;
		double pair = 0;
		double fork = 0;
		int repeats = 200;
		for (int r = 0; r < repeats; r++) {
			List<List<double[]>> forks = new ArrayList<>();
			for (int f = 0; f < 12; f++) {
				double forkOffset = 0.01 * random.nextGaussian();
				List<double[]> pairs = new ArrayList<>();
				for (int p = 0; p < 1 + random.nextInt(3); p++) {
					double pairOffset = forkOffset + 0.02 * random.nextGaussian();
					double[] windows = new double[2 + random.nextInt(4)];
					for (int w = 0; w < windows.length; w++) {
						windows[w] = pairOffset + 0.01 * random.nextGaussian();
					}
					pairs.add(windows);
				}
				forks.add(pairs);
			}
			VarianceComponents components = VarianceComponents.of(forks);
			window += components.window() / repeats;
			pair += components.pair() / repeats;
			fork += components.fork() / repeats;
		}
		assertThat(window).isCloseTo(1e-4, within(0.05e-4));
		assertThat(pair).isCloseTo(4e-4, within(0.4e-4));
		// Truncation at 0 lifts a small level's mean a little.
		assertThat(fork).isCloseTo(1e-4, within(0.4e-4));
	}

	@Test
	void foldsThePairLevelIntoTheForkWhenEachForkHasOnePair() {
		VarianceComponents components = VarianceComponents
			.of(nested(200, 1, 4, 0.01, 0.0, 0.005, new SplittableRandom(3)));
		assertThat(components.pair()).isNull();
		assertThat(Math.sqrt(components.fork())).isCloseTo(0.01, within(0.0012));
	}

	@Test
	void hasNoForkLevelWithOneFork() {
		VarianceComponents components = VarianceComponents
			.of(nested(1, 40, 4, 0.0, 0.01, 0.005, new SplittableRandom(5)));
		assertThat(components.fork()).isNull();
		assertThat(Math.sqrt(components.pair())).isCloseTo(0.01, within(0.003));
	}

	@Test
	void reportsANegativeSolutionAsZero() {
		// Pair means equal, windows spread: MS_pair 0 is below MS_window.
		VarianceComponents components = VarianceComponents
			.of(List.of(List.of(new double[] { -1, 1 }, new double[] { 1, -1 })));
		assertThat(components.pair()).isZero();
	}

	@Test
	void needsAPairWithTwoWindows() {
		assertThatIllegalArgumentException()
			.isThrownBy(() -> VarianceComponents.of(List.of(List.of(new double[] { 0.1 }, new double[] { 0.2 }))))
			.withMessage("variance components need a pair with two windows or more");
	}

	/** Forks of pairs of windows, each level a normal offset with its own sd. */
	static List<List<double[]>> nested(int forks, int pairs, int windows, double forkSd, double pairSd, double windowSd,
			SplittableRandom random) {
		List<List<double[]>> result = new ArrayList<>();
		for (int f = 0; f < forks; f++) {
			double forkOffset = forkSd * random.nextGaussian();
			List<double[]> fork = new ArrayList<>();
			for (int p = 0; p < pairs; p++) {
				double pairOffset = forkOffset + pairSd * random.nextGaussian();
				double[] values = new double[windows];
				for (int w = 0; w < windows; w++) {
					values[w] = pairOffset + windowSd * random.nextGaussian();
				}
				fork.add(values);
			}
			result.add(fork);
		}
		return result;
	}

}
