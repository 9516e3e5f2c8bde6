package dev.perflab.gateway.auth;

import java.time.Duration;

import reactor.core.publisher.Mono;

import org.springframework.cloud.gateway.filter.GatewayFilterChain;
import org.springframework.cloud.gateway.filter.GlobalFilter;
import org.springframework.core.Ordered;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.server.reactive.ServerHttpResponse;
import org.springframework.stereotype.Component;
import org.springframework.web.server.ServerWebExchange;

import dev.perflab.gateway.logging.IntervalSummaryLog;

/**
 * Lets a routed request through only when auth-service says its bearer token is valid.
 * <ul>
 * <li>missing or malformed token, or auth-service says {@code false}: 401;</li>
 * <li>auth-service down, slow or talking nonsense: 503. It fails closed: nothing
 * unauthenticated is ever forwarded.</li>
 * </ul>
 */
@Component
class BearerAuthFilter implements GlobalFilter, Ordered {

	/** After the request id, before routing. */
	static final int ORDER = -100;

	private final TokenVerifier verifier;

	/**
	 * Instead of Reactor Netty's WARN with a stack trace per failed call (see
	 * application.yml).
	 */
	private final IntervalSummaryLog outageLog = new IntervalSummaryLog(BearerAuthFilter.class, Duration.ofSeconds(10),
			(count, latest) -> "auth-service unavailable, " + count
					+ " request(s) answered 503 since the last report; latest cause: " + latest);

	BearerAuthFilter(TokenVerifier verifier) {
		this.verifier = verifier;
	}

	@Override
	public Mono<Void> filter(ServerWebExchange exchange, GatewayFilterChain chain) {
		String token = BearerToken.from(exchange.getRequest().getHeaders().getFirst(HttpHeaders.AUTHORIZATION));
		if (token == null) {
			return reject(exchange, HttpStatus.UNAUTHORIZED, "Bearer");
		}
		return this.verifier.verify(token)
			.map((valid) -> valid ? Verdict.ALLOW : Verdict.DENY)
			// Only the verification's own failure means "unavailable": errors
			// from the rest of the chain below must not turn into 503s, so this
			// sits before the flatMap.
			.onErrorResume((failure) -> {
				this.outageLog.record(failure);
				return Mono.just(Verdict.UNAVAILABLE);
			})
			.defaultIfEmpty(Verdict.UNAVAILABLE)
			.flatMap((verdict) -> switch (verdict) {
				case ALLOW -> chain.filter(exchange);
				case DENY -> reject(exchange, HttpStatus.UNAUTHORIZED, "Bearer error=\"invalid_token\"");
				case UNAVAILABLE -> reject(exchange, HttpStatus.SERVICE_UNAVAILABLE, null);
			});
	}

	private static Mono<Void> reject(ServerWebExchange exchange, HttpStatus status, String challenge) {
		ServerHttpResponse response = exchange.getResponse();
		response.setStatusCode(status);
		if (challenge != null) {
			response.getHeaders().set(HttpHeaders.WWW_AUTHENTICATE, challenge);
		}
		return response.setComplete();
	}

	@Override
	public int getOrder() {
		return ORDER;
	}

	private enum Verdict {

		ALLOW, DENY, UNAVAILABLE

	}

}
