package dev.perflab.gateway.regression;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.webtestclient.autoconfigure.AutoConfigureWebTestClient;
import org.springframework.http.HttpHeaders;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import org.springframework.test.web.reactive.server.WebTestClient;

import dev.perflab.gateway.StubBackends;
import dev.perflab.gateway.auth.TokenVerifier;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The {@code blocking-auth} profile authenticates exactly like the clean gateway; only
 * how it waits differs. That it blocks the event loop is what the JFR rule
 * {@code event-loop-blocking} proves on a real recording (BlockHound 1.0.x does not see
 * JDK 13+ socket reads, which wait in {@code NioSocketImpl}).
 */
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT)
// Speed is not what these tests check: a starved machine can take longer than the default
// 5 s over a cold first request.
@AutoConfigureWebTestClient(timeout = "PT60S")
@ActiveProfiles("blocking-auth")
class BlockingAuthProfileTests {

	private static final StubBackends backends = StubBackends.start();

	@Autowired
	private WebTestClient client;

	@Autowired
	private TokenVerifier verifier;

	@DynamicPropertySource
	static void backendUris(DynamicPropertyRegistry registry) {
		backends.registerUris(registry);
	}

	@AfterAll
	static void stopBackends() {
		backends.close();
	}

	@Test
	void theBlockingVerifierIsTheOneInUse() {
		assertThat(this.verifier.getClass().getName()).contains("BlockingAuthProfile");
	}

	@Test
	void authenticatesLikeTheCleanGateway() {
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
