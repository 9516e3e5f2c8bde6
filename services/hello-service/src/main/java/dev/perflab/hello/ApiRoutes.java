package dev.perflab.hello;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.web.reactive.function.server.RouterFunction;
import org.springframework.web.reactive.function.server.ServerResponse;

import static org.springframework.web.reactive.function.server.RequestPredicates.GET;
import static org.springframework.web.reactive.function.server.RequestPredicates.POST;
import static org.springframework.web.reactive.function.server.RouterFunctions.route;

/**
 * What a user's gateway routes to: JSON lists sized per request and an order intake, next
 * to the bare {@code GET /hello} ({@link HelloRoutes}).
 */
@Configuration(proxyBeanMethods = false)
class ApiRoutes {

	/**
	 * Names the process that answered, on every JSON answer: the header a gateway in
	 * front is often told to drop ({@code RemoveResponseHeader}), so that dropping it has
	 * work to do.
	 */
	static final String INSTANCE_HEADER = "X-Backend-Instance";

	@Bean
	RouterFunction<ServerResponse> apiRoute() {
		String instance = "hello-service-" + ProcessHandle.current().pid();
		ListHandler lists = new ListHandler(new JsonDocuments(), instance);
		return route(GET("/items/{id}"), lists).andRoute(GET("/search"), lists)
			.andRoute(POST("/orders"), new OrderHandler(instance));
	}

}
