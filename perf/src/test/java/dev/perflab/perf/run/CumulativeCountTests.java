package dev.perflab.perf.run;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class CumulativeCountTests {

	@Test
	void readsAnEdgeBetweenTwoSamplesOnTheLineBetweenThem() {
		CumulativeCount count = new CumulativeCount();
		count.add(1_000, 100);
		count.add(1_100, 200);
		count.add(1_200, 1_200);
		count.add(1_300, 2_200);
		// 1,025 lies a quarter of the way from 100 to 200; 1,250 halfway from 1,200 to
		// 2,200.
		assertThat(count.between(1_025, 1_250)).isEqualTo(1_700 - 125);
		assertThat(count.between(1_100, 1_200)).isEqualTo(1_000);
	}

	@Test
	void hasNoAnswerForAnEdgeOutsideItsSamples() {
		CumulativeCount count = new CumulativeCount();
		count.add(1_000, 100);
		count.add(1_100, 200);
		assertThat(count.between(999, 1_100)).isNull();
		assertThat(count.between(1_000, 1_101)).isNull();
		assertThat(new CumulativeCount().between(0, 0)).isNull();
	}

}
