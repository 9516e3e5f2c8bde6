package dev.perflab.gateway.stub;

import java.util.List;

import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.core.env.MapPropertySource;
import org.springframework.test.context.ContextConfigurationAttributes;
import org.springframework.test.context.ContextCustomizer;
import org.springframework.test.context.ContextCustomizerFactory;
import org.springframework.test.context.MergedContextConfiguration;

/**
 * Points the gateway of a {@link StubBackends} test class at that class's running stubs,
 * as {@code @DynamicPropertySource} would.
 */
final class StubBackendsPropertiesFactory implements ContextCustomizerFactory {

	@Override
	public ContextCustomizer createContextCustomizer(Class<?> testClass,
			List<ContextConfigurationAttributes> configAttributes) {
		return new StubBackendsProperties(testClass);
	}

	/**
	 * Equal only for the same test class, so that Spring's context cache never hands one
	 * class a gateway pointed at another class's stopped stubs.
	 */
	private record StubBackendsProperties(Class<?> testClass) implements ContextCustomizer {

		@Override
		public void customizeContext(ConfigurableApplicationContext context, MergedContextConfiguration config) {
			StubServers servers = StubBackendsExtension.runningFor(this.testClass);
			context.getEnvironment()
				.getPropertySources()
				.addFirst(new MapPropertySource("stubBackends", servers.gatewayProperties()));
		}

	}

}
