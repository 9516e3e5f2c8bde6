package dev.perflab.gateway.regression;

import reactor.core.publisher.Mono;

import org.springframework.cloud.gateway.filter.GatewayFilterChain;
import org.springframework.cloud.gateway.filter.GlobalFilter;
import org.springframework.context.annotation.Profile;
import org.springframework.core.Ordered;
import org.springframework.http.server.reactive.ServerHttpRequest;
import org.springframework.stereotype.Component;
import org.springframework.web.server.ServerWebExchange;

import dev.perflab.gateway.tracing.RequestIds;

/**
 * Seed: the 2019 Zuul gateway's token creation behind a lock. Every request gets an
 * {@value #HEADER} for the upstream, signed by the one {@link SharedTokenSigner} of the
 * gateway, so all event loops take the same monitor once per request.
 * <p>
 * The profile {@code token-lock} also sets {@code lab.event-loops} to 4
 * ({@code application-token-lock.yml}): with the gateway's default of one event loop per
 * CPU, a gateway pinned to one CPU has a single loop, and a lock that only one thread
 * takes is never contended.
 */
@Component
@Profile("token-lock")
class TokenSigningFilter implements GlobalFilter, Ordered {

	static final String HEADER = "X-Gateway-Token";

	private final SharedTokenSigner signer = new SharedTokenSigner();

	@Override
	public Mono<Void> filter(ServerWebExchange exchange, GatewayFilterChain chain) {
		String requestId = RequestIds.of(exchange);
		String token = this.signer.sign((requestId != null) ? requestId : "");
		ServerHttpRequest request = exchange.getRequest().mutate().header(HEADER, token).build();
		return chain.filter(exchange.mutate().request(request).build());
	}

	/**
	 * After the request id filter (-200), so the id it signs is the one sent upstream.
	 */
	@Override
	public int getOrder() {
		return -190;
	}

}
