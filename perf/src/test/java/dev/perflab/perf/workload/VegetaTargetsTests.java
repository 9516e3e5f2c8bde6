package dev.perflab.perf.workload;

import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * The workload as vegeta's targets: the same requests as wrk's script (paths, headers,
 * bodies), each in its share, interleaved.
 */
class VegetaTargetsTests {

	private static final ObjectMapper JSON = new ObjectMapper();

	@Test
	void eachRequestIsATargetInItsShareWithWrksPathsHeadersAndBody() throws Exception {
		Workload workload = workload();
		List<JsonNode> targets = parse(VegetaTargets.of(workload, "http://127.0.0.1:9"));
		assertThat(targets).hasSize(WrkScript.SLOTS);
		List<JsonNode> orders = targets.stream().filter((t) -> t.path("method").asText().equals("POST")).toList();
		assertThat((double) orders.size() / targets.size()).isCloseTo(0.25, within(0.001));
		JsonNode order = orders.get(0);
		assertThat(order.path("url").asText()).isEqualTo("http://127.0.0.1:9/orders");
		assertThat(Base64.getDecoder().decode(order.path("body").asText())).hasSize(2048);
		assertThat(order.path("header").path("Content-Type").get(0).asText()).isEqualTo("application/json");
		assertThat(order.path("header").path("Authorization").get(0).asText()).isEqualTo("Bearer t");
		Set<String> itemPaths = targets.stream()
			.filter((t) -> t.path("method").asText().equals("GET"))
			.map((t) -> t.path("url").asText().substring("http://127.0.0.1:9".length()))
			.collect(Collectors.toSet());
		Request item = workload.requests().get(0);
		assertThat(itemPaths).isEqualTo(Set.copyOf(WrkScript.paths(item)));
		assertThat(targets.stream().noneMatch((t) -> t.path("url").asText().contains("/never"))).isTrue();
	}

	@Test
	void theMixIsInterleavedAndTheSameInEveryRun() throws Exception {
		String once = VegetaTargets.of(workload(), "http://127.0.0.1:9");
		assertThat(VegetaTargets.of(workload(), "http://127.0.0.1:9")).isEqualTo(once);
		List<JsonNode> first = parse(once).subList(0, 100);
		long posts = first.stream().filter((t) -> t.path("method").asText().equals("POST")).count();
		// Round-robin over a table in file order would send 750 GETs before any POST.
		assertThat(posts).isBetween(10L, 40L);
	}

	private static Workload workload() {
		return WorkloadReader.read(WrkScriptTests.WORKLOAD);
	}

	private static List<JsonNode> parse(String lines) throws Exception {
		List<JsonNode> targets = new ArrayList<>();
		for (String line : lines.split("\n")) {
			targets.add(JSON.readTree(line));
		}
		return targets;
	}

}
