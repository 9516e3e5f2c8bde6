package dev.perflab.perf.run;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

import dev.perflab.perf.workload.Request;
import dev.perflab.perf.workload.Workload;
import dev.perflab.perf.workload.WrkScript;

/**
 * Sends each request of a workload once, in turn, and notes the status and, when the
 * gateway tells, the route that served it (the route whose count moved). Before the load
 * it finds a request that a gateway does not serve while nothing measured has started;
 * after a window with error statuses it names which request answers what, which wrk,
 * counting without a per-answer callback, cannot.
 */
final class RequestCheck {

	/** Headers the JDK's client sets itself and refuses to be given. */
	private static final Set<String> RESTRICTED = Set.of("connection", "content-length", "expect", "host", "upgrade");

	private static final HttpClient CLIENT = HttpClient.newBuilder()
		.version(HttpClient.Version.HTTP_1_1)
		.connectTimeout(Duration.ofSeconds(2))
		.build();

	/**
	 * How long a route's count may lag its answer: the metrics filter counts on
	 * completion.
	 */
	private static final long ROUTE_WAIT_MILLIS = 500;

	private RequestCheck() {
	}

	/**
	 * What one request got.
	 *
	 * @param status its status, or 0 when the gateway did not answer
	 * @param route the route that served it, or null when unknown
	 */
	record Answer(int status, String route) {

	}

	/**
	 * Sends each request of the workload once.
	 * @param routes the gateway's routes, to tell which one served a request; null not to
	 * ask
	 * @return each request's answer, by name, in the workload's order
	 */
	static Map<String, Answer> send(int port, Workload workload, GatewayRoutes routes) {
		Map<String, Answer> answers = new LinkedHashMap<>();
		for (Request request : workload.sent()) {
			Map<String, Long> before = (routes != null) ? routes.counts() : null;
			int status = status(port, request);
			answers.put(request.name(), new Answer(status, (routes != null) ? moved(routes, before) : null));
		}
		return answers;
	}

	private static String moved(GatewayRoutes routes, Map<String, Long> before) {
		long deadline = System.nanoTime() + ROUTE_WAIT_MILLIS * 1_000_000;
		do {
			for (Map.Entry<String, Long> count : routes.counts().entrySet()) {
				if (!Objects.equals(count.getValue(), before.get(count.getKey()))) {
					return count.getKey();
				}
			}
			Sleep.millis(20);
		}
		while (System.nanoTime() < deadline);
		return null;
	}

	private static int status(int port, Request request) {
		String path = WrkScript.paths(request).get(0);
		HttpRequest.BodyPublisher body = (request.body() != null)
				? HttpRequest.BodyPublishers.ofByteArray(request.body().bytes()) : HttpRequest.BodyPublishers.noBody();
		HttpRequest.Builder builder = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
			.timeout(Duration.ofSeconds(10))
			.method(request.method(), body);
		request.headers().forEach((name, value) -> {
			if (!RESTRICTED.contains(name.toLowerCase(java.util.Locale.ROOT))) {
				builder.header(name, value);
			}
		});
		try {
			return CLIENT.send(builder.build(), HttpResponse.BodyHandlers.discarding()).statusCode();
		}
		catch (IOException ex) {
			return 0;
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			throw new LabException("interrupted while sending request '" + request.name() + "'");
		}
	}

}
