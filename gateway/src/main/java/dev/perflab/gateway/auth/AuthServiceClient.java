package dev.perflab.gateway.auth;

import java.net.URI;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;

import reactor.core.publisher.Mono;

import org.springframework.web.reactive.function.client.ClientResponse;
import org.springframework.web.reactive.function.client.WebClient;

/**
 * Asks auth-service {@code GET /auth?token=...}, which answers {@code true} or
 * {@code false}.
 */
class AuthServiceClient implements TokenVerifier {

	private final WebClient webClient;

	private final String checkUriPrefix;

	AuthServiceClient(WebClient webClient, URI authServiceUri) {
		this.webClient = webClient;
		// Built once: expanding a URI template per request costs more than the rest of
		// this call.
		this.checkUriPrefix = authServiceUri.toString().replaceAll("/+$", "") + "/auth?token=";
	}

	@Override
	public Mono<Boolean> verify(String token) {
		URI uri = URI.create(this.checkUriPrefix + URLEncoder.encode(token, StandardCharsets.UTF_8));
		return this.webClient.get().uri(uri).exchangeToMono(AuthServiceClient::readAnswer);
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
