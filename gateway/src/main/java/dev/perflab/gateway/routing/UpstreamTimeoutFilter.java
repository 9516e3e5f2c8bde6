package dev.perflab.gateway.routing;

import io.netty.handler.timeout.ReadTimeoutException;
import reactor.core.publisher.Mono;

import org.springframework.cloud.gateway.filter.GatewayFilterChain;
import org.springframework.cloud.gateway.filter.GlobalFilter;
import org.springframework.core.Ordered;
import org.springframework.http.HttpStatus;
import org.springframework.web.server.ResponseStatusException;
import org.springframework.web.server.ServerWebExchange;

/**
 * Answers 504 Gateway Timeout when the routed service exceeds the response timeout.
 * Reactor Netty signals that as a {@link ReadTimeoutException}, which would otherwise
 * reach the client as a 500.
 */
class UpstreamTimeoutFilter implements GlobalFilter, Ordered {

	/** Outside the auth and tracing filters, so it sees only the proxy's error. */
	static final int ORDER = -300;

	@Override
	public Mono<Void> filter(ServerWebExchange exchange, GatewayFilterChain chain) {
		return chain.filter(exchange)
			.onErrorMap(ReadTimeoutException.class, (timeout) -> new ResponseStatusException(HttpStatus.GATEWAY_TIMEOUT,
					"the routed service did not answer in time", timeout));
	}

	@Override
	public int getOrder() {
		return ORDER;
	}

}
