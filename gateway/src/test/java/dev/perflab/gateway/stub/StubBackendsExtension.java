package dev.perflab.gateway.stub;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;
import org.junit.platform.commons.support.AnnotationSupport;

/**
 * Runs the {@link StubBackends} of a test class: starts them before its first test, stops
 * them after its last, and hands them to its tests.
 */
final class StubBackendsExtension
		implements BeforeAllCallback, AfterAllCallback, BeforeEachCallback, ParameterResolver {

	// Keyed by test class rather than kept in JUnit's store because Spring, which creates
	// the gateway's context, has no access to that store (see
	// StubBackendsPropertiesFactory).
	private static final Map<Class<?>, StubServers> running = new ConcurrentHashMap<>();

	@Override
	public void beforeAll(ExtensionContext context) {
		Class<?> testClass = context.getRequiredTestClass();
		StubBackends config = AnnotationSupport.findAnnotation(testClass, StubBackends.class)
			.orElseThrow(() -> new IllegalStateException(testClass + " is not annotated with @StubBackends"));
		running.put(testClass, new StubServers(config));
	}

	@Override
	public void afterAll(ExtensionContext context) {
		StubServers servers = running.remove(context.getRequiredTestClass());
		if (servers != null) {
			servers.close();
		}
	}

	@Override
	public void beforeEach(ExtensionContext context) {
		runningFor(context.getRequiredTestClass()).forgetRequests();
	}

	@Override
	public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
		return parameter.getParameter().getType() == StubServers.class;
	}

	@Override
	public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
		return runningFor(context.getRequiredTestClass());
	}

	static StubServers runningFor(Class<?> testClass) {
		StubServers servers = running.get(testClass);
		if (servers == null) {
			throw new IllegalStateException("No stub backends are running for " + testClass.getName()
					+ " (outside its tests, or before them as with @TestInstance(PER_CLASS)?)");
		}
		return servers;
	}

}
