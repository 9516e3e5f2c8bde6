package dev.perflab.hello;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.webtestclient.autoconfigure.AutoConfigureWebTestClient;
import org.springframework.http.MediaType;
import org.springframework.test.web.reactive.server.WebTestClient;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT)
// Speed is not what these tests check: a starved machine can take longer than the default
// 5 s over a cold first request.
@AutoConfigureWebTestClient(timeout = "PT60S")
class ApiRoutesTests {

	private final JsonMapper mapper = JsonMapper.builder().build();

	@Autowired
	private WebTestClient client;

	@ParameterizedTest
	@ValueSource(ints = { 16, 700, 2048, 65536 })
	void itemsAnswerAJsonListOfTheSizeAskedFor(int size) {
		byte[] body = this.client.get()
			.uri("/items/42?bytes={size}", size)
			.exchange()
			.expectStatus()
			.isOk()
			.expectHeader()
			.contentTypeCompatibleWith(MediaType.APPLICATION_JSON)
			.expectHeader()
			.valueMatches(ApiRoutes.INSTANCE_HEADER, "hello-service-\\d+")
			.expectBody(byte[].class)
			.returnResult()
			.getResponseBody();

		assertThat(body.length).isCloseTo(size, within(size * 3 / 100));
		assertThat(this.mapper.readTree(body).get("items").isArray()).isTrue();
	}

	@Test
	void itemsWithoutASizeAnswer2048Bytes() {
		this.client.get()
			.uri("/items/7")
			.exchange()
			.expectStatus()
			.isOk()
			.expectBody(byte[].class)
			.value((body) -> assertThat(body.length).isCloseTo(2048, within(61)));
	}

	@Test
	void searchAnswersAJsonListOfTheSizeAskedFor() {
		byte[] body = this.client.get()
			.uri("/search?q=lamp&bytes=4096")
			.exchange()
			.expectStatus()
			.isOk()
			.expectHeader()
			.contentTypeCompatibleWith(MediaType.APPLICATION_JSON)
			.expectHeader()
			.exists(ApiRoutes.INSTANCE_HEADER)
			.expectBody(byte[].class)
			.returnResult()
			.getResponseBody();

		assertThat(body.length).isCloseTo(4096, within(122));
		assertThat(this.mapper.readTree(body).get("items").size()).isPositive();
	}

	@ParameterizedTest
	@ValueSource(strings = { "15", "65537", "abc", "" })
	void aBadSizeIs400(String size) {
		this.client.get().uri("/items/1?bytes={size}", size).exchange().expectStatus().isBadRequest();
		this.client.get().uri("/search?q=x&bytes={size}", size).exchange().expectStatus().isBadRequest();
	}

	@ParameterizedTest
	@ValueSource(ints = { 0, 3000, 65536 })
	void anOrderIsAcceptedWithTheNumberOfBytesRead(int size) {
		String order = order(size);

		String receipt = this.client.post()
			.uri("/orders")
			.contentType(MediaType.APPLICATION_JSON)
			.bodyValue(order)
			.exchange()
			.expectStatus()
			.isCreated()
			.expectHeader()
			.contentTypeCompatibleWith(MediaType.APPLICATION_JSON)
			.expectBody(String.class)
			.returnResult()
			.getResponseBody();

		JsonNode json = this.mapper.readTree(receipt);
		assertThat(json.get("accepted").asBoolean()).isTrue();
		assertThat(json.get("bytes").asLong()).isEqualTo(order.length());
	}

	@Test
	void ordersTakeOnlyPost() {
		this.client.get().uri("/orders").exchange().expectStatus().isNotFound();
	}

	/** A JSON order of exactly {@code size} bytes (0: no body at all). */
	private static String order(int size) {
		if (size == 0) {
			return "";
		}
		String head = "{\"customer\":\"c-17\",\"note\":\"";
		return head + "x".repeat(size - head.length() - 2) + "\"}";
	}

}
