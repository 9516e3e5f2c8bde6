package dev.perflab.jfrrules.functions;

import dev.perflab.jfrrules.schema.StackTrace;

/**
 * {@code HAS_SECURERANDOM_FRAME(stackTrace)}: whether a frame belongs to
 * {@code SecureRandom}, {@code UUID.randomUUID()} or one of the JDK's SecureRandom
 * providers (NativePRNG, the seed generator, the DRBGs).
 * <p>
 * One definition for every rule: {@code securerandom-blocking} reports these frames, and
 * {@code event-loop-blocking} leaves them to it. Two copies of the pattern would drift,
 * and an event would then be reported twice, or by neither rule. {@code FALSE} for a
 * {@code NULL} stack, as {@link HasMatchingFrameFunction}.
 */
public final class SecureRandomFrameFunction {

	/** The frames, as {@code package.Class.method}. */
	public static final String PATTERN = "^(java\\.security\\.SecureRandom|java\\.util\\.UUID\\.randomUUID"
			+ "|sun\\.security\\.provider\\.(NativePRNG|SecureRandom|SeedGenerator|DRBG|\\w*Drbg))";

	private SecureRandomFrameFunction() {
	}

	public static boolean eval(Object stackTrace) {
		StackTrace stack = Arguments.stackTrace(stackTrace, "HAS_SECURERANDOM_FRAME");
		return StackMatching.indexOfMatchingFrame(stack, PATTERN, Integer.MAX_VALUE) != StackMatching.NOT_FOUND;
	}

}
