package dev.perflab.gateway.coverage;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * Route coverage: the gateway tells, through Actuator, which routes it has and how many
 * requests each one took (application.yml, {@code management.*}).
 */
@Configuration(proxyBeanMethods = false)
class CoverageConfiguration {

	/**
	 * Static: a post-processor is made before the other beans, and must not pull this
	 * configuration in early.
	 */
	@Bean
	static ActuatorAfterRoutes actuatorAfterRoutes(
			@Value("${spring.cloud.gateway.server.webflux.handler-mapping.order:1}") int routesOrder) {
		// 1: Spring Cloud Gateway's own default for its route mapping.
		return new ActuatorAfterRoutes(routesOrder);
	}

}
