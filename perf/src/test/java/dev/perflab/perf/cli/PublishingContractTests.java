package dev.perflab.perf.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import dev.perflab.perf.TestRuns;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The local check of the publishing contract: what {@code report} writes is what
 * {@code validate-benchmark} (and so github-action-benchmark's custom tools) accepts, and
 * broken files are rejected with the file and index named.
 */
class PublishingContractTests {

	@TempDir
	Path directory;

	@Test
	void acceptsWhatReportWritesInBothModes() {
		Path single = TestRuns.single(this.directory.resolve("single")).write();
		Path compare = TestRuns.compareSlowerHead(this.directory.resolve("compare")).write();
		assertThat(CommandRun.of("report", single.toString(), "--no-jfr").exitCode()).isZero();
		assertThat(CommandRun.of("report", compare.toString(), "--no-jfr").exitCode()).isEqualTo(1);
		CommandRun result = CommandRun.of("validate-benchmark", single.resolve("benchmark-bigger.json").toString(),
				single.resolve("benchmark-smaller.json").toString(),
				compare.resolve("benchmark-bigger.json").toString(),
				compare.resolve("benchmark-smaller.json").toString());
		assertThat(result.exitCode()).isZero();
		assertThat(result.err()).isEmpty();
		assertThat(result.out().lines()).hasSize(4).allMatch((line) -> line.endsWith(": valid"));
	}

	@Test
	void rejectsBrokenFilesNamingFileAndIndex() throws IOException {
		Path nonNumeric = write("non-numeric.json",
				"[{\"name\": \"gateway RPS\", \"unit\": \"req/s\", \"value\": \"fast\"}]");
		Path duplicate = write("duplicate.json", "[{\"name\": \"a\", \"unit\": \"ms\", \"value\": 1}, "
				+ "{\"name\": \"a\", \"unit\": \"ms\", \"value\": 2}]");
		Path nameless = write("nameless.json", "[{\"unit\": \"ms\", \"value\": 1}]");
		CommandRun result = CommandRun.of("validate-benchmark", nonNumeric.toString(), duplicate.toString(),
				nameless.toString());
		assertThat(result.exitCode()).isEqualTo(2);
		assertThat(result.err().lines()).containsExactly(nonNumeric + "[0]: value is not a finite number",
				duplicate + "[1]: name 'a' is also used at index 0", nameless + "[0]: name is missing");
		assertThat(result.out()).isEmpty();
	}

	@Test
	void needsAFile() {
		assertThat(CommandRun.of("validate-benchmark").exitCode()).isEqualTo(2);
	}

	private Path write(String name, String json) throws IOException {
		return Files.writeString(this.directory.resolve(name), json);
	}

}
