package dev.perflab.gateway;

import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.webtestclient.autoconfigure.AutoConfigureWebTestClient;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.test.web.reactive.server.WebTestClient;

import dev.perflab.gateway.stub.StubBackends;
import dev.perflab.gateway.stub.StubServers;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The routes of a user's API in front of hello-service ({@code /api/**},
 * application.yml): each reaches its backend path with Spring Cloud Gateway's filters
 * applied, behind the same bearer auth as every route.
 */
@StubBackends
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT)
// Speed is not what these tests check: a starved machine can take longer than the default
// 5 s over a cold first request.
@AutoConfigureWebTestClient(timeout = "PT60S")
class ApiRoutesTests {

	private static final String BEARER = "Bearer perf-lab-token";

	@Autowired
	private WebTestClient client;

	private final StubServers backends;

	ApiRoutesTests(StubServers backends) {
		this.backends = backends;
	}

	@Test
	void itemsAreRewrittenWithTheirQueryAndTheirHeadersAddedAndRemoved() {
		this.client.get()
			.uri("/api/items/42?bytes=512")
			.header(HttpHeaders.AUTHORIZATION, BEARER)
			.header(HttpHeaders.COOKIE, "session=s3cr3t")
			.exchange()
			.expectStatus()
			.isOk()
			.expectHeader()
			.doesNotExist(StubServers.INSTANCE_HEADER)
			.expectHeader()
			.doesNotExist("X-Route")
			.expectHeader()
			.exists("X-Request-Id")
			.expectBody(String.class)
			.isEqualTo(StubServers.LIST);
		assertThat(this.backends.requestsSeenByHello).containsExactly("GET /items/42?bytes=512");
		assertThat(this.backends.headersSeenByHello).singleElement().satisfies((upstream) -> {
			assertThat(upstream.get("X-Lab-Client")).isEqualTo("gateway");
			assertThat(upstream.contains(HttpHeaders.COOKIE)).isFalse();
			assertThat(upstream.contains("X-Tenant-Tier")).isFalse();
			assertThat(upstream.get(HttpHeaders.AUTHORIZATION)).isEqualTo(BEARER);
		});
	}

	@Test
	void theTenantHeaderPicksItemsBeta() {
		this.client.get()
			.uri("/api/items/7?bytes=100")
			.header(HttpHeaders.AUTHORIZATION, BEARER)
			.header("X-Tenant", "beta")
			.header("X-Tenant-Tier", "gold")
			.exchange()
			.expectStatus()
			.isOk()
			.expectHeader()
			.valueEquals("X-Route", "items-beta")
			// items-beta does not drop it; items does.
			.expectHeader()
			.valueEquals(StubServers.INSTANCE_HEADER, "stub-hello");
		assertThat(this.backends.requestsSeenByHello).containsExactly("GET /items/7?bytes=100");
		assertThat(this.backends.headersSeenByHello).singleElement().satisfies((upstream) -> {
			assertThat(upstream.getAll("X-Tenant-Tier")).containsExactly("beta");
			assertThat(upstream.contains("X-Lab-Client")).isFalse();
		});
	}

	@Test
	void anotherTenantTakesItems() {
		this.client.get()
			.uri("/api/items/7")
			.header(HttpHeaders.AUTHORIZATION, BEARER)
			.header("X-Tenant", "alpha")
			.exchange()
			.expectStatus()
			.isOk()
			.expectHeader()
			.doesNotExist("X-Route");
		assertThat(this.backends.headersSeenByHello).singleElement()
			.satisfies((upstream) -> assertThat(upstream.get("X-Lab-Client")).isEqualTo("gateway"));
	}

	@Test
	void itemsTakeOnlyGet() {
		this.client.post()
			.uri("/api/items/7")
			.header(HttpHeaders.AUTHORIZATION, BEARER)
			.exchange()
			.expectStatus()
			.isNotFound();
		assertThat(this.backends.requestsSeenByHello).isEmpty();
	}

	@Test
	void anOrderArrivesIntactAndIsAnswered201() {
		byte[] order = order(5 * 1024);

		this.client.post()
			.uri("/api/orders")
			.header(HttpHeaders.AUTHORIZATION, BEARER)
			.contentType(MediaType.APPLICATION_JSON)
			.bodyValue(order)
			.exchange()
			.expectStatus()
			.isCreated()
			.expectHeader()
			.contentTypeCompatibleWith(MediaType.APPLICATION_JSON)
			.expectBody(String.class)
			.isEqualTo("{\"accepted\":true,\"bytes\":5120}");
		assertThat(this.backends.requestsSeenByHello).containsExactly("POST /orders");
		assertThat(this.backends.ordersSeenByHello).singleElement().isEqualTo(order);
	}

	@Test
	void anOrderOf64KbIsForwarded() {
		this.client.post()
			.uri("/api/orders")
			.header(HttpHeaders.AUTHORIZATION, BEARER)
			.contentType(MediaType.APPLICATION_JSON)
			.bodyValue(order(64 * 1024))
			.exchange()
			.expectStatus()
			.isCreated();
		assertThat(this.backends.ordersSeenByHello).singleElement()
			.satisfies((body) -> assertThat(body).hasSize(64 * 1024));
	}

	@Test
	void anOrderOverThe64KbLimitIs413AndNeverSent() {
		this.client.post()
			.uri("/api/orders")
			.header(HttpHeaders.AUTHORIZATION, BEARER)
			.contentType(MediaType.APPLICATION_JSON)
			.bodyValue(order(64 * 1024 + 1))
			.exchange()
			.expectStatus()
			.isEqualTo(413);
		assertThat(this.backends.requestsSeenByHello).isEmpty();
	}

	@Test
	void searchRetriesA503() {
		this.client.get()
			.uri("/api/search?q=lamp&bytes=300")
			.header(HttpHeaders.AUTHORIZATION, BEARER)
			.exchange()
			.expectStatus()
			.isOk()
			.expectBody(String.class)
			.isEqualTo(StubServers.LIST);
		assertThat(this.backends.requestsSeenByHello).containsExactly("GET /search?q=lamp&bytes=300",
				"GET /search?q=lamp&bytes=300");
	}

	@Test
	void everyRouteAsksForTheBearerToken() {
		this.client.get().uri("/api/items/1").exchange().expectStatus().isUnauthorized();
		this.client.get().uri("/api/search?q=x").exchange().expectStatus().isUnauthorized();
		this.client.post()
			.uri("/api/orders")
			.header(HttpHeaders.AUTHORIZATION, "Bearer wrong-token")
			.bodyValue("{}")
			.exchange()
			.expectStatus()
			.isUnauthorized();
		assertThat(this.backends.requestsSeenByHello).isEmpty();
	}

	/** A JSON order of exactly {@code size} bytes. */
	private static byte[] order(int size) {
		String head = "{\"customer\":\"c-17\",\"lines\":\"";
		return (head + "x".repeat(size - head.length() - 2) + "\"}").getBytes(StandardCharsets.US_ASCII);
	}

}
