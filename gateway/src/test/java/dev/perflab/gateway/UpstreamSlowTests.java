package dev.perflab.gateway;

import java.time.Duration;

import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.webtestclient.autoconfigure.AutoConfigureWebTestClient;
import org.springframework.test.web.reactive.server.WebTestClient;

import dev.perflab.gateway.stub.StubBackends;
import dev.perflab.gateway.stub.StubServers;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * hello-service answers only after 30 s: the proxy gives up after its response timeout
 * (300 ms here) with 504, set in Netty rather than as a per-request Reactor timer.
 */
@StubBackends(helloDelay = "PT30S")
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT, properties = "lab.upstream.response-timeout=300ms")
@AutoConfigureWebTestClient
class UpstreamSlowTests {

	@Autowired
	private WebTestClient client;

	@Test
	void slowServiceGets504AfterTheResponseTimeout(StubServers backends) {
		Duration elapsed = SlowBackendRequest.timeUntilAnswered(this.client, Duration.ofSeconds(30),
				(response) -> response.expectStatus()
					.isEqualTo(504)
					.expectBody(String.class)
					.value((body) -> assertThat(body).doesNotContain("Exception").doesNotContain("\tat ")));

		// A behaviour check, not a performance goal: the 30 s answer must not be waited
		// for. The bound is loose because a starved machine took 6 s to time out after
		// 300 ms.
		assertThat(elapsed).isBetween(Duration.ofMillis(250), Duration.ofSeconds(20));
		assertThat(backends.helloRequests).hasValue(1);
	}

}
