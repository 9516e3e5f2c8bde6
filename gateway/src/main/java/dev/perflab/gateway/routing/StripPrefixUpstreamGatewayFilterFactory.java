package dev.perflab.gateway.routing;

import java.util.List;

import org.springframework.cloud.gateway.filter.GatewayFilter;
import org.springframework.cloud.gateway.filter.factory.AbstractGatewayFilterFactory;
import org.springframework.stereotype.Component;

/**
 * {@code StripPrefixUpstream=N} on a route: the routed service gets the path without its
 * first N segments, as with Spring Cloud Gateway's {@code StripPrefix=N}, at a fraction
 * of the cost ({@link StripPrefixUpstreamFilter}).
 */
@Component
class StripPrefixUpstreamGatewayFilterFactory
		extends AbstractGatewayFilterFactory<StripPrefixUpstreamGatewayFilterFactory.Config> {

	StripPrefixUpstreamGatewayFilterFactory() {
		super(Config.class);
	}

	@Override
	public List<String> shortcutFieldOrder() {
		return List.of("parts");
	}

	@Override
	public GatewayFilter apply(Config config) {
		return new StripPrefixUpstreamFilter(config.getParts());
	}

	/** How many leading path segments to strip. */
	public static class Config {

		private int parts = 1;

		public int getParts() {
			return this.parts;
		}

		public void setParts(int parts) {
			if (parts < 0) {
				throw new IllegalArgumentException("StripPrefixUpstream: parts must be 0 or more, got " + parts);
			}
			this.parts = parts;
		}

	}

}
