package dev.perflab.gateway.regression;

import java.lang.reflect.Modifier;
import java.util.concurrent.atomic.AtomicReference;

import org.junit.jupiter.api.Test;
import reactor.core.publisher.Mono;

import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.cloud.gateway.filter.GatewayFilterChain;
import org.springframework.mock.http.server.reactive.MockServerHttpRequest;
import org.springframework.mock.web.server.MockServerWebExchange;
import org.springframework.web.server.ServerWebExchange;

import dev.perflab.gateway.tracing.RequestIds;

import static org.assertj.core.api.Assertions.assertThat;

class TokenSigningFilterTests {

	private final TokenSigningFilter filter = new TokenSigningFilter();

	private final AtomicReference<ServerWebExchange> forwarded = new AtomicReference<>();

	private final GatewayFilterChain chain = (exchange) -> {
		this.forwarded.set(exchange);
		return Mono.empty();
	};

	@Test
	void upstreamRequestCarriesTheSignatureOfItsRequestId() {
		String first = upstreamTokenFor("request-1");
		String again = upstreamTokenFor("request-1");
		String other = upstreamTokenFor("request-2");

		// HMAC-SHA256: 32 bytes, 43 characters of base64url without padding
		assertThat(first).matches("[A-Za-z0-9_-]{43}").isEqualTo(again).isNotEqualTo(other);
	}

	@Test
	void requestWithoutIdIsSignedToo() {
		MockServerWebExchange exchange = MockServerWebExchange.from(MockServerHttpRequest.get("/service/hello"));

		this.filter.filter(exchange, this.chain).block();

		assertThat(this.forwarded.get().getRequest().getHeaders().getFirst(TokenSigningFilter.HEADER)).hasSize(43);
	}

	@Test
	void runsAfterTheRequestIdFilter() {
		assertThat(this.filter.getOrder()).isGreaterThan(-200);
	}

	@Test
	void signingIsBehindOneSharedLock() throws NoSuchMethodException {
		// The regression itself: every event loop takes this one monitor per request.
		assertThat(
				Modifier.isSynchronized(SharedTokenSigner.class.getDeclaredMethod("sign", String.class).getModifiers()))
			.isTrue();
	}

	@Test
	void offUnlessNamed() {
		new ApplicationContextRunner().withUserConfiguration(TokenSigningFilter.class)
			.run((context) -> assertThat(context).doesNotHaveBean(TokenSigningFilter.class));
		new ApplicationContextRunner().withUserConfiguration(TokenSigningFilter.class)
			.withPropertyValues("spring.profiles.active=token-lock")
			.run((context) -> assertThat(context).hasSingleBean(TokenSigningFilter.class));
	}

	private String upstreamTokenFor(String requestId) {
		MockServerWebExchange exchange = MockServerWebExchange.from(MockServerHttpRequest.get("/service/hello"));
		exchange.getAttributes().put(RequestIds.ATTRIBUTE, requestId);
		this.filter.filter(exchange, this.chain).block();
		return this.forwarded.get().getRequest().getHeaders().getFirst(TokenSigningFilter.HEADER);
	}

}
