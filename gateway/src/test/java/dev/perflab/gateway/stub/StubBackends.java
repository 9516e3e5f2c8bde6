package dev.perflab.gateway.stub;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import org.junit.jupiter.api.extension.ExtendWith;

import org.springframework.test.context.ContextCustomizerFactories;

/**
 * Stand-ins for hello-service and auth-service, started on free local ports once for the
 * annotated test class and stopped after it. A Spring test's gateway is pointed at them
 * ({@code lab.hello.uri}, {@code lab.auth.uri}); any test takes the running
 * {@link StubServers} as a constructor or method parameter, which has forgotten the
 * requests of earlier tests when each test starts.
 * <p>
 * The stubs start before the class's first test instance, which is when Spring creates
 * the gateway's context; so not with {@code @TestInstance(PER_CLASS)}, whose instance
 * comes first.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Documented
@ExtendWith(StubBackendsExtension.class)
@ContextCustomizerFactories(StubBackendsPropertiesFactory.class)
public @interface StubBackends {

	AuthStub auth() default AuthStub.CHECKS_TOKEN;

	/** How long auth-service takes to answer, as an ISO-8601 duration ({@code PT60S}). */
	String authDelay() default "PT0S";

	/**
	 * How long hello-service takes to answer, as an ISO-8601 duration ({@code PT30S}).
	 */
	String helloDelay() default "PT0S";

}
