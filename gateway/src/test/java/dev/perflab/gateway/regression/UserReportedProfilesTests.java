package dev.perflab.gateway.regression;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.concurrent.atomic.AtomicReference;

import reactor.core.publisher.Mono;

import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.cloud.gateway.filter.GatewayFilterChain;
import org.springframework.mock.http.server.reactive.MockServerHttpRequest;
import org.springframework.mock.web.server.MockServerWebExchange;
import org.springframework.web.server.ServerWebExchange;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

/**
 * The profiles of the kinds gateway users report: each does what its report describes,
 * and none is on unless named.
 */
class UserReportedProfilesTests {

	@Test
	void reverseDnsNamesTheCallerOnEveryRequest() throws Exception {
		InetAddress loopback = InetAddress.getByAddress(new byte[] { 127, 0, 0, 1 });
		// A fresh address each time: the name comes from a lookup, not from a cache.
		assertThat(ClientHostNameFilter.hostName(loopback)).isNotBlank().isNotEqualTo("127.0.0.1");
		MockServerWebExchange exchange = MockServerWebExchange
			.from(MockServerHttpRequest.get("/service/hello").remoteAddress(new InetSocketAddress(loopback, 40000)));
		assertThat(passOn(new ClientHostNameFilter()::filter, exchange).getRequest()
			.getHeaders()
			.getFirst(ClientHostNameFilter.HEADER)).isNotBlank();
	}

	@Test
	void theResponseEnvelopeQuotesTheBody() {
		assertThat(ResponseEnvelopeFilter.envelope("Hello \"World\"!"))
			.isEqualTo("{\"data\":\"Hello \\\"World\\\"!\"}");
		assertThat(ResponseEnvelopeFilter.envelope(null)).isEqualTo("{\"data\":\"\"}");
	}

	@Test
	void theResponseEnvelopeTakesAJsonAnswerAsItIs() {
		assertThat(ResponseEnvelopeFilter.envelope("{\"items\":[]}", "application/json"))
			.isEqualTo("{\"data\":{\"items\":[]}}");
		assertThat(ResponseEnvelopeFilter.envelope("[1]", "application/problem+json; charset=UTF-8"))
			.isEqualTo("{\"data\":[1]}");
		assertThat(ResponseEnvelopeFilter.envelope("Hello!", "text/plain")).isEqualTo("{\"data\":\"Hello!\"}");
		assertThat(ResponseEnvelopeFilter.envelope("Hello!", null)).isEqualTo("{\"data\":\"Hello!\"}");
	}

	@Test
	void theAuditHeaderIsJsonWrittenByANewMapper() {
		MockServerWebExchange exchange = MockServerWebExchange.from(MockServerHttpRequest.get("/service/hello"));
		String audit = passOn(new AuditHeaderFilter()::filter, exchange).getRequest()
			.getHeaders()
			.getFirst(AuditHeaderFilter.HEADER);
		assertThat(audit).startsWith("{").contains("\"method\":\"GET\"").contains("\"path\":\"/service/hello\"");
	}

	@Test
	void theTokenIsVerifiedOnEveryRequest() {
		TokenVerificationFilter filter = new TokenVerificationFilter();
		assertThat(filter.verified()).isTrue();
		MockServerWebExchange exchange = MockServerWebExchange.from(MockServerHttpRequest.get("/service/hello"));
		assertThat(passOn(filter::filter, exchange)).isNotNull();
	}

	@Test
	void manyRoutesRejectsACountOutOfRange() {
		ManyRoutesConfiguration configuration = new ManyRoutesConfiguration();
		assertThatIllegalArgumentException()
			.isThrownBy(() -> configuration.manyTeamRoutes(null, 0, "http://127.0.0.1:1"))
			.withMessageContaining("lab.regression.many-routes.count");
	}

	@Test
	void profilesAreOffUnlessNamed() {
		new ApplicationContextRunner()
			.withUserConfiguration(ClientHostNameFilter.class, AuditHeaderFilter.class, TokenVerificationFilter.class,
					OperatorDebugHook.class, ManyRoutesConfiguration.class)
			.run((context) -> assertThat(context).doesNotHaveBean(ClientHostNameFilter.class)
				.doesNotHaveBean(AuditHeaderFilter.class)
				.doesNotHaveBean(TokenVerificationFilter.class)
				.doesNotHaveBean(OperatorDebugHook.class)
				.doesNotHaveBean(ManyRoutesConfiguration.class));
	}

	/** Runs a filter and returns the exchange it passed on. */
	private static ServerWebExchange passOn(Filter filter, ServerWebExchange exchange) {
		AtomicReference<ServerWebExchange> passed = new AtomicReference<>();
		GatewayFilterChain chain = (next) -> {
			passed.set(next);
			return Mono.empty();
		};
		filter.filter(exchange, chain).block();
		return passed.get();
	}

	@FunctionalInterface
	private interface Filter {

		Mono<Void> filter(ServerWebExchange exchange, GatewayFilterChain chain);

	}

}
