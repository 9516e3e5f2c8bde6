package dev.perflab.gateway.tracing;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

import dev.perflab.gateway.routing.UpstreamRequestHeaders;

@Configuration(proxyBeanMethods = false)
class TracingConfiguration {

	/**
	 * A regression profile may replace it with a {@code @Primary} generator of its own.
	 */
	@Bean
	RequestIdGenerator requestIdGenerator() {
		return new RandomRequestIdGenerator();
	}

	/**
	 * The exchange's id on the proxied request; it replaces a malformed one of the
	 * caller's.
	 */
	@Bean
	UpstreamRequestHeaders requestIdUpstream() {
		return (upstream, exchange) -> {
			String id = RequestIds.of(exchange);
			if (id != null) {
				upstream.set(RequestIds.HEADER, id);
			}
		};
	}

}
