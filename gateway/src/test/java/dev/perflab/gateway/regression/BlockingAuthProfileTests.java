package dev.perflab.gateway.regression;

import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.webtestclient.autoconfigure.AutoConfigureWebTestClient;
import org.springframework.http.HttpHeaders;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.web.reactive.server.WebTestClient;

import dev.perflab.gateway.auth.TokenVerifier;
import dev.perflab.gateway.stub.StubBackends;
import dev.perflab.gateway.stub.StubServers;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The {@code blocking-auth} profile authenticates exactly like the clean gateway; only
 * how it waits differs. That it blocks the event loop is what the JFR rule
 * {@code event-loop-blocking} proves on a real recording (BlockHound 1.0.x does not see
 * JDK 13+ socket reads, which wait in {@code NioSocketImpl}).
 */
@StubBackends
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT)
// Speed is not what these tests check: a starved machine can take longer than the default
// 5 s over a cold first request.
@AutoConfigureWebTestClient(timeout = "PT60S")
@ActiveProfiles("blocking-auth")
class BlockingAuthProfileTests {

	@Autowired
	private WebTestClient client;

	@Autowired
	private TokenVerifier verifier;

	@Test
	void theBlockingVerifierIsTheOneInUse() {
		assertThat(this.verifier.getClass().getName()).contains("BlockingAuthProfile");
	}

	@Test
	void authenticatesLikeTheCleanGateway(StubServers backends) {
		this.client.get()
			.uri("/service/hello")
			.header(HttpHeaders.AUTHORIZATION, "Bearer perf-lab-token")
			.exchange()
			.expectStatus()
			.isOk()
			.expectBody(String.class)
			.isEqualTo("Hello World!");
		this.client.get()
			.uri("/service/hello")
			.header(HttpHeaders.AUTHORIZATION, "Bearer wrong-token")
			.exchange()
			.expectStatus()
			.isUnauthorized();
		assertThat(backends.tokensSeenByAuth).containsExactly("perf-lab-token", "wrong-token");
	}

}
