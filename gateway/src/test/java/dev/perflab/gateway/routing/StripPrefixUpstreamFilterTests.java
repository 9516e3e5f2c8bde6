package dev.perflab.gateway.routing;

import java.net.URI;
import java.util.concurrent.atomic.AtomicReference;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import reactor.core.publisher.Mono;

import org.springframework.cloud.gateway.filter.RouteToRequestUrlFilter;
import org.springframework.cloud.gateway.filter.factory.StripPrefixGatewayFilterFactory;
import org.springframework.cloud.gateway.support.ServerWebExchangeUtils;
import org.springframework.http.HttpMethod;
import org.springframework.mock.http.server.reactive.MockServerHttpRequest;
import org.springframework.mock.web.server.MockServerWebExchange;
import org.springframework.web.server.ServerWebExchange;

import static org.assertj.core.api.Assertions.assertThat;

class StripPrefixUpstreamFilterTests {

	@ParameterizedTest
	@CsvSource({ "1, /service/hello, /hello", "1, /service/hello/, /hello/", "1, /service, /", "1, /service/, /",
			"2, /a/b/c/d, /c/d", "1, /service//hello, /hello", "0, /service/hello, /service/hello",
			"1, /service/h%20i, /h%20i", "3, /a/b, /" })
	void stripsThePathAsStripPrefixDoes(int parts, String path, String expected) {
		URI upstream = upstreamUrl(parts, path, "http://127.0.0.1:38072" + path);

		assertThat(upstream.getRawPath()).isEqualTo(expected).isEqualTo(stripPrefixPath(parts, path));
	}

	@Test
	void keepsTheRoutedServicesAuthorityAndTheQuery() {
		URI upstream = upstreamUrl(1, "/service/hello", "http://127.0.0.1:38072/service/hello?a=1&b=%20");

		assertThat(upstream).hasToString("http://127.0.0.1:38072/hello?a=1&b=%20");
	}

	@Test
	void leavesTheRequestAsItCame() {
		MockServerWebExchange exchange = exchange("/service/hello", "http://127.0.0.1:38072/service/hello");
		AtomicReference<ServerWebExchange> forwarded = new AtomicReference<>();

		new StripPrefixUpstreamFilter(1).filter(exchange, (next) -> {
			forwarded.set(next);
			return Mono.empty();
		}).block();

		assertThat(forwarded.get()).isSameAs(exchange);
		assertThat(exchange.getRequest().getPath().value()).isEqualTo("/service/hello");
	}

	@Test
	void runsRightAfterTheUpstreamUrlIsBuilt() {
		assertThat(new StripPrefixUpstreamFilter(1).getOrder())
			.isEqualTo(RouteToRequestUrlFilter.ROUTE_TO_URL_FILTER_ORDER + 1);
	}

	private static URI upstreamUrl(int parts, String path, String routedUrl) {
		MockServerWebExchange exchange = exchange(path, routedUrl);
		new StripPrefixUpstreamFilter(parts).filter(exchange, (next) -> Mono.empty()).block();
		return exchange.getAttribute(ServerWebExchangeUtils.GATEWAY_REQUEST_URL_ATTR);
	}

	private static MockServerWebExchange exchange(String path, String routedUrl) {
		MockServerWebExchange exchange = MockServerWebExchange.from(MockServerHttpRequest.get(path));
		exchange.getAttributes().put(ServerWebExchangeUtils.GATEWAY_REQUEST_URL_ATTR, URI.create(routedUrl));
		return exchange;
	}

	/** What Spring Cloud Gateway's StripPrefix makes of the same path. */
	private static String stripPrefixPath(int parts, String path) {
		StripPrefixGatewayFilterFactory.Config config = new StripPrefixGatewayFilterFactory.Config();
		config.setParts(parts);
		AtomicReference<ServerWebExchange> forwarded = new AtomicReference<>();
		new StripPrefixGatewayFilterFactory().apply(config)
			.filter(MockServerWebExchange.from(MockServerHttpRequest.method(HttpMethod.GET, URI.create(path))),
					(next) -> {
						forwarded.set(next);
						return Mono.empty();
					})
			.block();
		return forwarded.get().getRequest().getURI().getRawPath();
	}

}
