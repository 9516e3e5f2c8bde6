package org.springframework.cloud.gateway.handler;

import java.time.Duration;

import dev.perflab.jfrrules.fixtures.SampledWork;

/**
 * Test stand-in with the name of Spring Cloud Gateway's handler mapping (the gateway is
 * not on this module's classpath): {@code lookupRoute} tries routes for a while, then
 * hands the matched request on beneath its own frame, as the real one does through
 * Reactor. route-lookup must count the first and not the second.
 */
public final class RoutePredicateHandlerMapping {

	private RoutePredicateHandlerMapping() {
	}

	/**
	 * Tries routes for {@code lookup}, then handles the request for {@code handling}
	 * beneath this frame.
	 */
	public static void lookupRoute(Duration lookup, Duration handling) {
		SampledWork.route(lookup);
		FilteringWebHandler.handle(handling);
	}

}
