package dev.perflab.gateway;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.webtestclient.autoconfigure.AutoConfigureWebTestClient;
import org.springframework.http.HttpHeaders;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import org.springframework.test.web.reactive.server.WebTestClient;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * auth-service not listening at all: the gateway fails closed with 503 and forwards
 * nothing.
 */
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT)
// Speed is not what these tests check: a starved machine can take longer than the default
// 5 s over a cold first request.
@AutoConfigureWebTestClient(timeout = "PT60S")
class AuthServiceDownTests {

	private static final StubBackends backends = StubBackends.start();

	@Autowired
	private WebTestClient client;

	@DynamicPropertySource
	static void backendUris(DynamicPropertyRegistry registry) {
		backends.registerUris(registry);
		registry.add("lab.auth.uri", () -> "http://127.0.0.1:" + StubBackends.unusedPort());
	}

	@AfterAll
	static void stopBackends() {
		backends.close();
	}

	@Test
	void requestsFailClosedWith503() {
		for (int i = 0; i < 3; i++) {
			this.client.get()
				.uri("/service/hello")
				.header(HttpHeaders.AUTHORIZATION, "Bearer perf-lab-token")
				.exchange()
				.expectStatus()
				.isEqualTo(503)
				.expectHeader()
				.exists("X-Request-Id")
				.expectBody()
				.isEmpty();
		}
		assertThat(backends.helloRequests).hasValue(0);
	}

}
