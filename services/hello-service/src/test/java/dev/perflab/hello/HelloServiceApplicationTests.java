package dev.perflab.hello;

import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.webtestclient.autoconfigure.AutoConfigureWebTestClient;
import org.springframework.http.MediaType;
import org.springframework.test.web.reactive.server.WebTestClient;

@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT)
// Speed is not what these tests check: a starved machine can take longer than the default
// 5 s over a cold first request (seen in a fresh-clone build under load).
@AutoConfigureWebTestClient(timeout = "PT60S")
class HelloServiceApplicationTests {

	@Autowired
	private WebTestClient client;

	@Test
	void helloAnswersHelloWorld() {
		this.client.get()
			.uri("/hello")
			.exchange()
			.expectStatus()
			.isOk()
			.expectHeader()
			.contentTypeCompatibleWith(MediaType.TEXT_PLAIN)
			.expectBody(String.class)
			.isEqualTo("Hello World!");
	}

	@Test
	void healthSaysReadyOnceStarted() {
		this.client.get().uri("/health").exchange().expectStatus().isOk();
	}

	@Test
	void unknownPathIs404() {
		this.client.get().uri("/nope").exchange().expectStatus().isNotFound();
	}

}
