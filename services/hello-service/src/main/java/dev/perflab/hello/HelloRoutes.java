package dev.perflab.hello;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.MediaType;
import org.springframework.web.reactive.function.server.RouterFunction;
import org.springframework.web.reactive.function.server.ServerResponse;

import static org.springframework.web.reactive.function.server.RequestPredicates.GET;
import static org.springframework.web.reactive.function.server.RouterFunctions.route;

@Configuration(proxyBeanMethods = false)
class HelloRoutes {

	static final String GREETING = "Hello World!";

	@Bean
	RouterFunction<ServerResponse> helloRoute() {
		return route(GET("/hello"),
				(request) -> ServerResponse.ok().contentType(MediaType.TEXT_PLAIN).bodyValue(GREETING));
	}

}
