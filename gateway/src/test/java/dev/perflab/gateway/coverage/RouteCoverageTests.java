package dev.perflab.gateway.coverage;

import java.util.List;

import io.micrometer.core.instrument.MeterRegistry;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.webtestclient.autoconfigure.AutoConfigureWebTestClient;
import org.springframework.cloud.gateway.handler.RoutePredicateHandlerMapping;
import org.springframework.http.HttpHeaders;
import org.springframework.test.web.reactive.server.WebTestClient;
import org.springframework.web.reactive.DispatcherHandler;
import org.springframework.web.reactive.HandlerMapping;
import org.springframework.web.server.WebExceptionHandler;
import org.springframework.web.server.WebFilter;

import dev.perflab.gateway.stub.StubBackends;
import dev.perflab.gateway.stub.StubServers;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What the perf tool asks the running gateway, as it asks it: which routes there are, and
 * how many requests each one took. And what that costs: nothing per request but the
 * gateway's metrics filter.
 */
@StubBackends
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT)
// Speed is not what these tests check: a starved machine can take longer than the default
// 5 s over a cold first request.
@AutoConfigureWebTestClient(timeout = "PT60S")
class RouteCoverageTests {

	private final JsonMapper mapper = JsonMapper.builder().build();

	@Autowired
	private WebTestClient client;

	@Test
	void theRoutesEndpointListsEveryRoute() {
		JsonNode routes = get("/actuator/gateway/routes");

		assertThat(routes.valueStream().map((route) -> route.get("route_id").asString()))
			.containsExactlyInAnyOrder("hello-service", "items", "items-beta", "orders", "search");
	}

	@Test
	void aRoutesCounterCountsTheRequestsItTook(StubServers backends) {
		long itemsBefore = requestCount("items");
		long helloBefore = requestCount("hello-service");

		for (int i = 0; i < 3; i++) {
			this.client.get()
				.uri("/api/items/{i}", i)
				.header(HttpHeaders.AUTHORIZATION, "Bearer perf-lab-token")
				.exchange()
				.expectStatus()
				.isOk();
		}

		assertThat(requestCount("items")).isEqualTo(itemsBefore + 3);
		assertThat(requestCount("hello-service")).isEqualTo(helloBefore);
		assertThat(backends.requestsSeenByHello).hasSize(3);
	}

	@Test
	void springBootsOwnObservationOfEveryRequestIsOff(@Autowired MeterRegistry registry) {
		this.client.get()
			.uri("/service/hello")
			.header(HttpHeaders.AUTHORIZATION, "Bearer perf-lab-token")
			.exchange()
			.expectStatus()
			.isOk();
		this.client.get().uri("/hello").exchange().expectStatus().isOk();

		assertThat(registry.find("http.server.requests").meters()).isEmpty();
		assertThat(registry.find("spring.cloud.gateway.requests").tag("routeId", "hello-service").timer()).isNotNull();
	}

	@Test
	void noObservationOrFilterOfActuatorsJoinsEveryRequest(@Autowired List<WebFilter> webFilters,
			@Autowired List<WebExceptionHandler> errorHandlers) {
		assertThat(webFilters).extracting((filter) -> filter.getClass().getSimpleName())
			.containsExactly("WeightCalculatorWebFilter");
		// WebFlux's own two: Spring Cloud Gateway's observation would add one more, which
		// every request's chain would pass through.
		assertThat(errorHandlers).extracting((handler) -> handler.getClass().getSimpleName())
			.containsExactlyInAnyOrder("DefaultErrorWebExceptionHandler", "WebFluxResponseStatusExceptionHandler");
	}

	@Test
	void onlyTheCoverageEndpointsAreThereAndOnlyToRead() {
		this.client.get().uri("/actuator/health").exchange().expectStatus().isNotFound();
		this.client.get().uri("/actuator/env").exchange().expectStatus().isNotFound();
		this.client.post().uri("/actuator/gateway/refresh").exchange().expectStatus().is4xxClientError();
		this.client.get().uri("/actuator/gateway/routes").exchange().expectStatus().isOk();
		this.client.get().uri("/health").exchange().expectStatus().isOk();
	}

	@Test
	void actuatorsMappingsComeAfterTheRoutes(@Autowired DispatcherHandler dispatcher) {
		List<String> mappings = dispatcher.getHandlerMappings()
			.stream()
			.map(HandlerMapping::getClass)
			.map(Class::getSimpleName)
			.toList();

		assertThat(mappings).containsSubsequence(RoutePredicateHandlerMapping.class.getSimpleName(),
				"WebFluxEndpointHandlerMapping");
		assertThat(mappings).containsSubsequence(RoutePredicateHandlerMapping.class.getSimpleName(),
				"ControllerEndpointHandlerMapping");
	}

	/** The COUNT of the route's timer, 0 before its first request. */
	private long requestCount(String routeId) {
		WebTestClient.ResponseSpec response = this.client.get()
			.uri("/actuator/metrics/spring.cloud.gateway.requests?tag=routeId:{id}", routeId)
			.exchange();
		byte[] body = response.expectBody(byte[].class).returnResult().getResponseBody();
		if (body == null) {
			return 0;
		}
		JsonNode metric = this.mapper.readTree(body);
		if (!metric.has("measurements")) {
			return 0;
		}
		return metric.get("measurements")
			.valueStream()
			.filter((measurement) -> "COUNT".equals(measurement.get("statistic").asString()))
			.mapToLong((measurement) -> measurement.get("value").asLong())
			.findFirst()
			.orElseThrow();
	}

	private JsonNode get(String path) {
		byte[] body = this.client.get()
			.uri(path)
			.exchange()
			.expectStatus()
			.isOk()
			.expectBody(byte[].class)
			.returnResult()
			.getResponseBody();
		return this.mapper.readTree(body);
	}

}
