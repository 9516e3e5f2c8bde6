package dev.perflab.perf.results;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Consumer;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.perflab.perf.TestRuns;
import dev.perflab.perf.cli.PerfCommand;
import dev.perflab.perf.compare.MetricComparison;
import dev.perflab.perf.compare.Verdict;
import dev.perflab.perf.metrics.Metric;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

/**
 * Reading results.json is strict: every way a file can differ from what the report tool
 * writes fails, naming the file and the JSON path.
 */
class ResultsJsonTests {

	private static final ObjectMapper JSON = new ObjectMapper();

	@TempDir
	Path directory;

	private byte[] written;

	@BeforeEach
	void writeAReport() throws IOException {
		Path run = TestRuns.compareSlowerHead(this.directory.resolve("run")).write();
		int exitCode = PerfCommand.execute(new String[] { "report", run.toString(), "--no-jfr" },
				new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()));
		assertThat(exitCode).isEqualTo(1);
		this.written = Files.readAllBytes(run.resolve(ResultsJson.FILE));
	}

	@Test
	void readsWhatTheReportToolWroteAndWritesItBackByteForByte() {
		Results results = ResultsJson.read(this.written, ResultsJson.FILE);
		assertThat(results.schemaVersion()).isEqualTo(ResultsJson.SCHEMA_VERSION);
		MetricComparison cpu = results.comparison().metrics().get(0);
		assertThat(cpu.metric()).isEqualTo(Metric.CPU_PER_REQUEST);
		assertThat(cpu.verdict()).isEqualTo(Verdict.REGRESSED);
		assertThat(cpu.windowPairs()).isEqualTo(5);
		assertThat(results.rounds()).hasSize(10);
		assertThat(new String(ResultsJson.write(results), StandardCharsets.UTF_8))
			.isEqualTo(new String(this.written, StandardCharsets.UTF_8));
	}

	@Test
	void readsANullWhereTheContractHasOne() {
		Results results = read((root) -> metric(root).putNull("note"));
		assertThat(results.comparison().metrics().get(0).note()).isNull();
	}

	@Test
	void rejectsAnUnknownProperty() {
		assertRejected((root) -> root.put("extra", 1), "results.json: $.extra: unknown property");
		assertRejected((root) -> metric(root).putObject("interval")
			.put("low", 1)
			.put("high", 1)
			.put("level", 0.9)
			.put("mid", 1), "results.json: $.comparison.metrics[0].interval.mid: unknown property");
	}

	@Test
	void rejectsAMissingProperty() {
		assertRejected((root) -> root.remove("tool"), "results.json: $.tool: missing");
		assertRejected((root) -> metric(root).remove("note"), "results.json: $.comparison.metrics[0].note: missing");
	}

	@Test
	void rejectsAValueOfAnotherType() {
		assertRejected((root) -> metric(root).put("ratio", "+10%"),
				"results.json: $.comparison.metrics[0].ratio: expected a number");
		assertRejected((root) -> metric(root).put("windowPairs", 5.5),
				"results.json: $.comparison.metrics[0].windowPairs: expected a whole number");
		assertRejected((root) -> metric(root).put("windowPairs", "5"),
				"results.json: $.comparison.metrics[0].windowPairs: expected a whole number");
		assertRejected((root) -> metric(root).put("note", 5),
				"results.json: $.comparison.metrics[0].note: " + "expected a string");
		assertRejected((root) -> ((ObjectNode) root.get("gate")).put("passed", 0),
				"results.json: $.gate.passed: expected true or false");
		assertRejected((root) -> ((ObjectNode) root.get("gate")).put("reasons", "one reason"),
				"results.json: $.gate.reasons: expected an array");
		assertRejected((root) -> ((ArrayNode) root.get("warnings")).addObject().put("html", "<script>"),
				"results.json: $.warnings[0]: expected a string");
		assertRejected((root) -> root.put("layout", "1"), "results.json: $.layout: expected an object");
	}

	@Test
	void rejectsAValueOutsideItsEnumerationShowingItCleaned() {
		assertRejected((root) -> root.put("verdict", "<b>pass</b>\n::error::x"),
				"results.json: $.verdict: expected one of pass, fail, inconclusive ('<b>pass</b> ::error::x')");
		assertRejected((root) -> metric(root).put("metric", "gcPausesPerSecond"),
				"results.json: $.comparison.metrics[0].metric: expected one of " + String.join(", ", Metric.ids())
						+ " ('gcPausesPerSecond')");
	}

	@Test
	void readsARoundsFiguresUnderEveryMetricsIdAndNoOther() {
		String keys = "results.json: $.rounds[0].metrics: the keys must be the metric ids "
				+ String.join(", ", Metric.ids());
		assertRejected((root) -> roundMetrics(root).remove(Metric.RPS.id()), keys);
		assertRejected((root) -> roundMetrics(root).put("gcPausesPerSecond", 1), keys);
		assertRejected((root) -> roundMetrics(root).put(Metric.RPS.id(), "fast"),
				"results.json: $.rounds[0].metrics.rps: expected a number");
		Results results = read((root) -> roundMetrics(root).putNull(Metric.LATENCY_P50.id()));
		assertThat(Metric.LATENCY_P50.valueOf(results.rounds().get(0))).isNull();
		assertThat(Metric.RPS.valueOf(results.rounds().get(0))).isPositive();
	}

	@Test
	void rejectsANullWhereTheContractHasNone() {
		assertRejected((root) -> metric(root).putNull("verdict"),
				"results.json: $.comparison.metrics[0].verdict: must not be null");
		assertRejected((root) -> ((ArrayNode) root.get("warnings")).addNull(),
				"results.json: $.warnings[0]: must not be null");
		assertRejected((root) -> root.putNull("rounds"), "results.json: $.rounds: must not be null");
	}

	@Test
	void acceptsANullItemOnlyWhereItemsMayBeNull() {
		Results results = read((root) -> ((ArrayNode) metric(root).get("windowRatios")).setNull(0));
		assertThat(results.comparison().metrics().get(0).windowRatios()).startsWith((Double) null);
	}

	@Test
	void rejectsANumberTooLargeToBeFinite() {
		String json = new String(this.written, StandardCharsets.UTF_8).replaceFirst("\"ratio\" : [^,]+,",
				"\"ratio\" : 1e999,");
		assertThatExceptionOfType(InvalidResultsException.class)
			.isThrownBy(() -> ResultsJson.read(json.getBytes(StandardCharsets.UTF_8), ResultsJson.FILE))
			.withMessage("results.json: $.comparison.metrics[0].ratio: expected a finite number");
	}

	@Test
	void rejectsAWholeNumberTooLargeForItsField() {
		assertRejected((root) -> ((ObjectNode) root.get("load")).put("rounds", 1L << 40),
				"results.json: $.load.rounds: expected a whole number");
	}

	@Test
	void rejectsWhatTheTypesCannotSay() {
		assertRejected((root) -> ((ObjectNode) root.get("rules")).put("status", "pass"),
				"results.json: $.rules: reason must be there when the check was skipped and only then");
		assertRejected((root) -> root.put("verdict", "pass"), "results.json: $: verdict must be gate.outcome");
		assertRejected((root) -> ((ObjectNode) root.get("comparison")).put("confidence", 1.5),
				"results.json: $.comparison: confidence must be between 0 and 1");
	}

	@Test
	void rejectsAnotherSchemaVersionBeforeAnythingElse() {
		assertRejected((root) -> root.put("schemaVersion", 1).put("pairRatios", 1),
				"results.json: $.schemaVersion: 1 is not the version this reader knows (" + ResultsJson.SCHEMA_VERSION
						+ ")");
		assertRejected((root) -> root.remove("schemaVersion"), "results.json: $.schemaVersion: missing");
	}

	@Test
	void rejectsWhatIsNotOneJsonObject() {
		assertThat(rejection("not json")).startsWith("results.json: not valid JSON (line 1, column ");
		assertThat(rejection("{\"schemaVersion\": 2, \"schemaVersion\": 2}"))
			.startsWith("results.json: not valid JSON (line 1, column ");
		assertThat(rejection("{\"schemaVersion\": 2} {}")).startsWith("results.json: not valid JSON (line 1, column ");
		assertThat(rejection("[]")).isEqualTo("results.json: $: expected an object");
		assertThat(rejection("")).isEqualTo("results.json: $: expected an object");
	}

	@Test
	void keepsAHostileKeyOutOfTheMessage() {
		String message = rejection((root) -> root.put("\u202E::error::x\n" + "k".repeat(500), 1));
		assertThat(message).startsWith("results.json: $['::error::x kkk").doesNotContain("\n", "\u202E");
		assertThat(message.length()).isLessThan(120);
	}

	@Test
	void readsAFileWithinItsSizeLimit() throws IOException {
		Path file = Files.write(this.directory.resolve(ResultsJson.FILE), this.written);
		assertThat(ResultsJson.read(file, this.written.length).schemaVersion()).isEqualTo(ResultsJson.SCHEMA_VERSION);
		assertThatExceptionOfType(InvalidResultsException.class)
			.isThrownBy(() -> ResultsJson.read(file, this.written.length - 1))
			.withMessage("results.json: more than " + (this.written.length - 1) + " bytes");
		assertThatExceptionOfType(InvalidResultsException.class)
			.isThrownBy(() -> ResultsJson.read(this.directory.resolve("missing.json"), 100))
			.withMessageStartingWith("missing.json: cannot read it");
	}

	private Results read(Consumer<ObjectNode> change) {
		return ResultsJson.read(changed(change), ResultsJson.FILE);
	}

	private void assertRejected(Consumer<ObjectNode> change, String message) {
		assertThat(rejection(change)).isEqualTo(message);
	}

	private String rejection(Consumer<ObjectNode> change) {
		return rejection(new String(changed(change), StandardCharsets.UTF_8));
	}

	private static String rejection(String json) {
		try {
			ResultsJson.read(json.getBytes(StandardCharsets.UTF_8), ResultsJson.FILE);
		}
		catch (InvalidResultsException ex) {
			return ex.getMessage();
		}
		throw new AssertionError("read: " + json);
	}

	private byte[] changed(Consumer<ObjectNode> change) {
		try {
			ObjectNode root = (ObjectNode) JSON.readTree(this.written);
			change.accept(root);
			return JSON.writeValueAsBytes(root);
		}
		catch (IOException ex) {
			throw new AssertionError(ex);
		}
	}

	private static ObjectNode roundMetrics(ObjectNode root) {
		return (ObjectNode) root.at("/rounds/0/metrics");
	}

	private static ObjectNode metric(ObjectNode root) {
		return (ObjectNode) root.at("/comparison/metrics/0");
	}

}
