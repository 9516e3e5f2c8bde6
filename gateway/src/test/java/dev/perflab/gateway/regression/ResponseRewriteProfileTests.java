package dev.perflab.gateway.regression;

import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.webtestclient.autoconfigure.AutoConfigureWebTestClient;
import org.springframework.http.HttpHeaders;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.web.reactive.server.WebTestClient;

import dev.perflab.gateway.stub.StubBackends;
import dev.perflab.gateway.stub.StubServers;

/**
 * The {@code response-rewrite} profile rewrites what every route answers, the JSON lists
 * of the {@code /api} routes as well as {@code /service/hello}'s text.
 */
@StubBackends
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT)
// Speed is not what these tests check: a starved machine can take longer than the default
// 5 s over a cold first request.
@AutoConfigureWebTestClient(timeout = "PT60S")
@ActiveProfiles("response-rewrite")
class ResponseRewriteProfileTests {

	@Autowired
	private WebTestClient client;

	@Test
	void aJsonAnswerIsWrappedAsJson() {
		String envelope = "{\"data\":" + StubServers.LIST + "}";
		this.client.get()
			.uri("/api/items/3?bytes=512")
			.header(HttpHeaders.AUTHORIZATION, "Bearer perf-lab-token")
			.exchange()
			.expectStatus()
			.isOk()
			.expectHeader()
			.contentLength(envelope.length())
			.expectBody(String.class)
			.isEqualTo(envelope);
	}

	@Test
	void aTextAnswerIsWrappedAsAString() {
		this.client.get()
			.uri("/service/hello")
			.header(HttpHeaders.AUTHORIZATION, "Bearer perf-lab-token")
			.exchange()
			.expectStatus()
			.isOk()
			.expectBody(String.class)
			.isEqualTo("{\"data\":\"Hello World!\"}");
	}

}
