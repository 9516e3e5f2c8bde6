package dev.perflab.auth;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.MediaType;
import org.springframework.web.reactive.function.server.RouterFunction;
import org.springframework.web.reactive.function.server.ServerRequest;
import org.springframework.web.reactive.function.server.ServerResponse;
import reactor.core.publisher.Mono;

import static org.springframework.web.reactive.function.server.RequestPredicates.GET;
import static org.springframework.web.reactive.function.server.RouterFunctions.route;

@Configuration(proxyBeanMethods = false)
class AuthRoutes {

	@Bean
	RouterFunction<ServerResponse> authRoute(AuthProperties properties) {
		return route(GET("/auth"), (request) -> check(request, properties));
	}

	private static Mono<ServerResponse> check(ServerRequest request, AuthProperties properties) {
		return request.queryParam("token")
			.map((token) -> ServerResponse.ok()
				.contentType(MediaType.TEXT_PLAIN)
				.bodyValue(Boolean.toString(properties.accepts(token))))
			.orElseGet(() -> ServerResponse.badRequest()
				.contentType(MediaType.TEXT_PLAIN)
				.bodyValue("missing query parameter 'token'"));
	}

}
