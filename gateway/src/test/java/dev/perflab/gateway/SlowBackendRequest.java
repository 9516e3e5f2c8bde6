package dev.perflab.gateway;

import java.time.Duration;
import java.util.function.Consumer;

import org.springframework.http.HttpHeaders;
import org.springframework.test.web.reactive.server.WebTestClient;
import org.springframework.test.web.reactive.server.WebTestClient.ResponseSpec;

/**
 * An authorised request for {@code /service/hello} while a backend answers late, timed:
 * what these tests check is that the gateway gives up long before that answer.
 */
final class SlowBackendRequest {

	private SlowBackendRequest() {
	}

	/**
	 * Sends the request, waiting up to {@code patience} for the gateway, and returns how
	 * long it took, checks of the response included.
	 */
	static Duration timeUntilAnswered(WebTestClient client, Duration patience, Consumer<ResponseSpec> checks) {
		long start = System.nanoTime();
		checks.accept(client.mutate()
			.responseTimeout(patience)
			.build()
			.get()
			.uri("/service/hello")
			.header(HttpHeaders.AUTHORIZATION, "Bearer perf-lab-token")
			.exchange());
		return Duration.ofNanos(System.nanoTime() - start);
	}

}
