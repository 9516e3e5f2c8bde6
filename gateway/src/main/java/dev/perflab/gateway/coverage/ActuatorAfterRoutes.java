package dev.perflab.gateway.coverage;

import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.boot.webflux.actuate.endpoint.web.AbstractWebFluxEndpointHandlerMapping;
import org.springframework.cloud.gateway.handler.RoutePredicateHandlerMapping;
import org.springframework.web.reactive.handler.AbstractHandlerMapping;

/**
 * Puts Actuator's request mappings right after the gateway's routes, so that a proxied
 * request is never matched against them.
 * <p>
 * Actuator maps its endpoints at order -100, before every other handler mapping: each
 * request the gateway proxies would first go through two more mappings (the web
 * endpoints, {@code metrics} among them, and the controller endpoints, Spring Cloud
 * Gateway's {@code gateway}), each taking a read lock and testing the request's method,
 * accepted types and path against every endpoint pattern, before the route lookup. After
 * the routes they are asked only for what no route takes: the perf tool's few calls to
 * {@code /actuator}, and 404s. A route whose predicates took {@code /actuator/**} would
 * hide them; none does.
 */
final class ActuatorAfterRoutes implements BeanPostProcessor {

	private final int order;

	/**
	 * @param routesOrder the order of the gateway's {@link RoutePredicateHandlerMapping}
	 */
	ActuatorAfterRoutes(int routesOrder) {
		this.order = routesOrder + 1;
	}

	@Override
	@SuppressWarnings("removal")
	public Object postProcessAfterInitialization(Object bean, String beanName) {
		if (bean instanceof AbstractWebFluxEndpointHandlerMapping
				|| bean instanceof org.springframework.boot.webflux.actuate.endpoint.web.ControllerEndpointHandlerMapping) {
			((AbstractHandlerMapping) bean).setOrder(this.order);
		}
		return bean;
	}

}
