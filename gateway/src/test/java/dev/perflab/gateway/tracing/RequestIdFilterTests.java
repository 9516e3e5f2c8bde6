package dev.perflab.gateway.tracing;

import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

import org.junit.jupiter.api.Test;
import reactor.core.publisher.Mono;

import org.springframework.cloud.gateway.filter.GatewayFilterChain;
import org.springframework.http.HttpHeaders;
import org.springframework.mock.http.server.reactive.MockServerHttpRequest;
import org.springframework.mock.web.server.MockServerWebExchange;
import org.springframework.web.server.ServerWebExchange;

import static org.assertj.core.api.Assertions.assertThat;

class RequestIdFilterTests {

	private final RequestIdFilter filter = new RequestIdFilter(() -> "generated-id");

	private final AtomicReference<ServerWebExchange> forwarded = new AtomicReference<>();

	private final GatewayFilterChain chain = (exchange) -> {
		this.forwarded.set(exchange);
		return Mono.empty();
	};

	@Test
	void requestWithoutIdGetsAFreshOneUpstreamAndOnTheResponse() {
		MockServerWebExchange exchange = MockServerWebExchange.from(MockServerHttpRequest.get("/service/hello"));

		this.filter.filter(exchange, this.chain).block();

		assertThat(upstreamIds()).containsExactly("generated-id");
		assertThat(exchange.getResponse().getHeaders().get(RequestIds.HEADER)).containsExactly("generated-id");
	}

	@Test
	void wellFormedCallerIdIsKept() {
		MockServerWebExchange exchange = MockServerWebExchange
			.from(MockServerHttpRequest.get("/service/hello").header(RequestIds.HEADER, "caller-42:a.b_c"));

		this.filter.filter(exchange, this.chain).block();

		assertThat(upstreamIds()).containsExactly("caller-42:a.b_c");
		assertThat(exchange.getResponse().getHeaders().get(RequestIds.HEADER)).containsExactly("caller-42:a.b_c");
	}

	@Test
	void malformedCallerIdIsReplacedNotForwarded() {
		MockServerWebExchange exchange = MockServerWebExchange
			.from(MockServerHttpRequest.get("/service/hello").header(RequestIds.HEADER, "<script>alert(1)</script>"));

		this.filter.filter(exchange, this.chain).block();

		assertThat(upstreamIds()).containsExactly("generated-id");
		assertThat(exchange.getResponse().getHeaders().get(RequestIds.HEADER)).containsExactly("generated-id");
	}

	@Test
	void oversizedCallerIdIsReplaced() {
		MockServerWebExchange exchange = MockServerWebExchange.from(MockServerHttpRequest.get("/service/hello")
			.header(RequestIds.HEADER, "a".repeat(RequestIds.MAX_LENGTH + 1)));

		this.filter.filter(exchange, this.chain).block();

		assertThat(upstreamIds()).containsExactly("generated-id");
	}

	private List<String> upstreamIds() {
		assertThat(this.forwarded.get()).as("request forwarded down the chain").isNotNull();
		HttpHeaders upstream = new HttpHeaders();
		upstream.addAll(this.forwarded.get().getRequest().getHeaders());
		new TracingConfiguration().requestIdUpstream().addTo(upstream, this.forwarded.get());
		return upstream.get(RequestIds.HEADER);
	}

}
