package dev.perflab.gateway.stub;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

import io.netty.handler.codec.http.HttpHeaders;
import io.netty.handler.codec.http.QueryStringDecoder;
import org.reactivestreams.Publisher;
import reactor.core.publisher.Mono;
import reactor.netty.DisposableServer;
import reactor.netty.http.server.HttpServer;
import reactor.netty.http.server.HttpServerRequest;
import reactor.netty.http.server.HttpServerResponse;
import reactor.netty.resources.LoopResources;

/**
 * The running stand-ins for hello-service and auth-service that {@link StubBackends}
 * asked for, on free local ports, and what reached them.
 */
public final class StubServers implements AutoCloseable {

	/**
	 * The one token auth-service accepts when it {@link AuthStub#CHECKS_TOKEN checks}.
	 */
	public static final String VALID_TOKEN = "perf-lab-token";

	private static final String LOCALHOST = "127.0.0.1";

	private static final String STATUS_TOKEN_PREFIX = "status-";

	/**
	 * Set on hello-service's JSON answers, as the real one sets it: a header for the
	 * gateway to drop.
	 */
	public static final String INSTANCE_HEADER = "X-Backend-Instance";

	/** What hello-service's {@code GET /items/{id}} and {@code GET /search} answer. */
	public static final String LIST = "{\"items\":[{\"sku\":\"SKU-000001\",\"name\":\"Linen shirt\",\"price\":42.5}]}";

	/** Requests for {@code /hello} only. */
	public final AtomicInteger helloRequests = new AtomicInteger();

	/** Every request that reached hello-service, as {@code METHOD /path?query}. */
	public final Queue<String> requestsSeenByHello = new ConcurrentLinkedQueue<>();

	/** The bodies of the orders that reached hello-service. */
	public final Queue<byte[]> ordersSeenByHello = new ConcurrentLinkedQueue<>();

	public final Queue<String> requestIdsSeenByHello = new ConcurrentLinkedQueue<>();

	public final Queue<HttpHeaders> headersSeenByHello = new ConcurrentLinkedQueue<>();

	public final Queue<String> tokensSeenByAuth = new ConcurrentLinkedQueue<>();

	// Their own event loops, as separate processes would have: sharing the gateway's
	// would let a gateway that blocks its event loop deadlock with its own backends.
	private final LoopResources loops = LoopResources.create("stub", 2, true);

	private final List<DisposableServer> servers = new ArrayList<>();

	private final AuthStub auth;

	private final Duration authDelay;

	private final Duration helloDelay;

	private final String helloUri;

	private final String authUri;

	/** {@code GET /search} answers 503 once, then 200: what a retry is for. */
	private final AtomicBoolean searchFailed = new AtomicBoolean();

	StubServers(StubBackends config) {
		this.auth = config.auth();
		this.authDelay = Duration.parse(config.authDelay());
		this.helloDelay = Duration.parse(config.helloDelay());
		this.helloUri = uriOf(start(HttpServer.create()
			.route((routes) -> routes.get("/hello", this::answerHello)
				.get("/items/{id}", this::answerList)
				.get("/search", this::answerSearch)
				.post("/orders", this::answerOrder))));
		this.authUri = (this.auth != AuthStub.DOWN)
				? uriOf(start(HttpServer.create().route((routes) -> routes.get("/auth", this::answerAuth))))
				: "http://" + LOCALHOST + ":" + unusedPort();
	}

	public String helloUri() {
		return this.helloUri;
	}

	public String authUri() {
		return this.authUri;
	}

	/** The gateway's properties that point it at these backends. */
	Map<String, Object> gatewayProperties() {
		return Map.of("lab.hello.uri", this.helloUri, "lab.auth.uri", this.authUri);
	}

	/** Forgets what reached the backends so far. */
	void forgetRequests() {
		this.helloRequests.set(0);
		this.requestsSeenByHello.clear();
		this.ordersSeenByHello.clear();
		this.searchFailed.set(false);
		this.requestIdsSeenByHello.clear();
		this.headersSeenByHello.clear();
		this.tokensSeenByAuth.clear();
	}

	@Override
	public void close() {
		this.servers.forEach(DisposableServer::disposeNow);
		this.loops.disposeLater().block();
	}

	private DisposableServer start(HttpServer server) {
		DisposableServer started = server.runOn(this.loops).host(LOCALHOST).bindNow();
		this.servers.add(started);
		return started;
	}

	private Publisher<Void> answerHello(HttpServerRequest request, HttpServerResponse response) {
		this.helloRequests.incrementAndGet();
		recordHello(request);
		return response.sendString(delayed("Hello World!", this.helloDelay));
	}

	private Publisher<Void> answerList(HttpServerRequest request, HttpServerResponse response) {
		recordHello(request);
		return response.header("Content-Type", "application/json")
			.header(INSTANCE_HEADER, "stub-hello")
			.sendString(Mono.just(LIST));
	}

	private Publisher<Void> answerSearch(HttpServerRequest request, HttpServerResponse response) {
		if (this.searchFailed.compareAndSet(false, true)) {
			recordHello(request);
			return response.status(503).sendString(Mono.just("busy, try again"));
		}
		return answerList(request, response);
	}

	private Publisher<Void> answerOrder(HttpServerRequest request, HttpServerResponse response) {
		return request.receive().aggregate().asByteArray().defaultIfEmpty(new byte[0]).flatMap((body) -> {
			recordHello(request);
			this.ordersSeenByHello.add(body);
			return response.status(201)
				.header("Content-Type", "application/json")
				.sendString(Mono.just("{\"accepted\":true,\"bytes\":" + body.length + "}"))
				.then();
		});
	}

	private void recordHello(HttpServerRequest request) {
		this.requestsSeenByHello.add(request.method().name() + " " + request.uri());
		String requestId = request.requestHeaders().get("X-Request-Id");
		this.requestIdsSeenByHello.add((requestId != null) ? requestId : "<none>");
		this.headersSeenByHello.add(request.requestHeaders().copy());
	}

	private Publisher<Void> answerAuth(HttpServerRequest request, HttpServerResponse response) {
		List<String> tokens = new QueryStringDecoder(request.uri()).parameters().getOrDefault("token", List.of());
		String token = tokens.isEmpty() ? "" : tokens.get(0);
		this.tokensSeenByAuth.add(token);
		if (this.auth == AuthStub.ECHOES_TOKEN && token.startsWith(STATUS_TOKEN_PREFIX)) {
			return response.status(Integer.parseInt(token.substring(STATUS_TOKEN_PREFIX.length())))
				.sendString(delayed("an error page", this.authDelay));
		}
		String answer = (this.auth == AuthStub.ECHOES_TOKEN) ? token : Boolean.toString(VALID_TOKEN.equals(token));
		return response.sendString(delayed(answer, this.authDelay));
	}

	private static Mono<String> delayed(String answer, Duration delay) {
		return delay.isZero() ? Mono.just(answer) : Mono.just(answer).delayElement(delay);
	}

	private static String uriOf(DisposableServer server) {
		return "http://" + LOCALHOST + ":" + server.port();
	}

	/** A local port with nothing listening: connections to it are refused at once. */
	private static int unusedPort() {
		try (ServerSocket socket = new ServerSocket(0)) {
			return socket.getLocalPort();
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

}
