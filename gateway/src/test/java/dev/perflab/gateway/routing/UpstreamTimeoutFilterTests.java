package dev.perflab.gateway.routing;

import io.netty.handler.timeout.ReadTimeoutException;
import org.junit.jupiter.api.Test;
import reactor.core.publisher.Mono;
import reactor.test.StepVerifier;

import org.springframework.cloud.gateway.filter.GatewayFilterChain;
import org.springframework.http.HttpStatus;
import org.springframework.mock.http.server.reactive.MockServerHttpRequest;
import org.springframework.mock.web.server.MockServerWebExchange;
import org.springframework.web.server.ResponseStatusException;

import static org.assertj.core.api.Assertions.assertThat;

class UpstreamTimeoutFilterTests {

	private final UpstreamTimeoutFilter filter = new UpstreamTimeoutFilter();

	private final MockServerWebExchange exchange = MockServerWebExchange
		.from(MockServerHttpRequest.get("/service/hello"));

	@Test
	void readTimeoutBecomesGatewayTimeout() {
		GatewayFilterChain chain = (exchange) -> Mono.error(ReadTimeoutException.INSTANCE);

		StepVerifier.create(this.filter.filter(this.exchange, chain))
			.expectErrorSatisfies((error) -> assertThat(error).isInstanceOf(ResponseStatusException.class)
				.extracting((ex) -> ((ResponseStatusException) ex).getStatusCode())
				.isEqualTo(HttpStatus.GATEWAY_TIMEOUT))
			.verify();
	}

	@Test
	void otherErrorsPassThrough() {
		IllegalStateException failure = new IllegalStateException("boom");
		GatewayFilterChain chain = (exchange) -> Mono.error(failure);

		StepVerifier.create(this.filter.filter(this.exchange, chain)).expectErrorMatches(failure::equals).verify();
	}

	@Test
	void successPassesThrough() {
		GatewayFilterChain chain = (exchange) -> Mono.empty();

		StepVerifier.create(this.filter.filter(this.exchange, chain)).verifyComplete();
	}

}
