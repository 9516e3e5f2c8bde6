package dev.perflab.perf.results;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.function.Consumer;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.perflab.perf.ResultsTrees;
import dev.perflab.perf.metrics.Metric;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

/**
 * {@code results.schema.json} and the reader ({@link ResultsJson}) hold the same
 * contract: what one rejects the other rejects, and the parts the golden files do not
 * show (a rule check that ran, hotspots compared) pass both.
 */
class ResultsSchemaTests {

	private static final ObjectMapper JSON = new ObjectMapper();

	@Test
	void isADraft202012Schema() throws IOException {
		try (InputStream in = ResultsSchemaTests.class.getResourceAsStream(ResultsSchema.RESOURCE)) {
			ObjectNode schema = (ObjectNode) JSON.readTree(in);
			assertThat(schema.get("$schema").asText()).isEqualTo("https://json-schema.org/draft/2020-12/schema");
			assertThat(schema.at("/properties/schemaVersion/const").asInt()).isEqualTo(ResultsJson.SCHEMA_VERSION);
		}
	}

	@Test
	void namesEveryMetricRowInRowOrder() throws IOException {
		try (InputStream in = ResultsSchemaTests.class.getResourceAsStream(ResultsSchema.RESOURCE)) {
			ObjectNode schema = (ObjectNode) JSON.readTree(in);
			assertThat(schema.at("/$defs/metricId/enum").valueStream().map(JsonNode::asText))
				.containsExactlyElementsOf(Metric.ids());
		}
	}

	@Test
	void describesEveryPropertyItAllows() throws IOException {
		try (InputStream in = ResultsSchemaTests.class.getResourceAsStream(ResultsSchema.RESOURCE)) {
			ObjectNode schema = (ObjectNode) JSON.readTree(in);
			// The objects of the contract, not the conditions (if, then, else) on them.
			schema.findParents("properties")
				.stream()
				.filter((parent) -> parent.has("additionalProperties"))
				.forEach((parent) -> parent.get("properties")
					.properties()
					.forEach((property) -> assertThat(property.getValue().path("description").asText())
						.as("description of %s", property.getKey())
						.isNotBlank()));
		}
	}

	@Test
	void rejectsAMissingKey() {
		assertBothReject("compare.json", (root) -> root.remove("tool"));
		assertBothReject("compare.json", (root) -> metric(root).remove("windowRatios"));
	}

	@Test
	void rejectsAWrongType() {
		assertBothReject("compare.json", (root) -> metric(root).put("ratio", "+10%"));
		assertBothReject("compare.json", (root) -> metric(root).put("windowPairs", 5.5));
		assertBothReject("single.json", (root) -> ((ObjectNode) root.get("load")).put("rounds", "3"));
	}

	@Test
	void rejectsAnExtraKey() {
		assertBothReject("compare.json", (root) -> root.put("pairRatios", 1));
		assertBothReject("compare.json", (root) -> metric(root).put("pairs", 5));
	}

	@Test
	void rejectsANullWhereTheContractHasNone() {
		assertBothReject("compare.json", (root) -> metric(root).putNull("verdict"));
		assertBothReject("single.json", (root) -> ((ArrayNode) root.get("files")).addNull());
	}

	@Test
	void rejectsAValueOutsideItsEnumeration() {
		assertBothReject("compare.json", (root) -> metric(root).put("metric", "gcPausesPerSecond"));
		assertBothReject("compare.json", (root) -> ((ObjectNode) root.get("rules")).put("status", "green"));
	}

	@Test
	void rejectsAPartThatDoesNotFitTheMode() {
		assertBothReject("single.json", (root) -> root.set("comparison", golden("compare.json").get("comparison")));
		assertBothReject("compare.json", (root) -> root.putNull("hotspots"));
		assertBothReject("compare.json", (root) -> ((ObjectNode) root.get("rules")).putNull("reason"));
		assertBothReject("compare.json", (root) -> root.putNull("flameGraphDiff"));
		assertBothReject("single.json",
				(root) -> root.set("flameGraphDiff", golden("compare.json").get("flameGraphDiff")));
		assertBothReject("compare.json", (root) -> root.putNull("allocationFlameGraphDiff"));
		assertBothReject("single.json",
				(root) -> root.set("allocationFlameGraphDiff", golden("compare.json").get("allocationFlameGraphDiff")));
	}

	@Test
	void acceptsDifferentialFlameGraphsDrawnAndOnlyByTheirOwnNames() {
		ObjectNode root = golden("compare.json");
		ResultsTrees.drawnFlameGraphDiff(root);
		assertThat(ResultsSchema.errors(root)).isEmpty();
		Results.FlameGraphDiff diff = ResultsJson
			.read(root.toString().getBytes(StandardCharsets.UTF_8), ResultsJson.FILE)
			.flameGraphDiff();
		assertThat(diff.file()).isEqualTo("flamegraph-diff.html");
		assertThat(diff.head().requests()).isEqualTo(598_760);
		assertBothReject("compare.json",
				(changed) -> ((ObjectNode) ResultsTrees.drawnFlameGraphDiff(changed).get("flameGraphDiff")).put("file",
						"x.html"));
		assertBothReject("compare.json",
				(changed) -> ((ObjectNode) ResultsTrees.drawnFlameGraphDiff(changed).get("flameGraphDiff"))
					.put("problem", "drawn and not"));
		Results.FlameGraphDiff allocation = ResultsJson
			.read(root.toString().getBytes(StandardCharsets.UTF_8), ResultsJson.FILE)
			.allocationFlameGraphDiff();
		assertThat(allocation.file()).isEqualTo("flamegraph-alloc-diff.html");
		assertThat(allocation.head().perRequest()).isEqualTo(23_912.25);
		// Each graph by its own names only: the CPU page's name in the allocation's place
		// is refused, and the reverse.
		assertBothReject("compare.json",
				(changed) -> ((ObjectNode) ResultsTrees.drawnFlameGraphDiff(changed).get("allocationFlameGraphDiff"))
					.put("file", "flamegraph-diff.html"));
		assertBothReject("compare.json",
				(changed) -> ((ObjectNode) ResultsTrees.drawnFlameGraphDiff(changed).get("flameGraphDiff"))
					.put("goneFile", "flamegraph-alloc-diff-gone.html"));
		assertBothReject("compare.json", (changed) -> ((ObjectNode) ResultsTrees.drawnFlameGraphDiff(changed)
			.at("/allocationFlameGraphDiff/head")).put("perRequest", -1));
		assertBothReject("compare.json",
				(changed) -> ((ObjectNode) ResultsTrees.drawnFlameGraphDiff(changed).at("/flameGraphDiff/base"))
					.put("requests", -1));
	}

	@Test
	void acceptsARuleCheckThatRanAndHotspotsCompared() {
		ObjectNode root = golden("compare.json");
		ObjectNode rules = root.putObject("rules").put("status", "fail").putNull("reason");
		ObjectNode check = rules.putObject("check").put("file", "rules.json").put("recording", "head.jfr");
		check.putArray("parametersSet");
		check.putObject("summary").put("pass", 1).put("warn", 0).put("fail", 1);
		check.putArray("results")
			.add(rule("event-loop-blocking", "fail", "fail", 7,
					"jdk.SocketRead 127.0.0.1:38073 on reactor-http-epoll-1: 7 events"))
			.add(rule("lock-contention", "warn", "pass", 0, null));
		ObjectNode files = rules.putObject("filesChanged");
		files.putArray("added");
		files.putArray("removed").add("event-loop-blocking.sql");
		files.putArray("changed");
		ResultsTrees.shift(ResultsTrees.hotspots(root, 1), "com.acme.Auth.burn", "self", 0, 300);
		assertThat(ResultsSchema.errors(root)).isEmpty();
		Results results = ResultsJson.read(root.toString().getBytes(StandardCharsets.UTF_8), ResultsJson.FILE);
		assertThat(results.rules().check().results()).hasSize(2);
		assertThat(results.hotspots().comparison().shifts()).singleElement()
			.extracting(Results.Shift::newInHead)
			.isEqualTo(true);
	}

	private static ObjectNode rule(String id, String severity, String status, long rows, String finding) {
		ObjectNode rule = JSON.createObjectNode()
			.put("id", id)
			.put("severity", severity)
			.put("status", status)
			.put("rows", rows)
			.put("limit", 0);
		return (finding != null) ? rule.put("finding", finding) : rule.putNull("finding");
	}

	private static void assertBothReject(String golden, Consumer<ObjectNode> change) {
		ObjectNode root = golden(golden);
		change.accept(root);
		assertThat(ResultsSchema.errors(root)).as("the schema's errors").isNotEmpty();
		assertThatExceptionOfType(InvalidResultsException.class)
			.isThrownBy(() -> ResultsJson.read(root.toString().getBytes(StandardCharsets.UTF_8), ResultsJson.FILE));
	}

	private static ObjectNode metric(ObjectNode root) {
		return (ObjectNode) root.at("/comparison/metrics/0");
	}

	private static ObjectNode golden(String name) {
		try (InputStream in = ResultsSchemaTests.class.getResourceAsStream("/results/" + name)) {
			return (ObjectNode) JSON.readTree(in);
		}
		catch (IOException ex) {
			throw new AssertionError(ex);
		}
	}

}
