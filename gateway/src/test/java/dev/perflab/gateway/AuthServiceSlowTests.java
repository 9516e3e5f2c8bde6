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
 * auth-service accepts the connection but answers only after 60 s: the gateway gives up
 * after its configured timeout (300 ms here) with 503 and forwards nothing.
 */
@StubBackends(authDelay = "PT60S")
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT, properties = "lab.auth.timeout=300ms")
@AutoConfigureWebTestClient
class AuthServiceSlowTests {

	@Autowired
	private WebTestClient client;

	@Test
	void slowAnswerFailsClosedWith503AfterTheTimeout(StubServers backends) {
		Duration elapsed = SlowBackendRequest.timeUntilAnswered(this.client, Duration.ofSeconds(60),
				(response) -> response.expectStatus().isEqualTo(503));

		// A behaviour check, not a performance goal: the 60 s answer must not be waited
		// for. The bound is loose because a starved machine took 6 s to time out after
		// 300 ms.
		assertThat(elapsed).isBetween(Duration.ofMillis(250), Duration.ofSeconds(30));
		assertThat(backends.tokensSeenByAuth).containsExactly("perf-lab-token");
		assertThat(backends.helloRequests).hasValue(0);
	}

}
