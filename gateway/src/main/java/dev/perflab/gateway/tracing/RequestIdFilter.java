package dev.perflab.gateway.tracing;

import reactor.core.publisher.Mono;

import org.springframework.cloud.gateway.filter.GatewayFilterChain;
import org.springframework.cloud.gateway.filter.GlobalFilter;
import org.springframework.core.Ordered;
import org.springframework.http.server.reactive.ServerHttpRequest;
import org.springframework.stereotype.Component;
import org.springframework.web.server.ServerWebExchange;

/**
 * Gives every routed request an {@value RequestIds#HEADER}: the caller's, when well
 * formed, or a fresh one. The id goes upstream on the request and back to the caller on
 * the response, including on rejections by later filters.
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
		if (RequestIds.isWellFormed(callerId)) {
			exchange.getResponse().getHeaders().set(RequestIds.HEADER, callerId);
			return chain.filter(exchange);
		}
		String id = this.ids.next();
		exchange.getResponse().getHeaders().set(RequestIds.HEADER, id);
		ServerHttpRequest request = exchange.getRequest().mutate().header(RequestIds.HEADER, id).build();
		return chain.filter(exchange.mutate().request(request).build());
	}

	@Override
	public int getOrder() {
		return ORDER;
	}

}
