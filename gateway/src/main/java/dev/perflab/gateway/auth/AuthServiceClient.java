package dev.perflab.gateway.auth;

import io.netty.handler.codec.http.HttpStatusClass;
import reactor.core.publisher.Mono;
import reactor.netty.ByteBufMono;
import reactor.netty.http.client.HttpClient;
import reactor.netty.http.client.HttpClientResponse;

/**
 * Asks auth-service {@code GET /auth?token=...}, which answers {@code true} or
 * {@code false}.
 * <p>
 * On Reactor Netty's {@link HttpClient} itself rather than Spring's {@code WebClient}:
 * for a GET with a five-byte answer, WebClient's request and response wrappers, header
 * adapters and body decoders were a measurable part of the gateway's CPU per request (see
 * the README's efficiency section).
 */
class AuthServiceClient implements TokenVerifier {

	private final HttpClient httpClient;

	private final AuthCheckUri checkUri;

	AuthServiceClient(HttpClient httpClient, AuthCheckUri checkUri) {
		this.httpClient = checkUri.aim(httpClient);
		this.checkUri = checkUri;
	}

	@Override
	public Mono<Boolean> verify(String token) {
		return this.httpClient.get()
			.uri(this.checkUri.pathForToken(token))
			.responseSingle(AuthServiceClient::readAnswer);
	}

	private static Mono<Boolean> readAnswer(HttpClientResponse response, ByteBufMono body) {
		if (response.status().codeClass() != HttpStatusClass.SUCCESS) {
			// Read (and so release) the body before failing: the connection goes back to
			// the pool only once its response has been consumed.
			return body.asString()
				.then(Mono.error(new AuthServiceUnavailableException("auth-service answered " + response.status())));
		}
		return body.asString().defaultIfEmpty("").flatMap((answer) -> switch (answer.trim()) {
			case "true" -> Mono.just(true);
			case "false" -> Mono.just(false);
			default -> Mono.error(new AuthServiceUnavailableException("auth-service answered neither true nor false"));
		});
	}

}
