package dev.perflab.perf.compare;

import java.util.List;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.within;

/**
 * The random-effects formulas on two shards worked by hand: pairs {0, 0.02} and {0.04,
 * 0.06}, each mean's variance 0.0002 / 2 = 0.0001, weight 10,000.
 */
class RandomEffectsTests {

	private static final List<double[]> SHARDS = List.of(new double[] { 0, 0.02 }, new double[] { 0.04, 0.06 });

	@Test
	void cochransQAndDerSimonianLairdsTauSquared() {
		RandomEffects.Heterogeneity heterogeneity = RandomEffects.heterogeneity(SHARDS);
		// Fixed-effect mean 0.03; Q = 10,000 × 0.02² × 2 = 8 on 1 df.
		assertThat(heterogeneity.q()).isCloseTo(8, within(1e-9));
		assertThat(heterogeneity.degreesOfFreedom()).isEqualTo(1);
		assertThat(heterogeneity.pValue()).isCloseTo(0.004678, within(1e-6));
		// (Q - 1) / (Σw - Σw² / Σw) = 7 / (20,000 - 10,000)
		assertThat(heterogeneity.tauSquared()).isCloseTo(0.0007, within(1e-12));
	}

	@Test
	void hartungKnappsIntervalUsesTheShardsScatterAndTWithShardsMinusOneDegrees() {
		// w* = 1 / (0.0001 + 0.0007) = 1,250 each; q = 1,250 × 0.02² × 2 = 1; se =
		// sqrt(1 / 1 / 2,500) = 0.02; t(1) at 0.95 = 6.3138.
		RandomEffects.Estimate estimate = RandomEffects.hartungKnapp(SHARDS, 0.0007, 0.90);
		assertThat(estimate.mean()).isCloseTo(0.03, within(1e-12));
		assertThat(estimate.standardError()).isCloseTo(0.02, within(1e-12));
		assertThat(estimate.degreesOfFreedom()).isEqualTo(1);
		assertThat(estimate.high()).isCloseTo(0.03 + 6.313752 * 0.02, within(1e-6));
		// DerSimonian-Laird: se = sqrt(1 / 2,500), normal quantile 1.6449.
		RandomEffects.Estimate normal = RandomEffects.derSimonianLaird(SHARDS, 0.0007, 0.90);
		assertThat(normal.high()).isCloseTo(0.03 + 1.644854 * 0.02, within(1e-6));
	}

	@Test
	void refusesFewerThanTwoShardsOrPairs() {
		assertThatIllegalArgumentException().isThrownBy(() -> RandomEffects.heterogeneity(List.of(SHARDS.get(0))))
			.withMessage("pooling needs at least 2 shards, got 1");
		assertThatIllegalArgumentException()
			.isThrownBy(() -> RandomEffects.heterogeneity(List.of(SHARDS.get(0), new double[] { 0.01 })))
			.withMessage("each shard needs at least 2 JVM pairs, got 1");
	}

}
