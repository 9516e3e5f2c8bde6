package dev.perflab.perf.run;

import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * What a running gateway says of its routes, through Spring Cloud Gateway's standard
 * actuator support: the route list ({@code /actuator/gateway/routes}) and the requests
 * its metrics filter counted per route ({@code spring.cloud.gateway.requests}, tag
 * {@code routeId}). A user's gateway with both turned on tells the same.
 * <p>
 * A meter exists only once its route has served a request, so the counts are read for the
 * routes the metrics endpoint lists, not for every route: a gateway of 200 routes costs
 * as many reads as routes with traffic.
 */
final class GatewayRoutes {

	private static final ObjectMapper JSON = new ObjectMapper();

	private static final HttpClient CLIENT = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();

	private static final String METER = "/actuator/metrics/spring.cloud.gateway.requests";

	private final int port;

	GatewayRoutes(int port) {
		this.port = port;
	}

	/**
	 * Returns the route ids, in the gateway's order.
	 * @throws Unknown when the gateway does not list them (no actuator gateway endpoint)
	 */
	List<String> ids() {
		JsonNode routes = get("/actuator/gateway/routes", "the route list");
		List<String> ids = new ArrayList<>();
		for (JsonNode route : routes) {
			ids.add(route.path("route_id").asText());
		}
		return ids;
	}

	/**
	 * Returns the requests counted per route, for the routes that served any.
	 * @throws Unknown when the gateway does not count them (its metrics filter is off)
	 */
	Map<String, Long> counts() {
		Map<String, Long> counts = new LinkedHashMap<>();
		JsonNode meter;
		try {
			meter = get(METER, "the requests per route");
		}
		catch (NotFound ex) {
			// No request routed yet, or no metrics: which one, the route list cannot say.
			return counts;
		}
		for (JsonNode tag : meter.path("availableTags")) {
			if (tag.path("tag").asText().equals("routeId")) {
				for (JsonNode id : tag.path("values")) {
					counts.put(id.asText(), count(id.asText()));
				}
			}
		}
		return counts;
	}

	private long count(String route) {
		String query = "?tag=" + URLEncoder.encode("routeId:" + route, StandardCharsets.UTF_8);
		for (JsonNode measurement : get(METER + query, "the requests of route " + route).path("measurements")) {
			if (measurement.path("statistic").asText().equals("COUNT")) {
				return measurement.path("value").asLong();
			}
		}
		throw new Unknown("the gateway's " + METER + " has no COUNT");
	}

	private JsonNode get(String path, String what) {
		HttpRequest request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + this.port + path))
			.timeout(Duration.ofSeconds(5))
			.build();
		try {
			HttpResponse<String> response = CLIENT.send(request, HttpResponse.BodyHandlers.ofString());
			if (response.statusCode() == 404) {
				throw new NotFound("the gateway does not tell " + what + " (GET " + path.replaceFirst("\\?.*", "")
						+ ": 404; turn on Spring Cloud Gateway's actuator endpoint and metrics)");
			}
			if (response.statusCode() != 200) {
				throw new Unknown("GET " + path + " answered " + response.statusCode());
			}
			return JSON.readTree(response.body());
		}
		catch (IOException ex) {
			throw new Unknown("cannot ask the gateway for " + what + ": " + ex.getMessage());
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			throw new LabException("interrupted while asking the gateway for " + what);
		}
	}

	/** The gateway does not tell: its routes are unknown, which the summary says. */
	static class Unknown extends RuntimeException {

		private static final long serialVersionUID = 1L;

		Unknown(String message) {
			super(message);
		}

	}

	static final class NotFound extends Unknown {

		private static final long serialVersionUID = 1L;

		NotFound(String message) {
			super(message);
		}

	}

}
