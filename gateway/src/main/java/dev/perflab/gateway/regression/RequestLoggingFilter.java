package dev.perflab.gateway.regression;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import reactor.core.publisher.Mono;

import org.springframework.cloud.gateway.filter.GatewayFilterChain;
import org.springframework.cloud.gateway.filter.GlobalFilter;
import org.springframework.context.annotation.Profile;
import org.springframework.core.Ordered;
import org.springframework.stereotype.Component;
import org.springframework.web.server.ServerWebExchange;

/**
 * Seed rounds 2 and 3a: two INFO lines per request, one on the way in and one on the way
 * out. With the default synchronous console appender ({@code sync-logging}) the event
 * loop formats and writes both; behind logback's {@code AsyncAppender} with caller data
 * ({@code async-logging}) it walks the stack for each instead and hands the lines to one
 * more thread.
 */
@Component
@Profile("request-logging")
class RequestLoggingFilter implements GlobalFilter, Ordered {

	private static final Logger logger = LoggerFactory.getLogger(RequestLoggingFilter.class);

	@Override
	public Mono<Void> filter(ServerWebExchange exchange, GatewayFilterChain chain) {
		logger.info("request {} {} from {}", exchange.getRequest().getMethod(), exchange.getRequest().getPath(),
				exchange.getRequest().getRemoteAddress());
		return chain.filter(exchange)
			.doFinally((signal) -> logger.info("response {} {} for {}", exchange.getResponse().getStatusCode(), signal,
					exchange.getRequest().getPath()));
	}

	@Override
	public int getOrder() {
		return -150;
	}

}
