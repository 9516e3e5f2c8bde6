package dev.perflab.perf.compare;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class PairedBootstrapTests {

	private static final double[] LOG_RATIOS = { 0.08, 0.11, 0.095, 0.12, 0.1 };

	@Test
	void isReproducibleWithTheSameSeed() {
		double[] first = PairedBootstrap.meanInterval(LOG_RATIOS, 0.95, 2_000, 42);
		double[] second = PairedBootstrap.meanInterval(LOG_RATIOS, 0.95, 2_000, 42);
		assertThat(second).containsExactly(first);
	}

	@Test
	void containsTheMeanAndStaysWithinTheData() {
		double[] interval = PairedBootstrap.meanInterval(LOG_RATIOS, 0.95, 2_000, 1);
		assertThat(interval[0]).isLessThan(PairedBootstrap.mean(LOG_RATIOS)).isGreaterThanOrEqualTo(0.08);
		assertThat(interval[1]).isGreaterThan(PairedBootstrap.mean(LOG_RATIOS)).isLessThanOrEqualTo(0.12);
	}

	@Test
	void widensWithTheConfidenceLevel() {
		double[] narrow = PairedBootstrap.meanInterval(LOG_RATIOS, 0.80, 2_000, 1);
		double[] wide = PairedBootstrap.meanInterval(LOG_RATIOS, 0.99, 2_000, 1);
		assertThat(wide[0]).isLessThanOrEqualTo(narrow[0]);
		assertThat(wide[1]).isGreaterThanOrEqualTo(narrow[1]);
	}

	@Test
	void collapsesWhenEveryPairAgrees() {
		assertThat(PairedBootstrap.meanInterval(new double[] { 0.0, 0.0, 0.0 }, 0.95, 1_000, 1)).containsExactly(0.0,
				0.0);
	}

}
