package dev.perflab.perf.raw;

import java.util.List;

import dev.perflab.perf.json.Nullable;

import static dev.perflab.perf.json.StrictJson.require;

/**
 * The load a run sent, and where the gateway put it: the workload file, each of its
 * requests with the route that served it, and the gateway's routes with what each
 * counted. The requests sent per name are in each round's wrk summary.
 *
 * @param workload the workload file, as given
 * @param sha256 its SHA-256, in hex: the same mix when it is the same
 * @param requests each request of the file, in its order
 * @param routes the head gateway's routes (its actuator's list), each with the requests
 * it counted in the last fork; empty when the gateway does not tell
 * @param routesUnknown why the routes are not known, or null when they are
 * @param mismatches answers of another status than declared: from the check before the
 * load, or from a check after a window in which wrk counted error statuses
 */
public record Traffic(String workload, String sha256, List<Sent> requests, List<Route> routes,
		@Nullable String routesUnknown, List<Mismatch> mismatches) {

	public Traffic {
		require(!requests.isEmpty(), "a workload has at least one request");
		require(routes.isEmpty() != (routesUnknown == null), "either routes or why they are unknown");
		requests = List.copyOf(requests);
		routes = List.copyOf(routes);
		mismatches = List.copyOf(mismatches);
	}

	/**
	 * Returns what names the load that base and head were compared on, as the trend keeps
	 * it: the first 12 hex digits of the file's SHA-256, then {@code without} and the
	 * names of the requests left out, if any. Two runs with the same value compared the
	 * same requests. Why not the file's hash alone: measured against a reference older
	 * than the routes a workload reaches (the trend's, until it moves), a run compares
	 * only what the reference serves; the run after the move compares the whole file, and
	 * the two are no more one series than two files are.
	 */
	public String compared() {
		List<String> leftOut = this.requests.stream()
			.filter((request) -> request.leftOut() != null)
			.map(Sent::name)
			.sorted()
			.toList();
		String file = this.sha256.substring(0, 12);
		return leftOut.isEmpty() ? file : file + " without " + String.join(",", leftOut);
	}

	/** Returns the ids of the routes that got no request, in the gateway's order. */
	public List<String> unrouted() {
		return this.routes.stream().filter((route) -> route.requests() == 0).map(Route::id).toList();
	}

	/**
	 * A request of the workload.
	 *
	 * @param path its path, variable parts as written ({@code /api/items/{id}})
	 * @param share its share of the mix, 0 to 1, as sent (0 when left out)
	 * @param status the status it must be answered with
	 * @param route the id of the head gateway's route that served it, or null when the
	 * gateway does not tell
	 * @param leftOut why it was not sent, or null when it was: a request that base cannot
	 * serve (a route that head adds) is left out of both sides, never averaged in
	 */
	public record Sent(String name, String method, String path, double share, int status, @Nullable String route,
			@Nullable String leftOut) {

	}

	/**
	 * A route of the gateway.
	 *
	 * @param requests the requests the gateway counted on it in the last fork (warm-up
	 * included)
	 */
	public record Route(String id, long requests) {

	}

	/**
	 * A request answered with another status than its workload declares.
	 *
	 * @param gateway the gateway that answered ({@code head-1}, {@code base}, ...)
	 * @param when {@code before the load} or the window after which it was found
	 */
	public record Mismatch(String gateway, String request, int status, int expected, String when) {

	}

}
