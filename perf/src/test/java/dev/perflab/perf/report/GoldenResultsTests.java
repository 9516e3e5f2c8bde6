package dev.perflab.perf.report;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;

import dev.perflab.perf.RunDirectoryFixture;
import dev.perflab.perf.TestRuns;
import dev.perflab.perf.compare.CompareSettings;
import dev.perflab.perf.raw.RawRunJson;
import dev.perflab.perf.results.ResultsSchema;
import dev.perflab.perf.rules.JfrRulesRunner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The results.json and summary.md the real report tool writes for fixed runs, against the
 * committed golden files ({@code src/test/resources/results/}) and the schema. A change
 * of the contract shows here as a diff of the golden file; after a deliberate one,
 * rewrite them with
 * {@code mvn -pl perf -am verify -Dtest=GoldenResultsTests -Dsurefire.failIfNoSpecifiedTests=false
 * -Dresults.golden.update=true} and review the diff.
 */
class GoldenResultsTests {

	private static final Clock GENERATED_AT = Clock.fixed(Instant.parse("2026-11-21T10:30:00Z"), ZoneOffset.UTC);

	@TempDir
	Path directory;

	@Test
	void aCompareRunWritesTheGoldenResults() throws IOException {
		assertGolden(TestRuns.compareSlowerHead(this.directory), "compare.json");
	}

	@Test
	void aSingleRunWritesTheGoldenResults() throws IOException {
		assertGolden(TestRuns.single(this.directory), "single.json");
	}

	@Test
	void aCompareInForksWritesTheGoldenResults() throws IOException {
		assertGolden(TestRuns.compareInForks(this.directory), "compare-forks.json");
	}

	private void assertGolden(RunDirectoryFixture fixture, String golden) throws IOException {
		Path run = fixture.write();
		ReportGenerator.generate(
				new ReportOptions(run, null, CompareSettings.defaults(), ReportOptions.DEFAULT_MAX_ERROR_RATE, true),
				RawRunJson.read(run), JfrRulesRunner::check, GENERATED_AT);
		String written = Files.readString(run.resolve(ReportFiles.RESULTS)).replace("\r\n", "\n");
		assertThat(ResultsSchema.errors(written)).isEmpty();
		String summary = Files.readString(run.resolve(ReportFiles.SUMMARY)).replace("\r\n", "\n");
		String summaryGolden = golden.replace(".json", ".summary.md");
		if (Boolean.getBoolean("results.golden.update")) {
			Files.writeString(Path.of("src/test/resources/results", golden), written);
			Files.writeString(Path.of("src/test/resources/results", summaryGolden), summary);
			return;
		}
		assertThat(written).isEqualTo(golden(golden));
		assertThat(summary).as("summary.md").isEqualTo(golden(summaryGolden));
	}

	private static String golden(String name) throws IOException {
		try (InputStream in = GoldenResultsTests.class.getResourceAsStream("/results/" + name)) {
			assertThat(in).as("golden file %s", name).isNotNull();
			return new String(in.readAllBytes(), StandardCharsets.UTF_8).replace("\r\n", "\n");
		}
	}

}
