package dev.perflab.gateway.auth;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

import org.junit.jupiter.api.Test;
import reactor.core.publisher.Mono;

import org.springframework.cloud.gateway.filter.GatewayFilterChain;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.mock.http.server.reactive.MockServerHttpRequest;
import org.springframework.mock.web.server.MockServerWebExchange;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;

class BearerAuthFilterTests {

	private final List<String> askedTokens = new ArrayList<>();

	private final AtomicBoolean forwarded = new AtomicBoolean();

	private final GatewayFilterChain chain = (exchange) -> Mono.fromRunnable(() -> this.forwarded.set(true));

	@Test
	void validTokenIsForwarded() {
		MockServerWebExchange exchange = exchangeWith("Bearer perf-lab-token");

		filterAnswering(Mono.just(true)).filter(exchange, this.chain).block();

		assertThat(this.askedTokens).containsExactly("perf-lab-token");
		assertThat(this.forwarded).isTrue();
		assertThat(exchange.getResponse().getStatusCode()).isNull();
	}

	@Test
	void invalidTokenIs401WithoutForwarding() {
		MockServerWebExchange exchange = exchangeWith("Bearer wrong");

		filterAnswering(Mono.just(false)).filter(exchange, this.chain).block();

		assertThat(this.forwarded).isFalse();
		assertThat(exchange.getResponse().getStatusCode()).isEqualTo(HttpStatus.UNAUTHORIZED);
		assertThat(exchange.getResponse().getHeaders().getFirst(HttpHeaders.WWW_AUTHENTICATE))
			.isEqualTo("Bearer error=\"invalid_token\"");
	}

	@Test
	void missingOrMalformedTokenIs401WithoutAskingAuthService() {
		for (String header : new String[] { null, "Basic dXNlcjpwYXNz", "Bearer two words" }) {
			MockServerWebExchange exchange = exchangeWith(header);

			filterAnswering(Mono.just(true)).filter(exchange, this.chain).block();

			assertThat(exchange.getResponse().getStatusCode()).as(header).isEqualTo(HttpStatus.UNAUTHORIZED);
			assertThat(exchange.getResponse().getHeaders().getFirst(HttpHeaders.WWW_AUTHENTICATE)).isEqualTo("Bearer");
		}
		assertThat(this.askedTokens).isEmpty();
		assertThat(this.forwarded).isFalse();
	}

	@Test
	void authServiceErrorFailsClosedWith503() {
		MockServerWebExchange exchange = exchangeWith("Bearer perf-lab-token");

		filterAnswering(Mono.error(new AuthServiceUnavailableException("down"))).filter(exchange, this.chain).block();

		assertThat(this.forwarded).isFalse();
		assertThat(exchange.getResponse().getStatusCode()).isEqualTo(HttpStatus.SERVICE_UNAVAILABLE);
	}

	@Test
	void authServiceSayingNothingFailsClosedWith503() {
		MockServerWebExchange exchange = exchangeWith("Bearer perf-lab-token");

		filterAnswering(Mono.empty()).filter(exchange, this.chain).block();

		assertThat(this.forwarded).isFalse();
		assertThat(exchange.getResponse().getStatusCode()).isEqualTo(HttpStatus.SERVICE_UNAVAILABLE);
	}

	@Test
	void errorsFromFurtherDownTheChainAreNotMistakenForAnUnavailableAuthService() {
		MockServerWebExchange exchange = exchangeWith("Bearer perf-lab-token");
		GatewayFilterChain failingChain = (ex) -> Mono.error(new IllegalStateException("upstream broke"));

		assertThatIllegalStateException()
			.isThrownBy(() -> filterAnswering(Mono.just(true)).filter(exchange, failingChain).block())
			.withMessage("upstream broke");
		assertThat(exchange.getResponse().getStatusCode()).isNull();
	}

	private BearerAuthFilter filterAnswering(Mono<Boolean> answer) {
		return new BearerAuthFilter((token) -> {
			this.askedTokens.add(token);
			return answer;
		});
	}

	private static MockServerWebExchange exchangeWith(String authorization) {
		MockServerHttpRequest.BaseBuilder<?> request = MockServerHttpRequest.get("/service/hello");
		if (authorization != null) {
			request.header(HttpHeaders.AUTHORIZATION, authorization);
		}
		return MockServerWebExchange.from(request);
	}

}
