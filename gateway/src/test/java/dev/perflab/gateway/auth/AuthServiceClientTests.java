package dev.perflab.gateway.auth;

import java.net.URI;
import java.time.Duration;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import reactor.netty.http.client.HttpClient;
import reactor.netty.resources.ConnectionProvider;

import dev.perflab.gateway.stub.AuthStub;
import dev.perflab.gateway.stub.StubBackends;
import dev.perflab.gateway.stub.StubServers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

/**
 * The auth call against a real HTTP server that answers with the token it is asked about,
 * or, for a token {@code status-N}, with status N.
 */
@StubBackends(auth = AuthStub.ECHOES_TOKEN)
class AuthServiceClientTests {

	private static final Duration TIMEOUT = Duration.ofSeconds(30);

	private final URI authService;

	/**
	 * One connection: a response left unread would keep it, and the next call would hang.
	 */
	private final ConnectionProvider pool = ConnectionProvider.builder("auth-service-tests").maxConnections(1).build();

	AuthServiceClientTests(StubServers backends) {
		this.authService = URI.create(backends.authUri());
	}

	@AfterEach
	void stop() {
		this.pool.disposeLater().block(TIMEOUT);
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
		return new AuthServiceClient(HttpClient.create(this.pool).responseTimeout(TIMEOUT),
				new AuthCheckUri(this.authService));
	}

}
