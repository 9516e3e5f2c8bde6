package dev.perflab.gateway;

import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import reactor.core.publisher.Flux;
import reactor.netty.http.client.HttpClient;

import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.http.HttpHeaders;

import dev.perflab.gateway.stub.StubBackends;
import dev.perflab.gateway.stub.StubServers;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * BlockHound watches every non-blocking thread (Reactor Netty's event loops included)
 * while the gateway serves routed, rejected and control requests: not one blocking call
 * may happen.
 * <p>
 * BlockHound stays installed for the rest of this JVM; it only records here, so other
 * test classes are unaffected.
 */
@StubBackends
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT)
class NoBlockingOnEventLoopTests {

	@LocalServerPort
	private int port;

	@BeforeEach
	void forgetEarlierCalls() {
		EventLoopBlockingRecorder.reset();
	}

	@Test
	void blockHoundSeesABlockingCallOnAnEventLoop() {
		// The control: proves the detector is armed on reactor-http threads, so that the
		// empty
		// result of the next test means something.
		client().get().uri("/hello").responseContent().aggregate().asString().doOnNext((body) -> {
			try {
				Thread.sleep(1);
			}
			catch (InterruptedException ex) {
				Thread.currentThread().interrupt();
			}
		}).block(Duration.ofSeconds(10));

		assertThat(EventLoopBlockingRecorder.calls())
			.anySatisfy((call) -> assertThat(call).contains("sleep").contains("reactor-http"));
	}

	@Test
	void gatewayNeverBlocksAnEventLoop(StubServers backends) {
		List<String> tokens = List.of("perf-lab-token", "wrong-token");
		Flux.range(0, 200)
			.flatMap((i) -> client()
				.headers((headers) -> headers.set(HttpHeaders.AUTHORIZATION, "Bearer " + tokens.get(i % 2)))
				.get()
				.uri((i % 10 == 0) ? "/hello" : "/service/hello")
				.response(), 8)
			.blockLast(Duration.ofSeconds(30));

		assertThat(backends.helloRequests).hasValueGreaterThan(50);
		assertThat(EventLoopBlockingRecorder.calls()).isEmpty();
	}

	private HttpClient client() {
		return HttpClient.create().baseUrl("http://127.0.0.1:" + this.port);
	}

}
