package dev.perflab.gateway.auth;

import reactor.core.publisher.Mono;

import org.springframework.web.reactive.function.client.ClientResponse;
import org.springframework.web.reactive.function.client.WebClient;

/**
 * Asks auth-service {@code GET /auth?token=...}, which answers {@code true} or
 * {@code false}.
 */
class AuthServiceClient implements TokenVerifier {

	private final WebClient webClient;

	private final AuthCheckUri checkUri;

	AuthServiceClient(WebClient webClient, AuthCheckUri checkUri) {
		this.webClient = webClient;
		this.checkUri = checkUri;
	}

	@Override
	public Mono<Boolean> verify(String token) {
		return this.webClient.get().uri(this.checkUri.forToken(token)).exchangeToMono(AuthServiceClient::readAnswer);
	}

	private static Mono<Boolean> readAnswer(ClientResponse response) {
		if (!response.statusCode().is2xxSuccessful()) {
			return response.releaseBody()
				.then(Mono
					.error(new AuthServiceUnavailableException("auth-service answered " + response.statusCode())));
		}
		return response.bodyToMono(String.class).defaultIfEmpty("").flatMap((answer) -> switch (answer.trim()) {
			case "true" -> Mono.just(true);
			case "false" -> Mono.just(false);
			default -> Mono.error(new AuthServiceUnavailableException("auth-service answered neither true nor false"));
		});
	}

}
