package dev.perflab.gateway;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;

import io.netty.handler.codec.http.QueryStringDecoder;
import reactor.core.publisher.Mono;
import reactor.netty.DisposableServer;
import reactor.netty.http.server.HttpServer;
import reactor.netty.resources.LoopResources;

import org.springframework.test.context.DynamicPropertyRegistry;

/**
 * Stand-ins for hello-service and auth-service on random local ports, recording what
 * reached them. auth-service accepts {@value #VALID_TOKEN} only; either may answer after
 * a delay.
 */
public final class StubBackends implements AutoCloseable {

	static final String VALID_TOKEN = "perf-lab-token";

	public final AtomicInteger helloRequests = new AtomicInteger();

	public final Queue<String> requestIdsSeenByHello = new ConcurrentLinkedQueue<>();

	public final Queue<String> tokensSeenByAuth = new ConcurrentLinkedQueue<>();

	// Their own event loops, as separate processes would have: sharing the gateway's
	// would let a
	// gateway that blocks its event loop deadlock with its own backends.
	private final LoopResources loops = LoopResources.create("stub", 2, true);

	private final DisposableServer hello;

	private final DisposableServer auth;

	private StubBackends(Duration authDelay, Duration helloDelay) {
		this.hello = HttpServer.create()
			.runOn(this.loops)
			.host("127.0.0.1")
			.route((routes) -> routes.get("/hello", (request, response) -> {
				this.helloRequests.incrementAndGet();
				String requestId = request.requestHeaders().get("X-Request-Id");
				this.requestIdsSeenByHello.add((requestId != null) ? requestId : "<none>");
				Mono<String> answer = Mono.just("Hello World!");
				return response.sendString(helloDelay.isZero() ? answer : answer.delayElement(helloDelay));
			}))
			.bindNow();
		this.auth = HttpServer.create()
			.runOn(this.loops)
			.host("127.0.0.1")
			.route((routes) -> routes.get("/auth", (request, response) -> {
				List<String> tokens = new QueryStringDecoder(request.uri()).parameters()
					.getOrDefault("token", List.of());
				String token = tokens.isEmpty() ? "" : tokens.get(0);
				this.tokensSeenByAuth.add(token);
				Mono<String> answer = Mono.just(Boolean.toString(VALID_TOKEN.equals(token)));
				return response.sendString(authDelay.isZero() ? answer : answer.delayElement(authDelay));
			}))
			.bindNow();
	}

	public static StubBackends start() {
		return new StubBackends(Duration.ZERO, Duration.ZERO);
	}

	public static StubBackends startWithSlowAuth(Duration delay) {
		return new StubBackends(delay, Duration.ZERO);
	}

	public static StubBackends startWithSlowHello(Duration delay) {
		return new StubBackends(Duration.ZERO, delay);
	}

	public void registerUris(DynamicPropertyRegistry registry) {
		registry.add("lab.hello.uri", () -> "http://127.0.0.1:" + this.hello.port());
		registry.add("lab.auth.uri", () -> "http://127.0.0.1:" + this.auth.port());
	}

	/** A local port with nothing listening: connections to it are refused at once. */
	public static int unusedPort() {
		try (ServerSocket socket = new ServerSocket(0)) {
			return socket.getLocalPort();
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

	@Override
	public void close() {
		this.hello.disposeNow();
		this.auth.disposeNow();
		this.loops.disposeLater().block();
	}

}
