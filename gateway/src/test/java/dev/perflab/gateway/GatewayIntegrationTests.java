package dev.perflab.gateway;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import reactor.core.publisher.Operators;
import reactor.util.context.Context;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.boot.webtestclient.autoconfigure.AutoConfigureWebTestClient;
import org.springframework.cloud.gateway.filter.GlobalFilter;
import org.springframework.http.HttpHeaders;
import org.springframework.test.web.reactive.server.WebTestClient;

import dev.perflab.gateway.stub.StubBackends;
import dev.perflab.gateway.stub.StubServers;

import static org.assertj.core.api.Assertions.assertThat;

@StubBackends
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT)
@ExtendWith(OutputCaptureExtension.class)
// Speed is not what these tests check: a starved machine can take longer than the default
// 5 s over a cold first request.
@AutoConfigureWebTestClient(timeout = "PT60S")
class GatewayIntegrationTests {

	@Autowired
	private WebTestClient client;

	@LocalServerPort
	private int port;

	private final StubServers backends;

	GatewayIntegrationTests(StubServers backends) {
		this.backends = backends;
	}

	@Test
	void errorsDroppedAfterCancellationAreNotLoggedByTheThreadThatDropsThem(CapturedOutput output) {
		// What a client that disconnects mid-request leads to (see DroppedErrorsHook).
		Operators.onErrorDropped(new IllegalStateException("Rejecting additional inbound receiver"), Context.empty());

		assertThat(output.getOut()).doesNotContain("Operator called default onErrorDropped");
	}

	@Test
	void everyProxiedRequestWalksOnlyTheGlobalFiltersItNeeds(@Autowired List<GlobalFilter> filters) {
		// Each global filter is a step of every request's chain: one for forward:, ws: or
		// cached bodies, which no route here uses, is CPU spent on nothing. The metrics
		// filter is route coverage (application.yml).
		assertThat(filters).extracting((filter) -> filter.getClass().getSimpleName())
			.containsExactlyInAnyOrder("UpstreamTimeoutFilter", "RequestIdFilter", "BearerAuthFilter",
					"RouteToRequestUrlFilter", "OnePassRoutingFilter", "NettyWriteResponseFilter",
					"GatewayMetricsFilter");
	}

	@Test
	void validTokenIsRoutedToHelloWithThePrefixStripped() {
		this.client.get()
			.uri("/service/hello")
			.header(HttpHeaders.AUTHORIZATION, "Bearer perf-lab-token")
			.exchange()
			.expectStatus()
			.isOk()
			.expectBody(String.class)
			.isEqualTo("Hello World!");
		assertThat(this.backends.helloRequests).hasValue(1);
		assertThat(this.backends.tokensSeenByAuth).containsExactly("perf-lab-token");
	}

	@Test
	void generatedRequestIdGoesUpstreamAndBackToTheCaller() {
		String responseId = this.client.get()
			.uri("/service/hello")
			.header(HttpHeaders.AUTHORIZATION, "Bearer perf-lab-token")
			.exchange()
			.expectStatus()
			.isOk()
			.returnResult(String.class)
			.getResponseHeaders()
			.getFirst("X-Request-Id");
		assertThat(responseId).matches("[0-9a-f]{32}");
		assertThat(this.backends.requestIdsSeenByHello).containsExactly(responseId);
	}

	@Test
	void helloGetsTheCallersHeadersWithoutHopByHopOrUntrustedForwardingHeaders() {
		this.client.get()
			.uri("/service/hello")
			.header(HttpHeaders.AUTHORIZATION, "Bearer perf-lab-token")
			.header("X-Custom", "kept")
			.header("X-Forwarded-For", "203.0.113.7")
			.header("Forwarded", "for=203.0.113.7")
			.header("Connection", "X-Named-Hop")
			.header("X-Named-Hop", "dropped")
			.header("Proxy-Authorization", "Basic c2VjcmV0")
			.exchange()
			.expectStatus()
			.isOk();
		assertThat(this.backends.headersSeenByHello).singleElement().satisfies((upstream) -> {
			assertThat(upstream.get("X-Custom")).isEqualTo("kept");
			assertThat(upstream.get(HttpHeaders.AUTHORIZATION)).isEqualTo("Bearer perf-lab-token");
			assertThat(upstream.get("X-Request-Id")).matches("[0-9a-f]{32}");
			assertThat(upstream.names()).map(String::toLowerCase)
				.doesNotContain("x-forwarded-for", "forwarded", "x-named-hop", "proxy-authorization");
		});
	}

	@Test
	void callersRequestIdIsPropagated() {
		this.client.get()
			.uri("/service/hello")
			.header(HttpHeaders.AUTHORIZATION, "Bearer perf-lab-token")
			.header("X-Request-Id", "caller-7")
			.exchange()
			.expectStatus()
			.isOk()
			.expectHeader()
			.valueEquals("X-Request-Id", "caller-7");
		assertThat(this.backends.requestIdsSeenByHello).containsExactly("caller-7");
	}

	@Test
	void wrongTokenIs401AndNeverReachesHello() {
		this.client.get()
			.uri("/service/hello")
			.header(HttpHeaders.AUTHORIZATION, "Bearer not-the-token")
			.exchange()
			.expectStatus()
			.isUnauthorized()
			.expectHeader()
			.valueEquals(HttpHeaders.WWW_AUTHENTICATE, "Bearer error=\"invalid_token\"")
			.expectHeader()
			.exists("X-Request-Id");
		assertThat(this.backends.helloRequests).hasValue(0);
	}

	@Test
	void missingOrMalformedTokenIs401WithoutAskingAuth() {
		this.client.get().uri("/service/hello").exchange().expectStatus().isUnauthorized();
		this.client.get()
			.uri("/service/hello")
			.header(HttpHeaders.AUTHORIZATION, "Bearer has spaces")
			.exchange()
			.expectStatus()
			.isUnauthorized();
		this.client.get()
			.uri("/service/hello")
			.header(HttpHeaders.AUTHORIZATION, "Basic dXNlcjpwYXNz")
			.exchange()
			.expectStatus()
			.isUnauthorized();
		assertThat(this.backends.tokensSeenByAuth).isEmpty();
		assertThat(this.backends.helloRequests).hasValue(0);
	}

	@Test
	void controlEndpointAnswersWithoutTouchingHello() {
		this.client.get()
			.uri("/hello")
			.exchange()
			.expectStatus()
			.isOk()
			.expectBody(String.class)
			.isEqualTo("Hello World!");
		assertThat(this.backends.helloRequests).hasValue(0);
		assertThat(this.backends.tokensSeenByAuth).isEmpty();
	}

	@Test
	void healthSaysReady() {
		this.client.get().uri("/health").exchange().expectStatus().isOk();
	}

	@Test
	void unroutedPathIs404() {
		this.client.get()
			.uri("/elsewhere/hello")
			.header(HttpHeaders.AUTHORIZATION, "Bearer perf-lab-token")
			.exchange()
			.expectStatus()
			.isNotFound();
		assertThat(this.backends.helloRequests).hasValue(0);
	}

	@Test
	void oversizedHeaderIsA4xxWithoutStackTrace() {
		String response = RawHttp.exchange(this.port, "GET /service/hello HTTP/1.1\r\nHost: localhost\r\n"
				+ "Authorization: Bearer " + "x".repeat(20_000) + "\r\nConnection: close\r\n\r\n");
		assertClientErrorWithoutStackTrace(response);
		assertThat(this.backends.helloRequests).hasValue(0);
	}

	@Test
	void malformedHeaderLineIsA4xxWithoutStackTrace() {
		String response = RawHttp.exchange(this.port,
				"GET /service/hello HTTP/1.1\r\nHost: localhost\r\nthis line has no colon\r\nConnection: close\r\n\r\n");
		assertClientErrorWithoutStackTrace(response);
		assertThat(this.backends.helloRequests).hasValue(0);
	}

	@Test
	void controlCharactersInATokenAre401() {
		String response = RawHttp.exchange(this.port, "GET /service/hello HTTP/1.1\r\nHost: localhost\r\n"
				+ "Authorization: Bearer perf-lab-token\u0001\r\nConnection: close\r\n\r\n");
		assertThat(response).as(response).matches("(?s)HTTP/1\\.1 4\\d\\d .*");
		assertThat(this.backends.helloRequests).hasValue(0);
	}

	private static void assertClientErrorWithoutStackTrace(String response) {
		assertThat(response).as(response).matches("(?s)HTTP/1\\.1 4\\d\\d .*");
		assertThat(response).doesNotContain("Exception").doesNotContainPattern("\\bat [a-z]+\\.");
	}

}
