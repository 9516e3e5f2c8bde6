package dev.perflab.gateway.tracing;

import reactor.core.publisher.Mono;

import org.springframework.cloud.gateway.filter.GatewayFilterChain;
import org.springframework.cloud.gateway.filter.GlobalFilter;
import org.springframework.core.Ordered;
import org.springframework.stereotype.Component;
import org.springframework.web.server.ServerWebExchange;

/**
 * Gives every routed request an {@value RequestIds#HEADER}: the caller's, when well
 * formed, or a fresh one. The id goes back to the caller on the response, including on
 * rejections by later filters, and upstream with the proxied request
 * ({@link TracingConfiguration#requestIdUpstream()}).
 */
@Component
class RequestIdFilter implements GlobalFilter, Ordered {

	/**
	 * First of our filters, so that even a request the auth filter rejects carries an id.
	 */
	static final int ORDER = -200;

	private final RequestIdGenerator ids;

	RequestIdFilter(RequestIdGenerator ids) {
		this.ids = ids;
	}

	@Override
	public Mono<Void> filter(ServerWebExchange exchange, GatewayFilterChain chain) {
		String callerId = exchange.getRequest().getHeaders().getFirst(RequestIds.HEADER);
		String id = RequestIds.isWellFormed(callerId) ? callerId : this.ids.next();
		RequestIds.set(exchange, id);
		exchange.getResponse().getHeaders().set(RequestIds.HEADER, id);
		return chain.filter(exchange);
	}

	@Override
	public int getOrder() {
		return ORDER;
	}

}
