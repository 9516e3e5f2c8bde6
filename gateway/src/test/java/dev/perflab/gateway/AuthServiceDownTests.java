package dev.perflab.gateway;

import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.webtestclient.autoconfigure.AutoConfigureWebTestClient;
import org.springframework.http.HttpHeaders;
import org.springframework.test.web.reactive.server.WebTestClient;

import dev.perflab.gateway.stub.AuthStub;
import dev.perflab.gateway.stub.StubBackends;
import dev.perflab.gateway.stub.StubServers;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * auth-service not listening at all: the gateway fails closed with 503 and forwards
 * nothing.
 */
@StubBackends(auth = AuthStub.DOWN)
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT)
// Speed is not what these tests check: a starved machine can take longer than the default
// 5 s over a cold first request.
@AutoConfigureWebTestClient(timeout = "PT60S")
class AuthServiceDownTests {

	@Autowired
	private WebTestClient client;

	@Test
	void requestsFailClosedWith503(StubServers backends) {
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
