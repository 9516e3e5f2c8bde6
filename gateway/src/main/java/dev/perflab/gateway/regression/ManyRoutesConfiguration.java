package dev.perflab.gateway.regression;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.cloud.gateway.route.RouteLocator;
import org.springframework.cloud.gateway.route.builder.RouteLocatorBuilder;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Profile;

/**
 * Many routes, every one tried per request: SCG #2290 (10,000 routes, about 200 queries a
 * second) and #1683 (2,000 routes, 50 ms per request). A gateway in front of many teams
 * has a route per team or per API, and Spring Cloud Gateway finds a request's route by
 * testing each route's predicates in order until one matches.
 * <p>
 * {@code lab.regression.many-routes.count} routes ({@value #DEFAULT_COUNT} by default,
 * the size of #1683) with path predicates {@code /team-N/**}, ordered before the lab's
 * routes, which every measured request takes: each request tests all of them first. A
 * fix: fewer, broader routes (one predicate with a pattern variable), or a route locator
 * that looks routes up by key instead of trying them in turn.
 */
@Configuration(proxyBeanMethods = false)
@Profile("many-routes")
class ManyRoutesConfiguration {

	static final int DEFAULT_COUNT = 2000;

	static final int MAX_COUNT = 100_000;

	@Bean
	RouteLocator manyTeamRoutes(RouteLocatorBuilder builder,
			@Value("${lab.regression.many-routes.count:" + DEFAULT_COUNT + "}") int count,
			@Value("${lab.hello.uri}") String uri) {
		if (count < 1 || count > MAX_COUNT) {
			throw new IllegalArgumentException(
					"lab.regression.many-routes.count must be from 1 to " + MAX_COUNT + ", got " + count);
		}
		RouteLocatorBuilder.Builder routes = builder.routes();
		for (int i = 1; i <= count; i++) {
			String team = "team-" + i;
			// Before the configured routes (order 0 and 1): tried first, as a team's
			// own routes are.
			routes.route(team, (route) -> route.order(-1).path("/" + team + "/**").uri(uri));
		}
		return routes.build();
	}

}
