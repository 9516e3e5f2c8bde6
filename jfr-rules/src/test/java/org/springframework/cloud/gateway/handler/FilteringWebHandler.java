package org.springframework.cloud.gateway.handler;

import java.time.Duration;

import dev.perflab.jfrrules.fixtures.SampledWork;

/**
 * Test stand-in with the name of Spring Cloud Gateway's filter chain: the request's work
 * after its route was found.
 */
public final class FilteringWebHandler {

	private FilteringWebHandler() {
	}

	/**
	 * Runs the request's filters for about the given time.
	 */
	public static void handle(Duration time) {
		SampledWork.encode(time);
	}

}
