package dev.perflab.gateway.routing;

import java.util.List;

import org.junit.jupiter.api.Test;

import org.springframework.cloud.gateway.filter.headers.HttpHeadersFilter.Type;
import org.springframework.http.HttpHeaders;
import org.springframework.mock.http.server.reactive.MockServerHttpRequest;
import org.springframework.mock.web.server.MockServerWebExchange;

import static org.assertj.core.api.Assertions.assertThat;

class UpstreamRequestHeadersFilterTests {

	private final UpstreamRequestHeadersFilter filter = new UpstreamRequestHeadersFilter(List.of());

	@Test
	void passesOnTheCallersHeadersAndWhatTheAdditionsAdd() {
		UpstreamRequestHeadersFilter adding = new UpstreamRequestHeadersFilter(
				List.of((upstream, exchange) -> upstream.set("X-Added", exchange.getRequest().getPath().value())));
		MockServerWebExchange exchange = MockServerWebExchange.from(MockServerHttpRequest.get("/service/hello")
			.header(HttpHeaders.AUTHORIZATION, "Bearer t")
			.header("X-Custom", "a", "b"));

		HttpHeaders upstream = adding.filter(exchange.getRequest().getHeaders(), exchange);

		assertThat(upstream.get(HttpHeaders.AUTHORIZATION)).containsExactly("Bearer t");
		assertThat(upstream.get("X-Custom")).containsExactly("a", "b");
		assertThat(upstream.get("X-Added")).containsExactly("/service/hello");
	}

	@Test
	void leavesOutHopByHopHeadersAndThoseConnectionNamesInAnyCase() {
		HttpHeaders upstream = upstreamOf(MockServerHttpRequest.get("/")
			.header("Connection", "keep-alive, X-Named")
			.header("KEEP-ALIVE", "timeout=5")
			.header("x-named", "1")
			.header("TE", "trailers")
			.header("Upgrade", "h2c")
			.header("Proxy-Authorization", "Basic c2VjcmV0")
			.header("X-Kept", "1"));

		assertThat(upstream.headerNames()).containsExactly("X-Kept");
	}

	@Test
	void leavesOutForwardingHeadersFromTheCaller() {
		HttpHeaders upstream = upstreamOf(MockServerHttpRequest.get("/")
			.header("Forwarded", "for=203.0.113.7")
			.header("X-Forwarded-For", "203.0.113.7")
			.header("x-forwarded-host", "evil.example")
			.header("X-Forwardedness", "not a forwarding header"));

		assertThat(upstream.headerNames()).containsExactly("X-Forwardedness");
	}

	@Test
	void dropsContentLengthBesideChunkedTransferEncoding() {
		HttpHeaders smuggled = upstreamOf(MockServerHttpRequest.post("/")
			.header(HttpHeaders.TRANSFER_ENCODING, " Chunked ")
			.header(HttpHeaders.CONTENT_LENGTH, "4"));
		HttpHeaders plain = upstreamOf(MockServerHttpRequest.post("/").header(HttpHeaders.CONTENT_LENGTH, "4"));

		assertThat(smuggled.headerNames()).isEmpty();
		assertThat(plain.getContentLength()).isEqualTo(4);
	}

	@Test
	void filtersRequestsOnly() {
		assertThat(this.filter.supports(Type.REQUEST)).isTrue();
		assertThat(this.filter.supports(Type.RESPONSE)).isFalse();
	}

	private HttpHeaders upstreamOf(MockServerHttpRequest.BaseBuilder<?> request) {
		MockServerWebExchange exchange = MockServerWebExchange.from(request);
		return this.filter.filter(exchange.getRequest().getHeaders(), exchange);
	}

}
