package dev.perflab.gateway.tracing;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

@Configuration(proxyBeanMethods = false)
class TracingConfiguration {

	/**
	 * A regression profile may replace it with a {@code @Primary} generator of its own.
	 */
	@Bean
	RequestIdGenerator requestIdGenerator() {
		return new RandomRequestIdGenerator();
	}

}
