package dev.perflab.gateway.routing;

import org.junit.jupiter.api.Test;

import org.springframework.cloud.gateway.filter.headers.HttpHeadersFilter.Type;
import org.springframework.http.HttpHeaders;
import org.springframework.mock.http.server.reactive.MockServerHttpRequest;
import org.springframework.mock.web.server.MockServerWebExchange;

import static org.assertj.core.api.Assertions.assertThat;

class ResponseHopByHopFilterTests {

	private final ResponseHopByHopFilter filter = new ResponseHopByHopFilter();

	@Test
	void removesHopByHopHeadersFromTheAnswerInPlace() {
		HttpHeaders answer = new HttpHeaders();
		answer.add("Connection", "X-Named");
		answer.add("x-named", "1");
		answer.add("Keep-Alive", "timeout=5");
		answer.add("Transfer-Encoding", "chunked");
		answer.add(HttpHeaders.CONTENT_TYPE, "text/plain");

		HttpHeaders filtered = this.filter.filter(answer,
				MockServerWebExchange.from(MockServerHttpRequest.get("/service/hello")));

		assertThat(filtered).isSameAs(answer);
		assertThat(filtered.headerNames()).containsExactly(HttpHeaders.CONTENT_TYPE);
	}

	@Test
	void filtersAnswersOnly() {
		assertThat(this.filter.supports(Type.RESPONSE)).isTrue();
		assertThat(this.filter.supports(Type.REQUEST)).isFalse();
	}

}
