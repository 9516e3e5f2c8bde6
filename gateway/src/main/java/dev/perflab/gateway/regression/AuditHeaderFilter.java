package dev.perflab.gateway.regression;

import reactor.core.publisher.Mono;
import tools.jackson.databind.ObjectMapper;

import org.springframework.cloud.gateway.filter.GatewayFilterChain;
import org.springframework.cloud.gateway.filter.GlobalFilter;
import org.springframework.context.annotation.Profile;
import org.springframework.core.Ordered;
import org.springframework.http.server.reactive.ServerHttpRequest;
import org.springframework.stereotype.Component;
import org.springframework.web.server.ServerWebExchange;

import dev.perflab.gateway.tracing.RequestIds;

/**
 * A heavy object made per request, as SCG #760/#781 and spring-framework #33093 report
 * it: every request gets an {@value #HEADER} for the upstream, a small JSON record
 * written by a {@code new ObjectMapper()}.
 * <p>
 * A mapper is meant to be made once: it caches what it learns about each class it writes
 * (its properties, its serializer). A new one per request starts with empty caches, so
 * every request introspects the record again, on the event loop, and allocates what the
 * caches hold. The same goes for a {@code WebClient.create()}, an {@code HttpClient} (a
 * connection pool per request) or {@code HandlerStrategies.withDefaults()} on the request
 * path. A fix: one mapper (the application's, injected) for every request.
 */
@Component
@Profile("mapper-per-request")
class AuditHeaderFilter implements GlobalFilter, Ordered {

	static final String HEADER = "X-Audit";

	@Override
	public Mono<Void> filter(ServerWebExchange exchange, GatewayFilterChain chain) {
		ServerHttpRequest incoming = exchange.getRequest();
		Audit audit = new Audit(incoming.getMethod().name(), incoming.getPath().value(), RequestIds.of(exchange));
		String json = new ObjectMapper().writeValueAsString(audit);
		ServerHttpRequest request = incoming.mutate().header(HEADER, json).build();
		return chain.filter(exchange.mutate().request(request).build());
	}

	/**
	 * After the request id filter (-200), so that the record names the id.
	 */
	@Override
	public int getOrder() {
		return -160;
	}

	/**
	 * What the upstream's audit log wants to know.
	 */
	record Audit(String method, String path, String requestId) {
	}

}
