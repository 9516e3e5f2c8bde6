package dev.perflab.perf.compare;

import java.util.List;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class PairSpreadsTests {

	@Test
	void takesEachPairsMeanAndTheSpreadsBetweenAndWithinPairs() {
		// Means 0.02 and 0 (sd 0.01414); each window 0.01 from its pair's mean, with 4
		// windows and 2 means: 2 degrees of freedom, sd 0.01414 (not 0.01, the plain
		// root mean square).
		PairSpreads spreads = PairSpreads.of(List.of(new double[] { 0.01, 0.03 }, new double[] { -0.01, 0.01 }));
		assertThat(spreads.pairMeans()[0]).isCloseTo(0.02, within(1e-12));
		assertThat(spreads.pairMeans()[1]).isCloseTo(0.0, within(1e-12));
		assertThat(spreads.betweenPairs()).isCloseTo(0.01 * Math.sqrt(2), within(1e-12));
		assertThat(spreads.withinPair()).isCloseTo(0.01 * Math.sqrt(2), within(1e-12));
	}

	@Test
	void hasNoWithinPairSpreadWithOneWindowPerPairAndNoBetweenPairSpreadWithOnePair() {
		assertThat(PairSpreads.of(List.of(new double[] { 0.01 }, new double[] { -0.01 })).withinPair()).isNull();
		PairSpreads one = PairSpreads.of(List.<double[]>of(new double[] { 0.01, 0.03 }));
		assertThat(one.betweenPairs()).isZero();
		assertThat(one.pairMeans()).hasSize(1);
	}

}
