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
 * hello-service answers only after 30 s: the proxy gives up after its response timeout
 * (300 ms here) with 504, set in Netty rather than as a per-request Reactor timer.
 */
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT, properties = "lab.upstream.response-timeout=300ms")
@AutoConfigureWebTestClient
class UpstreamSlowTests {

	private static final StubBackends backends = StubBackends.startWithSlowHello(Duration.ofSeconds(30));

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
	void slowServiceGets504AfterTheResponseTimeout() {
		long start = System.nanoTime();
		this.client.mutate()
			.responseTimeout(Duration.ofSeconds(30))
			.build()
			.get()
			.uri("/service/hello")
			.header(HttpHeaders.AUTHORIZATION, "Bearer perf-lab-token")
			.exchange()
			.expectStatus()
			.isEqualTo(504)
			.expectBody(String.class)
			.value((body) -> assertThat(body).doesNotContain("Exception").doesNotContain("\tat "));
		Duration elapsed = Duration.ofNanos(System.nanoTime() - start);

		// A behaviour check, not a performance goal: the 30 s answer must not be waited
		// for. The bound is loose because a starved machine took 6 s to time out after
		// 300 ms.
		assertThat(elapsed).isBetween(Duration.ofMillis(250), Duration.ofSeconds(20));
		assertThat(backends.helloRequests).hasValue(1);
	}

}
