package dev.perflab.perf.view;

import java.nio.file.Path;
import java.util.List;

import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.perflab.perf.RunDirectoryFixture;
import dev.perflab.perf.metrics.MetricsCalculator;
import dev.perflab.perf.metrics.Round;
import dev.perflab.perf.raw.AtRate;
import dev.perflab.perf.raw.RawRunJson;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The phase's table says, per gateway JVM, which tail percentiles its answers can carry.
 */
class RatePhaseMarkdownTests {

	@TempDir
	Path directory;

	@Test
	void saysWhichTailPercentilesAWindowReads() {
		String md = RatePhaseMarkdown.render(rounds(130, 2_000, 12_000));
		assertThat(md).contains("for 10 s")
			.contains("| base (pair 1) | 13/s | 13.0/s | 130 | ")
			.contains("| not p99 (needs 1,000) |")
			.contains("| yes, not p99.9 (needs 10,000) |")
			.contains("| yes |");
	}

	/** One pair per window size: base and head answering that many requests in 10 s. */
	private List<Round> rounds(int... answers) {
		RunDirectoryFixture fixture = RunDirectoryFixture.compare(this.directory).run("windows", 1);
		for (int pair = 1; pair <= answers.length; pair++) {
			for (String side : List.of("base", "head")) {
				fixture.gateway(pair, side, 20_000, 900).set("jvmPair", pair).atRate(window(answers[pair - 1])).add();
			}
		}
		return MetricsCalculator.derive(RawRunJson.read(fixture.write()).rounds());
	}

	private static AtRate window(int answers) {
		Histogram latencies = AtRate.newHistogram();
		for (int i = 0; i < answers; i++) {
			latencies.recordValue(2_000 + i % 100);
		}
		return AtRate.of(answers / 10.0, answers, 0, 10_000, latencies, List.of());
	}

}
