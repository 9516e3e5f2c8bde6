package dev.perflab.gateway.auth;

import java.net.URI;
import java.time.Duration;

import io.netty.handler.codec.http.QueryStringDecoder;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import reactor.core.publisher.Mono;
import reactor.netty.DisposableServer;
import reactor.netty.http.client.HttpClient;
import reactor.netty.http.server.HttpServer;
import reactor.netty.resources.ConnectionProvider;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

/**
 * The auth call against a real HTTP server that answers with the token it is asked about,
 * or, for a token {@code status-N}, with status N.
 */
class AuthServiceClientTests {

	private static final Duration TIMEOUT = Duration.ofSeconds(30);

	private final DisposableServer authService = HttpServer.create()
		.host("127.0.0.1")
		.route((routes) -> routes.get("/auth", (request, response) -> {
			String token = new QueryStringDecoder(request.uri()).parameters().get("token").get(0);
			if (token.startsWith("status-")) {
				return response.status(Integer.parseInt(token.substring("status-".length())))
					.sendString(Mono.just("an error page"));
			}
			return response.sendString(Mono.just(token));
		}))
		.bindNow();

	/**
	 * One connection: a response left unread would keep it, and the next call would hang.
	 */
	private final ConnectionProvider pool = ConnectionProvider.builder("auth-service-tests").maxConnections(1).build();

	@AfterEach
	void stop() {
		this.pool.disposeLater().block(TIMEOUT);
		this.authService.disposeNow();
	}

	@Test
	void trueAndFalseAreTheAnswer() {
		assertThat(client().verify("true").block(TIMEOUT)).isTrue();
		assertThat(client().verify("false").block(TIMEOUT)).isFalse();
		assertThat(client().verify("true\n").block(TIMEOUT)).as("a trailing newline").isTrue();
	}

	@Test
	void anyOtherAnswerIsUnavailable() {
		for (String answer : new String[] { "maybe", "", "TRUE1" }) {
			assertThatExceptionOfType(AuthServiceUnavailableException.class)
				.isThrownBy(() -> client().verify(answer).block(TIMEOUT))
				.as(answer)
				.withMessage("auth-service answered neither true nor false");
		}
	}

	@Test
	void anErrorStatusIsUnavailableAndFreesTheConnection() {
		for (int i = 0; i < 3; i++) {
			assertThatExceptionOfType(AuthServiceUnavailableException.class)
				.isThrownBy(() -> client().verify("status-500").block(TIMEOUT))
				.withMessageContaining("auth-service answered 500");
		}
		assertThat(client().verify("true").block(TIMEOUT)).isTrue();
	}

	private TokenVerifier client() {
		URI uri = URI.create("http://127.0.0.1:" + this.authService.port());
		return new AuthServiceClient(HttpClient.create(this.pool).responseTimeout(TIMEOUT), new AuthCheckUri(uri));
	}

}
