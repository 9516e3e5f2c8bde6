package dev.perflab.auth;

import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.webtestclient.autoconfigure.AutoConfigureWebTestClient;
import org.springframework.test.web.reactive.server.WebTestClient;

@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT, properties = "auth.tokens=alpha,beta")
// Speed is not what these tests check: a starved machine can take longer than the default
// 5 s over a cold first request (seen in a fresh-clone build under load).
@AutoConfigureWebTestClient(timeout = "PT60S")
class AuthServiceApplicationTests {

	@Autowired
	private WebTestClient client;

	@Test
	void configuredTokensAreAccepted() {
		assertAnswer("alpha", "true");
		assertAnswer("beta", "true");
	}

	@Test
	void otherTokensAreRejected() {
		assertAnswer("perf-lab-token", "false");
		assertAnswer("ALPHA", "false");
		assertAnswer("", "false");
	}

	@Test
	void missingTokenIsABadRequest() {
		this.client.get().uri("/auth").exchange().expectStatus().isBadRequest();
	}

	@Test
	void healthSaysReadyOnceStarted() {
		this.client.get().uri("/health").exchange().expectStatus().isOk();
	}

	private void assertAnswer(String token, String expected) {
		this.client.get()
			.uri((uri) -> uri.path("/auth").queryParam("token", token).build())
			.exchange()
			.expectStatus()
			.isOk()
			.expectBody(String.class)
			.isEqualTo(expected);
	}

}
