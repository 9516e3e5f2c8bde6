package dev.perflab.perf.compare;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.function.Function;

import org.apache.commons.statistics.descriptive.Median;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The seeded simulation that chose {@link ShardPooling}'s method (its class comment has
 * the table this prints): pools of 2-4 shards of 8 JVM pairs, each shard's spread between
 * pairs drawn from 1-3.5%, a runner effect of sd τ, no change. It checks what the choice
 * rests on: the chosen method holds the one-sided false-regression rate when runners
 * agree and keeps the one-sample width, and pairs as one sample, its rival, breaks with a
 * runner effect.
 */
class ShardPoolingSimulationTests {

	private static final double LEVEL = 0.90;

	private static final int POOLS = 4000;

	private record Candidate(String name, Function<List<double[]>, double[]> interval) {

	}

	private static final Candidate ONE_SAMPLE = new Candidate("pairs as one sample",
			(shards) -> PairedTInterval.meanInterval(all(shards), LEVEL));

	private static final Candidate DERSIMONIAN_LAIRD = new Candidate("DerSimonian-Laird normal", (shards) -> ends(
			RandomEffects.derSimonianLaird(shards, RandomEffects.heterogeneity(shards).tauSquared(), LEVEL)));

	private static final Candidate HARTUNG_KNAPP = new Candidate("Hartung-Knapp", (shards) -> ends(
			RandomEffects.hartungKnapp(shards, RandomEffects.heterogeneity(shards).tauSquared(), LEVEL)));

	private static final Candidate CHOSEN = new Candidate("Q test, then one sample or Hartung-Knapp",
			(shards) -> ends(ShardPooling.estimate(shards, LEVEL).interval()));

	private static final List<Candidate> CANDIDATES = List.of(ONE_SAMPLE, DERSIMONIAN_LAIRD, HARTUNG_KNAPP, CHOSEN);

	private record Outcome(double coverage, double falseRegressions, double medianHalfWidth) {

	}

	@Test
	void theChosenMethodHoldsItsLevelWhenRunnersAgreeAtTheWidthOfOneSample() {
		for (int shards = 2; shards <= 4; shards++) {
			Outcome chosen = simulate(CHOSEN, shards, 0, 7);
			Outcome oneSample = simulate(ONE_SAMPLE, shards, 0, 7);
			assertThat(chosen.falseRegressions()).as("%d shards", shards).isLessThanOrEqualTo(0.05);
			assertThat(chosen.coverage()).as("%d shards", shards).isGreaterThanOrEqualTo(0.89);
			assertThat(chosen.medianHalfWidth()).as("%d shards", shards).isLessThan(1.15 * oneSample.medianHalfWidth());
		}
	}

	@Test
	void aRunnerEffectBreaksPairsAsOneSampleAndTheChosenMethodLessSo() {
		for (int shards = 3; shards <= 4; shards++) {
			Outcome chosen = simulate(CHOSEN, shards, 0.02, 11);
			Outcome oneSample = simulate(ONE_SAMPLE, shards, 0.02, 11);
			assertThat(oneSample.coverage()).as("%d shards", shards).isLessThan(0.65);
			assertThat(chosen.coverage()).as("%d shards", shards).isGreaterThan(0.83);
		}
	}

	@Test
	void printsTheTable() {
		for (int shards = 2; shards <= 4; shards++) {
			for (double tau : new double[] { 0, 0.005, 0.01, 0.02 }) {
				StringBuilder line = new StringBuilder(
						String.format(Locale.ROOT, "%d shards, runner sd %.1f%%:", shards, tau * 100));
				for (Candidate candidate : CANDIDATES) {
					Outcome outcome = simulate(candidate, shards, tau, 7);
					line.append(
							String.format(Locale.ROOT, "  %s %.3f / %.2f%% (false regressions %.3f)", candidate.name(),
									outcome.coverage(), outcome.medianHalfWidth() * 100, outcome.falseRegressions()));
				}
				System.out.println(line);
			}
		}
		assertThat(CANDIDATES).hasSize(4);
	}

	private static Outcome simulate(Candidate candidate, int shards, double tau, long seed) {
		SplittableRandom random = new SplittableRandom(seed);
		int covered = 0;
		int regressed = 0;
		double[] halfWidths = new double[POOLS];
		for (int pool = 0; pool < POOLS; pool++) {
			List<double[]> pairs = new ArrayList<>();
			for (int shard = 0; shard < shards; shard++) {
				double spread = 0.01 + 0.025 * random.nextDouble();
				double runner = tau * random.nextGaussian();
				double[] means = new double[8];
				for (int i = 0; i < means.length; i++) {
					means[i] = runner + spread * random.nextGaussian();
				}
				pairs.add(means);
			}
			double[] interval = candidate.interval().apply(pairs);
			covered += (interval[0] <= 0 && interval[1] >= 0) ? 1 : 0;
			regressed += (interval[0] > 0) ? 1 : 0;
			halfWidths[pool] = (interval[1] - interval[0]) / 2;
		}
		return new Outcome(covered / (double) POOLS, regressed / (double) POOLS,
				Median.withDefaults().evaluate(halfWidths));
	}

	private static double[] all(List<double[]> shards) {
		return shards.stream().flatMapToDouble(Arrays::stream).toArray();
	}

	private static double[] ends(RandomEffects.Estimate estimate) {
		return new double[] { estimate.low(), estimate.high() };
	}

}
