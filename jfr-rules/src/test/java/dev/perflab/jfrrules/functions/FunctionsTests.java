package dev.perflab.jfrrules.functions;

import java.util.List;

import dev.perflab.jfrrules.schema.JfrClass;
import dev.perflab.jfrrules.schema.StackFrame;
import dev.perflab.jfrrules.schema.StackTrace;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The documented semantics of each SQL function, called directly.
 */
class FunctionsTests {

	private static final StackTrace STACK = new StackTrace(List.of(new StackFrame("sun.nio.ch.NioSocketImpl.read", 123),
			new StackFrame("java.net.Socket$SocketInputStream.read", 67),
			new StackFrame("org.springframework.web.client.RestTemplate.exchange", 800),
			new StackFrame("java.lang.Thread.run", 840)));

	@Test
	void hasMatchingFrameSearchesMethodNamesWithoutLineNumbers() {
		assertThat(HasMatchingFrameFunction.eval(STACK, "RestTemplate")).isTrue();
		assertThat(HasMatchingFrameFunction.eval(STACK, "^org\\.springframework\\.web\\.client\\.")).isTrue();
		assertThat(HasMatchingFrameFunction.eval(STACK, "exchange$")).isTrue();
		assertThat(HasMatchingFrameFunction.eval(STACK, ":800")).isFalse();
		assertThat(HasMatchingFrameFunction.eval(STACK, "^RestTemplate")).isFalse();
	}

	@Test
	void hasMatchingFrameIsFalseForNullsAndEmptyStacks() {
		assertThat(HasMatchingFrameFunction.eval(null, ".")).isFalse();
		assertThat(HasMatchingFrameFunction.eval(STACK, null)).isFalse();
		assertThat(HasMatchingFrameFunction.eval(new StackTrace(List.of()), ".")).isFalse();
	}

	@Test
	void hasMatchingFrameInTopLooksOnlyAtTheTopFrames() {
		assertThat(HasMatchingFrameInTopFunction.eval(STACK, "RestTemplate", 2)).isFalse();
		assertThat(HasMatchingFrameInTopFunction.eval(STACK, "RestTemplate", 3)).isTrue();
		assertThat(HasMatchingFrameInTopFunction.eval(STACK, "RestTemplate", null)).isFalse();
		// The answer per (stack, pattern) is remembered; another limit still gets its
		// own.
		assertThat(HasMatchingFrameInTopFunction.eval(STACK, "RestTemplate", 2)).isFalse();
	}

	@Test
	void secureRandomFramesAreTheJdksRandomSourcesOnly() {
		assertThat(SecureRandomFrameFunction.eval(stackOf("java.security.SecureRandom.nextBytes"))).isTrue();
		assertThat(SecureRandomFrameFunction.eval(stackOf("java.util.UUID.randomUUID"))).isTrue();
		assertThat(SecureRandomFrameFunction.eval(stackOf("sun.security.provider.SeedGenerator.getSystemEntropy")))
			.isTrue();
		assertThat(SecureRandomFrameFunction.eval(stackOf("sun.security.provider.HashDrbg.generateAlgorithm")))
			.isTrue();
		assertThat(SecureRandomFrameFunction.eval(stackOf("java.util.UUID.nameUUIDFromBytes"))).isFalse();
		assertThat(SecureRandomFrameFunction.eval(stackOf("com.acme.java.security.SecureRandomish.next"))).isFalse();
		assertThat(SecureRandomFrameFunction.eval(STACK)).isFalse();
		assertThat(SecureRandomFrameFunction.eval(null)).isFalse();
	}

	private static StackTrace stackOf(String method) {
		return new StackTrace(List.of(new StackFrame(method, 1), new StackFrame("java.lang.Thread.run", 840)));
	}

	@Test
	void frameTextFunctions() {
		assertThat(TopFrameFunction.eval(STACK)).isEqualTo("sun.nio.ch.NioSocketImpl.read:123");
		assertThat(TopFrameFunction.eval(null)).isNull();
		assertThat(FirstMatchingFrameFunction.eval(STACK, "^org\\."))
			.isEqualTo("org.springframework.web.client.RestTemplate.exchange:800");
		assertThat(FirstMatchingFrameFunction.eval(STACK, "nothing")).isNull();
		assertThat(TruncateStackTraceFunction.eval(STACK, 2))
			.isEqualTo("sun.nio.ch.NioSocketImpl.read:123\njava.net.Socket$SocketInputStream.read:67");
		assertThat(TruncateStackTraceFunction.eval(STACK, 0)).isEmpty();
		assertThat(TruncateStackTraceFunction.eval(STACK, null)).isNull();
		assertThat(TruncateStackTraceFunction.eval(null, 3)).isNull();
	}

	@Test
	void classNameAndRegexpContains() {
		assertThat(ClassNameFunction.eval(new JfrClass("java.lang.Object"))).isEqualTo("java.lang.Object");
		assertThat(ClassNameFunction.eval(null)).isNull();
		assertThat(
				RegexpContainsFunction.eval("java.util.concurrent.locks.ReentrantLock$NonfairSync", "ReentrantLock\\$"))
			.isTrue();
		assertThat(RegexpContainsFunction.eval(null, ".")).isFalse();
		assertThat(RegexpContainsFunction.eval("x", null)).isFalse();
	}

	@Test
	void defaultEventLoopPatternMatchesReactorNettyLoopsOnly() {
		String pattern = EventLoopThreadFunction.DEFAULT_PATTERN;
		assertThat(List.of("reactor-http-epoll-1", "reactor-http-nio-12", "reactor-http-kqueue-3",
				"reactor-http-io_uring-2"))
			.allMatch((name) -> EventLoopThreadFunction.matches(name, pattern));
		assertThat(List.of("reactor-http-nio-1-x", "reactor-tcp-nio-1", "boundedElastic-1", "xreactor-http-nio-1"))
			.noneMatch((name) -> EventLoopThreadFunction.matches(name, pattern));
		assertThat(EventLoopThreadFunction.matches(null, pattern)).isFalse();
	}

}
