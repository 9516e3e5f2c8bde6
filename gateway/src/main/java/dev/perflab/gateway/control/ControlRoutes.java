package dev.perflab.gateway.control;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.MediaType;
import org.springframework.web.reactive.function.server.RouterFunction;
import org.springframework.web.reactive.function.server.ServerResponse;

import static org.springframework.web.reactive.function.server.RequestPredicates.GET;
import static org.springframework.web.reactive.function.server.RouterFunctions.route;

/**
 * {@code GET /hello} answered by the gateway itself: the no-proxy control that tells the
 * cost of the gateway's HTTP server apart from the cost of routing and auth.
 */
@Configuration(proxyBeanMethods = false)
class ControlRoutes {

	@Bean
	RouterFunction<ServerResponse> controlRoute() {
		return route(GET("/hello"),
				(request) -> ServerResponse.ok().contentType(MediaType.TEXT_PLAIN).bodyValue("Hello World!"));
	}

}
