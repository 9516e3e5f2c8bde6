package dev.perflab.perf.report;

import dev.perflab.perf.view.Figures;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class FingerprintTests {

	@Test
	void shortensCommitsAndKeepsTheDirtyMark() {
		assertThat(Figures.shortSha("4f1c2a9e8b7d6c5f4e3d2c1b0a9f8e7d6c5b4a39")).isEqualTo("4f1c2a9e8b7d");
		assertThat(Figures.shortSha("4f1c2a9e8b7d6c5f4e3d2c1b0a9f8e7d6c5b4a39-dirty")).isEqualTo("4f1c2a9e8b7d-dirty");
		assertThat(Figures.shortSha("unknown")).isEqualTo("unknown");
	}

	@Test
	void readsTheJdkVersionOfJavaVersionOutput() {
		assertThat(Figures.jdk("openjdk version \"17.0.15\" 2025-04-15")).isEqualTo("17.0.15");
		assertThat(Figures.jdk("25.0.1")).isEqualTo("25.0.1");
	}

}
