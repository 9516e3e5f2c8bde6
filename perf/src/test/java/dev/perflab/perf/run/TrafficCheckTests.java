package dev.perflab.perf.run;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import dev.perflab.perf.raw.Traffic;
import dev.perflab.perf.workload.Workload;
import dev.perflab.perf.workload.WorkloadReader;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

/**
 * The check of a workload against the gateways, on stand-in gateways of the test's own
 * that answer by path and, as Spring Cloud Gateway's actuator does, list their routes and
 * count the requests each one took.
 */
class TrafficCheckTests {

	@TempDir
	Path directory;

	private final StringWriter log = new StringWriter();

	private HttpServer head;

	private HttpServer base;

	@AfterEach
	void stop() {
		for (HttpServer server : new HttpServer[] { this.head, this.base }) {
			if (server != null) {
				server.stop(0);
			}
		}
	}

	@Test
	void aRequestBaseDoesNotServeIsLeftOutOfBothSidesAndEachRouteIsNamed() throws IOException {
		this.head = gateway(Map.of("/a", "route-a", "/b", "route-b"), true);
		this.base = gateway(Map.of("/a", "route-a"), true);
		TrafficCheck check = new TrafficCheck(workload(), new Progress(new PrintWriter(this.log)));
		Path script = check.before(side("head-1", this.head), side("base-1", this.base), report(),
				this.directory.resolve("w.lua"));
		assertThat(Files.readString(script)).contains("perf_names = {\"a\", }").doesNotContain("\"/b\"");
		check.countRoutes(side("head-1", this.head));
		Traffic traffic = check.record();
		assertThat(traffic.requests()).extracting(Traffic.Sent::name, Traffic.Sent::route, Traffic.Sent::share)
			.containsExactly(org.assertj.core.groups.Tuple.tuple("a", "route-a", 1.0),
					org.assertj.core.groups.Tuple.tuple("b", "route-b", 0.0));
		assertThat(traffic.requests().get(1).leftOut())
			.isEqualTo("base answered 404 (a route head adds?): left out of " + "both sides");
		assertThat(traffic.routes()).extracting(Traffic.Route::id, Traffic.Route::requests)
			.containsExactly(org.assertj.core.groups.Tuple.tuple("route-a", 1L),
					org.assertj.core.groups.Tuple.tuple("route-b", 1L),
					org.assertj.core.groups.Tuple.tuple("route-idle", 0L));
		assertThat(traffic.unrouted()).containsExactly("route-idle");
		assertThat(this.log.toString()).contains("request 'b': base answered 404");
	}

	@Test
	void aRequestHeadAnswersWithAnotherStatusEndsTheRunNamingIt() throws IOException {
		this.head = gateway(Map.of("/a", "route-a"), true);
		TrafficCheck check = new TrafficCheck(workload(), new Progress(new PrintWriter(this.log)));
		assertThatExceptionOfType(UnexpectedStatusException.class)
			.isThrownBy(() -> check.before(side("gateway", this.head), null, report(), this.directory.resolve("w.lua")))
			.withMessageContaining("gateway: 'b' (POST /b) answered 404, the workload expects 201");
		assertThat(check.record().mismatches()).singleElement()
			.extracting(Traffic.Mismatch::request, Traffic.Mismatch::status, Traffic.Mismatch::when)
			.containsExactly("b", 404, "before the load");
	}

	@Test
	void aGatewayWithoutTheActuatorIsMeasuredWithItsRoutesUnknown() throws IOException {
		this.head = gateway(Map.of("/a", "route-a", "/b", "route-b"), false);
		TrafficCheck check = new TrafficCheck(workload(), new Progress(new PrintWriter(this.log)));
		check.before(side("gateway", this.head), null, report(), this.directory.resolve("w.lua"));
		check.countRoutes(side("gateway", this.head));
		Traffic traffic = check.record();
		assertThat(traffic.routes()).isEmpty();
		assertThat(traffic.routesUnknown()).contains("the gateway does not tell the route list");
		assertThat(traffic.requests()).extracting(Traffic.Sent::route).containsOnlyNulls();
	}

	private Workload workload() throws IOException {
		Path file = this.directory.resolve("w.yaml");
		Files.writeString(file, """
				requests:
				  - {name: a, path: /a, weight: 3}
				  - {name: b, method: POST, path: /b, body: {size: 100}, status: 201}
				""");
		return WorkloadReader.read(file);
	}

	private static Path report() {
		return Path.of("wrk/report.lua");
	}

	private static Gateway side(String name, HttpServer server) {
		return new Gateway(name, Path.of("/g.jar"), "clean", server.getAddress().getPort(), true);
	}

	/**
	 * A stand-in gateway: each path of {@code routes} is answered by its route (POST with
	 * 201, GET with 200), anything else 404; with the actuator, it lists its routes (and
	 * one that takes nothing) and counts requests per route as Spring Cloud Gateway's
	 * metrics endpoint shows them.
	 */
	private static HttpServer gateway(Map<String, String> routes, boolean actuator) throws IOException {
		Map<String, AtomicLong> counts = new ConcurrentHashMap<>();
		HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 16);
		server.createContext("/", (exchange) -> {
			exchange.getRequestBody().readAllBytes();
			String path = exchange.getRequestURI().getPath();
			String query = exchange.getRequestURI().getQuery();
			if (actuator && path.equals("/actuator/gateway/routes")) {
				answer(exchange, 200,
						"[{\"route_id\":\"route-a\"},{\"route_id\":\"route-b\"},{\"route_id\":\"route-idle\"}]");
			}
			else if (actuator && path.equals("/actuator/metrics/spring.cloud.gateway.requests")) {
				if (counts.isEmpty()) {
					answer(exchange, 404, "");
				}
				else if (query == null) {
					answer(exchange, 200,
							"{\"availableTags\":[{\"tag\":\"routeId\",\"values\":["
									+ String.join(",", counts.keySet().stream().map((id) -> "\"" + id + "\"").toList())
									+ "]}]}");
				}
				else {
					String id = query.substring("tag=routeId:".length());
					answer(exchange, 200,
							"{\"measurements\":[{\"statistic\":\"COUNT\",\"value\":" + counts.get(id).get() + ".0}]}");
				}
			}
			else if (routes.containsKey(path)) {
				counts.computeIfAbsent(routes.get(path), (id) -> new AtomicLong()).incrementAndGet();
				answer(exchange, exchange.getRequestMethod().equals("POST") ? 201 : 200, "ok");
			}
			else {
				answer(exchange, 404, "");
			}
		});
		server.start();
		return server;
	}

	private static void answer(HttpExchange exchange, int status, String body) throws IOException {
		byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
		exchange.sendResponseHeaders(status, bytes.length == 0 ? -1 : bytes.length);
		if (bytes.length > 0) {
			exchange.getResponseBody().write(bytes);
		}
		exchange.close();
	}

}
