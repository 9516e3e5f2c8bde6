package dev.perflab.readiness;

import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.availability.ApplicationAvailability;
import org.springframework.boot.availability.ReadinessState;
import org.springframework.context.annotation.Bean;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.web.reactive.function.server.RouterFunction;
import org.springframework.web.reactive.function.server.ServerResponse;

import static org.springframework.web.reactive.function.server.RequestPredicates.GET;
import static org.springframework.web.reactive.function.server.RouterFunctions.route;

/**
 * {@code GET /health}: 200 {@code ACCEPTING_TRAFFIC} once the application is ready, 503
 * before.
 * <p>
 * Why not Actuator: it brings Micrometer, and with it an observation around every request
 * an app serves. The pipeline polls this endpoint only at start-up, so readiness is all
 * it needs. (The gateway does have Actuator, for route coverage only: no health endpoint,
 * and Spring Boot's observation per request turned off.)
 */
@AutoConfiguration
public class ReadinessAutoConfiguration {

	@Bean
	RouterFunction<ServerResponse> readinessRoute(ApplicationAvailability availability) {
		return route(GET("/health"), (request) -> {
			ReadinessState state = availability.getReadinessState();
			HttpStatus status = (state == ReadinessState.ACCEPTING_TRAFFIC) ? HttpStatus.OK
					: HttpStatus.SERVICE_UNAVAILABLE;
			return ServerResponse.status(status).contentType(MediaType.TEXT_PLAIN).bodyValue(state.name());
		});
	}

}
