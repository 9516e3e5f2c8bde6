package dev.perflab.perf.benchmark;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

class BenchmarkValidatorTests {

	@TempDir
	Path directory;

	@Test
	void acceptsTheCustomFormat() throws IOException {
		Path file = write("""
				[
				  {"name": "gateway RPS", "unit": "req/s", "value": 5400.5, "range": "± 3.1%", "extra": "JDK 17"},
				  {"name": "direct RPS", "unit": "req/s", "value": 41000}
				]
				""");
		assertThat(BenchmarkValidator.validate(file)).isEmpty();
	}

	@Test
	void acceptsWhatBenchmarkJsonWrites() throws IOException {
		Path file = this.directory.resolve("written.json");
		Files.write(file, BenchmarkJson.toJson(List.of(new BenchmarkEntry("a", "ms", 1.0 / 3, "± 1.0%", "x"),
				new BenchmarkEntry("b", "ms", 5400.000000001, null, null))));
		assertThat(BenchmarkValidator.validate(file)).isEmpty();
		assertThat(Files.readString(file)).contains("\"value\" : 0.333333").contains("\"value\" : 5400");
	}

	@Test
	void rejectsANonNumericValue() throws IOException {
		Path file = write("[{\"name\": \"gateway RPS\", \"unit\": \"req/s\", \"value\": \"5400\"}]");
		assertThat(BenchmarkValidator.validate(file)).containsExactly(file + "[0]: value is not a finite number");
	}

	@Test
	void rejectsDuplicateNames() throws IOException {
		Path file = write("""
				[{"name": "gateway RPS", "unit": "req/s", "value": 1},
				 {"name": "direct RPS", "unit": "req/s", "value": 2},
				 {"name": "gateway RPS", "unit": "req/s", "value": 3}]
				""");
		assertThat(BenchmarkValidator.validate(file))
			.containsExactly(file + "[2]: name 'gateway RPS' is also used at index 0");
	}

	@Test
	void rejectsAMissingOrEmptyName() throws IOException {
		Path file = write("[{\"unit\": \"ms\", \"value\": 1}, {\"name\": \" \", \"unit\": \"ms\", \"value\": 1}]");
		assertThat(BenchmarkValidator.validate(file)).containsExactly(file + "[0]: name is missing",
				file + "[1]: name is not a non-empty string");
	}

	@Test
	void rejectsWrongTypesAndUnknownKeys() throws IOException {
		Path file = write("[{\"name\": \"a\", \"value\": 1, \"range\": 3, \"extra\": [], \"testName\": \"t\"}]");
		assertThat(BenchmarkValidator.validate(file)).containsExactly(file + "[0]: unit is missing",
				file + "[0]: range is not a string", file + "[0]: extra is not a string",
				file + "[0]: unknown key 'testName'");
	}

	@Test
	void rejectsWhatIsNotAnArrayOfObjects() throws IOException {
		assertThat(BenchmarkValidator.validate(write("{\"name\": \"a\"}"))).singleElement()
			.asString()
			.endsWith(": the top level is not an array");
		assertThat(BenchmarkValidator.validate(write("[]"))).singleElement()
			.asString()
			.endsWith(": the array is empty");
		assertThat(BenchmarkValidator.validate(write("[1]"))).singleElement().asString().endsWith("[0]: not an object");
		assertThat(BenchmarkValidator.validate(write("[{\"name\": \"a\", \"unit\": \"ms\", \"value\": NaN}]")))
			.singleElement()
			.asString()
			.contains(": not valid JSON");
		assertThat(BenchmarkValidator.validate(write(""))).singleElement().asString().endsWith(": empty file");
		assertThat(BenchmarkValidator.validate(this.directory.resolve("missing.json"))).singleElement()
			.asString()
			.endsWith("missing.json: no such file");
	}

	private Path write(String json) throws IOException {
		Path file = Files.createTempFile(this.directory, "bench", ".json");
		Files.writeString(file, json);
		return file;
	}

}
