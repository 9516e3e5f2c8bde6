package dev.perflab.gateway.auth;

import reactor.core.publisher.Mono;

/**
 * Asks whoever decides whether a token is valid.
 */
@FunctionalInterface
public interface TokenVerifier {

	/**
	 * Emits {@code true} or {@code false}; signals an error when no answer could be had
	 * (down, slow, or a reply that is neither), which the caller must treat as "not
	 * authenticated".
	 */
	Mono<Boolean> verify(String token);

}
