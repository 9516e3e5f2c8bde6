package dev.perflab.perf.view;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class FiguresTests {

	@Test
	void aLevelReadsToOneDecimalUnlessThatWouldRead100() {
		assertThat(Figures.level(0.95)).isEqualTo("95");
		assertThat(Figures.level(0.911149)).isEqualTo("91.1");
		assertThat(Figures.level(0.979213)).isEqualTo("97.9");
		assertThat(Figures.level(0.9996)).isEqualTo("99.96");
		assertThat(Figures.level(0.99995)).isEqualTo("99.995");
		assertThat(Figures.level(1.0)).isEqualTo("100");
	}

}
