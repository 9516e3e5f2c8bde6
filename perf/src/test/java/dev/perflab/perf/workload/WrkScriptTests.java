package dev.perflab.perf.workload;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * The script a workload becomes, run by the real wrk against a server of the test's own:
 * the mix arrives as declared, and the summary counts what was sent per name.
 */
class WrkScriptTests {

	static {
		// Without it the JDK's server waits for delayed ACKs: about 25 answers a second a
		// connection, too few for a share to be read.
		System.setProperty("sun.net.httpserver.nodelay", "true");
	}

	/** A GET three times as often as a POST, and a request never sent. */
	static final Path WORKLOAD = Path.of("src/test/resources/workloads/item-order-never.yaml");

	@TempDir
	Path directory;

	@Test
	void wrkSendsTheMixByWeightAndCountsItPerName() throws Exception {
		Workload workload = WorkloadReader.read(WORKLOAD);
		Path script = this.directory.resolve("w.lua");
		Files.writeString(script, WrkScript.of(workload, Files.readString(Path.of("wrk/report.lua"))));
		Map<String, AtomicLong> seen = new ConcurrentHashMap<>();
		AtomicLong badBodies = new AtomicLong();
		AtomicLong unauthorised = new AtomicLong();
		java.util.Set<String> paths = ConcurrentHashMap.newKeySet();
		HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 64);
		server.setExecutor(Executors.newFixedThreadPool(2));
		server.createContext("/", (exchange) -> {
			byte[] body = exchange.getRequestBody().readAllBytes();
			String path = exchange.getRequestURI().getPath();
			paths.add(path);
			if (!"Bearer t".equals(exchange.getRequestHeaders().getFirst("Authorization"))) {
				unauthorised.incrementAndGet();
			}
			String name = path.startsWith("/items/") ? "item" : path.equals("/orders") ? "order" : path.substring(1);
			seen.computeIfAbsent(name, (key) -> new AtomicLong()).incrementAndGet();
			if (name.equals("order") && (body.length != 2048
					|| !"application/json".equals(exchange.getRequestHeaders().getFirst("Content-Type")))) {
				badBodies.incrementAndGet();
			}
			byte[] answer = "ok".getBytes(StandardCharsets.US_ASCII);
			exchange.sendResponseHeaders(name.equals("order") ? 201 : 200, answer.length);
			exchange.getResponseBody().write(answer);
			exchange.close();
		});
		server.start();
		try {
			Process wrk = new ProcessBuilder("wrk", "-t2", "-c4", "-d2s", "-s", script.toString(),
					"http://127.0.0.1:" + server.getAddress().getPort())
				.redirectErrorStream(true)
				.start();
			String output = new String(wrk.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
			assertThat(wrk.waitFor(30, TimeUnit.SECONDS)).isTrue();
			assertThat(wrk.exitValue()).as(output).isZero();
			String line = output.lines().filter((l) -> l.startsWith("perf-wrk-summary ")).findFirst().orElseThrow();
			JsonNode summary = new ObjectMapper().readTree(line.substring("perf-wrk-summary ".length()));
			long item = summary.path("sent").path("item").asLong();
			long order = summary.path("sent").path("order").asLong();
			assertThat(summary.path("sent").has("never")).isFalse();
			assertThat(item + order).isGreaterThan(2000);
			assertThat((double) order / (item + order)).isCloseTo(0.25, within(0.03));
			// What wrk counts as sent reached the server, less those in flight at the
			// end.
			assertThat(seen.get("item").get()).isBetween(item - 4, item);
			assertThat(seen.get("order").get()).isBetween(order - 4, order);
			assertThat(seen).doesNotContainKey("never");
			assertThat(badBodies.get()).isZero();
			assertThat(unauthorised.get()).isZero();
			assertThat(paths.stream().filter((p) -> p.startsWith("/items/")).count())
				.isGreaterThan(WrkScript.PATHS_PER_REQUEST / 2);
			assertThat(summary.path("errors").path("status").asLong()).isZero();
		}
		finally {
			server.stop(0);
			((java.util.concurrent.ExecutorService) server.getExecutor()).shutdownNow();
		}
	}

	@Test
	void slotsFollowTheWeightsAndGiveEveryRequestAtLeastOne() {
		List<Request> requests = List.of(request("a", 1), request("b", 2), request("c", 0.0001));
		List<Integer> slots = WrkScript.slots(requests);
		assertThat(slots.stream().filter((s) -> s == 1).count()).isBetween(332L, 334L);
		assertThat(slots.stream().filter((s) -> s == 2).count()).isBetween(665L, 667L);
		assertThat(slots.stream().filter((s) -> s == 3).count()).isEqualTo(1);
	}

	@Test
	void quotesAnyByteAsALuaString() {
		assertThat(WrkScript.quote(new byte[] { 'a', '"', '\\', '\n', (byte) 0xff }))
			.isEqualTo("\"a\\034\\092\\010\\255\"");
	}

	private static Request request(String name, double weight) {
		return new Request(name, "GET", "/" + name, Map.of(), Map.of(), null, 200, weight);
	}

}
