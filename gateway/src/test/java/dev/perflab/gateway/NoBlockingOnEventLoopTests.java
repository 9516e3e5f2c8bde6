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
 * while the gateway serves routed, rejected and control requests, and the perf tool's
 * route coverage: not one blocking call may happen.
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
		List<String> paths = List.of("/service/hello", "/api/items/7?bytes=512", "/service/hello", "/api/search?q=lamp",
				"/service/hello");
		Flux.range(0, 200)
			.flatMap((i) -> client()
				.headers((headers) -> headers.set(HttpHeaders.AUTHORIZATION, "Bearer " + tokens.get(i % 2)))
				.get()
				.uri((i % 10 == 0) ? "/hello" : paths.get(i % paths.size()))
				.response(), 8)
			.blockLast(Duration.ofSeconds(30));

		assertThat(backends.helloRequests).hasValueGreaterThan(30);
		assertThat(backends.requestsSeenByHello).anyMatch((request) -> request.startsWith("GET /items/7"))
			.anyMatch((request) -> request.startsWith("GET /search"));
		assertThat(EventLoopBlockingRecorder.calls()).isEmpty();
	}

	@Test
	void routeCoverageNeverBlocksAnEventLoop() {
		Flux.just("/actuator/gateway/routes", "/actuator/metrics/spring.cloud.gateway.requests?tag=routeId:items")
			.flatMap((path) -> client().get().uri(path).responseContent().aggregate().asString())
			.blockLast(Duration.ofSeconds(30));

		assertThat(EventLoopBlockingRecorder.calls()).isEmpty();
	}

	private HttpClient client() {
		return HttpClient.create().baseUrl("http://127.0.0.1:" + this.port);
	}

}
