package dev.perflab.gateway;

import java.time.Duration;

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
 * auth-service accepts the connection but answers only after 60 s: the gateway gives up
 * after its configured timeout (300 ms here) with 503 and forwards nothing.
 */
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT, properties = "lab.auth.timeout=300ms")
@AutoConfigureWebTestClient
class AuthServiceSlowTests {

	private static final StubBackends backends = StubBackends.startWithSlowAuth(Duration.ofSeconds(60));

	@Autowired
	private WebTestClient client;

	@DynamicPropertySource
	static void backendUris(DynamicPropertyRegistry registry) {
		backends.registerUris(registry);
	}

	@AfterAll
	static void stopBackends() {
		backends.close();
	}

	@Test
	void slowAnswerFailsClosedWith503AfterTheTimeout() {
		long start = System.nanoTime();
		this.client.mutate()
			.responseTimeout(Duration.ofSeconds(60))
			.build()
			.get()
			.uri("/service/hello")
			.header(HttpHeaders.AUTHORIZATION, "Bearer perf-lab-token")
			.exchange()
			.expectStatus()
			.isEqualTo(503);
		Duration elapsed = Duration.ofNanos(System.nanoTime() - start);

		// A behaviour check, not a performance goal: the 60 s answer must not be waited
		// for. The bound is loose because a starved machine took 6 s to time out after
		// 300 ms.
		assertThat(elapsed).isBetween(Duration.ofMillis(250), Duration.ofSeconds(30));
		assertThat(backends.tokensSeenByAuth).containsExactly("perf-lab-token");
		assertThat(backends.helloRequests).hasValue(0);
	}

}
