package dev.perflab.perf.workload;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

class WorkloadReaderTests {

	@TempDir
	Path directory;

	@Test
	void readsTheShippedWorkloads() {
		Workload workload = WorkloadReader.read(Path.of("workloads/default.yaml"));
		assertThat(workload.requests()).extracting(Request::name)
			.containsExactly("item", "item-beta", "search", "order", "hello");
		assertThat(workload.sent().stream().mapToDouble(workload::share).sum()).isCloseTo(1.0,
				org.assertj.core.data.Offset.offset(1e-9));
		Request order = workload.requests().get(3);
		assertThat(order.method()).isEqualTo("POST");
		assertThat(order.status()).isEqualTo(201);
		assertThat(order.body().bytes()).hasSize(3072);
		assertThat(order.headers()).containsEntry("Content-Type", "application/json")
			.containsEntry("Authorization", "Bearer perf-lab-token");
		assertThat(WorkloadReader.read(Path.of("workloads/single.yaml")).requests()).singleElement()
			.extracting(Request::path)
			.isEqualTo("/service/hello");
	}

	@Test
	void drawsTheVariablePartsOfAPathFromTheirRangeOrList() throws IOException {
		Workload workload = read("""
				requests:
				  - name: item
				    path: /items/{id}?size={size}
				    vars:
				      id: 5-7
				      size: [small, large]
				""");
		assertThat(workload.requests().get(0).paths(new SplittableRandom(1), 200)).hasSize(200)
			.allMatch((path) -> path.matches("/items/[5-7]\\?size=(small|large)"))
			.contains("/items/5?size=small", "/items/7?size=large");
	}

	@Test
	void aBodyComesFromAFileBesideTheWorkloadOrIsGeneratedJsonOfItsSize() throws IOException {
		Files.writeString(this.directory.resolve("order.json"), "{\"sku\":1}");
		Workload workload = read("""
				requests:
				  - name: from-file
				    method: put
				    path: /orders/1
				    body: {file: order.json}
				  - name: generated
				    method: POST
				    path: /orders
				    body: {size: 1000}
				""");
		assertThat(new String(workload.requests().get(0).body().bytes(), StandardCharsets.UTF_8))
			.isEqualTo("{\"sku\":1}");
		assertThat(workload.requests().get(0).method()).isEqualTo("PUT");
		byte[] generated = workload.requests().get(1).body().bytes();
		assertThat(generated).hasSize(1000);
		assertThat(new com.fasterxml.jackson.databind.ObjectMapper().readTree(generated).path("items").size())
			.isGreaterThan(10);
	}

	@Test
	void anUnknownKeyIsNamedWithItsLineAndRequest() throws IOException {
		assertRefused("""
				requests:
				  - name: order
				    path: /orders
				    bodyy: {size: 10}
				""", ":4: request 'order', field 'bodyy': unknown key (known here: body, headers, method, name, path, "
				+ "status, vars, weight)");
	}

	@Test
	void aPathWithoutALeadingSlashIsNamed() throws IOException {
		assertRefused("""
				requests:
				  - name: item
				    path: api/items
				""", ":3: request 'item', field 'path': 'api/items' must start with '/'");
	}

	@Test
	void aNegativeWeightOrAZeroTotalIsRefused() throws IOException {
		assertRefused("""
				requests:
				  - name: a
				    path: /a
				    weight: -1
				""", ":4: request 'a', field 'weight': -1 is out of range: from 0 to 1000000");
		assertRefused("""
				requests:
				  - name: a
				    path: /a
				    weight: 0
				""", ":2: field 'weight': the weights add up to 0.0: at least one request needs a weight above 0");
	}

	@Test
	void aMissingBodyFileIsNamed() throws IOException {
		assertRefused("""
				requests:
				  - name: order
				    method: POST
				    path: /orders
				    body:
				      file: missing.json
				""", ":6: request 'order', field 'body.file': cannot read " + this.directory.resolve("missing.json")
				+ " (NoSuchFileException)");
	}

	@Test
	void variablesAndPlaceholdersMustMatch() throws IOException {
		assertRefused("""
				requests:
				  - name: item
				    path: /items/{id}
				""", ":3: request 'item', field 'path': {id} is not declared under vars");
		assertRefused("""
				requests:
				  - name: item
				    path: /items
				    vars: {id: 1-10}
				""", ":4: request 'item', field 'vars': 'id' is not used in the path");
		assertRefused("""
				requests:
				  - name: item
				    path: /items/{id}
				    vars: {id: 10-1}
				""", ":4: request 'item', field 'vars.id': the range 10-1 ends below its start");
	}

	@Test
	void otherMistakesAreNamedToo() throws IOException {
		assertRefused("""
				requests:
				  - name: a
				    path: /a
				  - name: a
				    path: /b
				""", ":4: request 'a', field 'name': another request has this name");
		assertRefused("""
				requests:
				  - name: a
				    path: /a
				    status: 404
				""", ":4: request 'a', field 'status': 404 is out of range: a whole number from 200 to 399");
		assertRefused("""
				requests:
				  - name: a
				    method: FETCH
				    path: /a
				""", ":3: request 'a', field 'method': 'FETCH' is not one of");
		assertRefused("""
				requests:
				  - path: /a
				""", ":2: field 'name': every request needs a name");
		assertRefused("requests: []\n", ":1: field 'requests': needs a list of at least one request");
		assertRefused("requests:\n  - name: a\n    path: [/a\n", ":4: not valid YAML");
		assertRefused("""
				request:
				  - name: a
				""", ":1: field 'request': unknown key (known here: defaults, requests)");
	}

	private void assertRefused(String yaml, String message) throws IOException {
		Path file = this.directory.resolve("workload.yaml");
		Files.writeString(file, yaml);
		assertThatExceptionOfType(WorkloadException.class).isThrownBy(() -> WorkloadReader.read(file))
			.withMessageStartingWith(file + message.substring(0, message.indexOf(':', 1) + 1))
			.withMessageContaining(message);
	}

	private Workload read(String yaml) throws IOException {
		Path file = this.directory.resolve("workload.yaml");
		Files.writeString(file, yaml);
		return WorkloadReader.read(file);
	}

}
