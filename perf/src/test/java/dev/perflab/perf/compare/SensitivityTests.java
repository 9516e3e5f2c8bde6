package dev.perflab.perf.compare;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import dev.perflab.perf.metrics.Direction;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.within;

class SensitivityTests {

	private static final double CONFIDENCE = 0.90;

	private static final double THRESHOLD = 3;

	@Test
	void separatesTheSpreadBetweenPairsFromTheSpreadBetweenWindows() {
		// Pair means 0.02 and 0: between-pair sd 0.01414. Every window lies 0.01 from its
		// pair's mean: 4 windows, 2 means, so 2 degrees of freedom and sd 0.01414.
		Sensitivity sensitivity = Sensitivity.of(
				PairSpreads.of(List.of(new double[] { 0.01, 0.03 }, new double[] { -0.01, 0.01 })), CONFIDENCE,
				THRESHOLD);
		assertThat(sensitivity.jvmPairs()).isEqualTo(2);
		assertThat(sensitivity.betweenPairsPercent()).isCloseTo(Math.sqrt(2), within(1e-9));
		assertThat(sensitivity.withinPairPercent()).isCloseTo(Math.sqrt(2), within(1e-9));
	}

	@Test
	void hasNoWithinPairSpreadWhenEachPairHasOneWindow() {
		Sensitivity sensitivity = Sensitivity.of(PairSpreads.of(List.of(new double[] { 0.01 }, new double[] { -0.01 })),
				CONFIDENCE, THRESHOLD);
		assertThat(sensitivity.withinPairPercent()).isNull();
	}

	@Test
	void neverClaimsLessThanTheSmallestChangeTheRuleFlags() {
		// Pairs that agree to the last digit: no spread, so only the minimum effect is
		// left.
		List<double[]> identical = List.of(new double[] { 0.001 }, new double[] { 0.001 }, new double[] { 0.001 },
				new double[] { 0.001 });
		assertThat(Sensitivity.of(PairSpreads.of(identical), CONFIDENCE, THRESHOLD).minimumDetectedPercent())
			.isCloseTo(VerdictRule.minimumEffectPercent(THRESHOLD), within(1e-6));
	}

	@Test
	void growsWithTheSpreadAndShrinksWithMorePairs() {
		double six = Sensitivity.of(PairSpreads.of(alternating(6, 0.02)), CONFIDENCE, THRESHOLD)
			.minimumDetectedPercent();
		double sixWider = Sensitivity.of(PairSpreads.of(alternating(6, 0.04)), CONFIDENCE, THRESHOLD)
			.minimumDetectedPercent();
		double twelve = Sensitivity.of(PairSpreads.of(alternating(12, 0.02)), CONFIDENCE, THRESHOLD)
			.minimumDetectedPercent();
		assertThat(sixWider).isGreaterThan(six);
		assertThat(twelve).isLessThan(six);
	}

	@Test
	void aChangeOfTheSizeItNamesIsCaughtInAtLeast95PercentOfRuns() {
		// A run of 6 JVM pairs that spread by 3% (a wide run): ±a around no change, so
		// that its sample spread is exactly 3%. Then the run's own gate (the t interval
		// and the verdict rule) on simulated runs of such pairs, with the change it
		// names:
		// flagged in at least 95% of runs; a change of only the interval's half-width in
		// about half.
		double spread = 0.03;
		double a = spread * Math.sqrt(5.0 / 6);
		List<double[]> run = List.of(new double[] { a }, new double[] { -a }, new double[] { a }, new double[] { -a },
				new double[] { a }, new double[] { -a });
		Sensitivity sensitivity = Sensitivity.of(PairSpreads.of(run), CONFIDENCE, THRESHOLD);
		assertThat(sensitivity.betweenPairsPercent()).isCloseTo(3.0, within(1e-9));
		SplittableRandom random = new SplittableRandom(42);
		double named = Math.log1p(sensitivity.minimumDetectedPercent() / 100);
		assertThat(flaggedShare(random, spread, named)).isGreaterThanOrEqualTo(0.95);
		double halfWidth = 2.015 * spread / Math.sqrt(6);
		assertThat(flaggedShare(random, spread, halfWidth)).isBetween(0.35, 0.65);
	}

	@Test
	void needsTwoPairs() {
		assertThatIllegalArgumentException()
			.isThrownBy(() -> Sensitivity.of(PairSpreads.of(List.<double[]>of(new double[] { 0.01, 0.02 })), CONFIDENCE,
					THRESHOLD))
			.withMessage("a sensitivity needs at least 2 JVM pairs, got 1");
	}

	/** Returns the share of 4,000 simulated 6-pair runs that the gate calls regressed. */
	private static double flaggedShare(SplittableRandom random, double spread, double change) {
		int runs = 4_000;
		int flagged = 0;
		for (int run = 0; run < runs; run++) {
			double[] units = new double[6];
			for (int i = 0; i < units.length; i++) {
				units[i] = change + spread * random.nextGaussian();
			}
			double[] interval = PairedTInterval.meanInterval(units, CONFIDENCE);
			Verdict verdict = VerdictRule.decide(Direction.SMALLER_IS_BETTER, Math.exp(PairedTInterval.mean(units)),
					Math.exp(interval[0]), Math.exp(interval[1]), THRESHOLD);
			if (verdict == Verdict.REGRESSED) {
				flagged++;
			}
		}
		return (double) flagged / runs;
	}

	/** Returns pairs whose log-ratios alternate +d and -d. */
	private static List<double[]> alternating(int count, double d) {
		List<double[]> pairs = new ArrayList<>();
		for (int i = 0; i < count; i++) {
			pairs.add(new double[] { (i % 2 == 0) ? d : -d });
		}
		return pairs;
	}

}
