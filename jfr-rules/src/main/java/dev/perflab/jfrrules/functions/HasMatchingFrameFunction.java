package dev.perflab.jfrrules.functions;

import dev.perflab.jfrrules.schema.StackTrace;

/**
 * {@code HAS_MATCHING_FRAME(stackTrace, regex)}: whether any frame's
 * {@code package.Class.method} contains a match for {@code regex} (a search, like
 * {@code grep}: anchor with {@code ^} and {@code $}).
 * <p>
 * {@code FALSE}, never {@code NULL}, when the stack or the regex is {@code NULL}: a rule
 * written as {@code NOT HAS_MATCHING_FRAME(...)} to exclude known-good frames must keep
 * an event that has no stack, and one written as {@code HAS_MATCHING_FRAME(...)} must not
 * report it.
 */
public final class HasMatchingFrameFunction {

	private HasMatchingFrameFunction() {
	}

	public static boolean eval(Object stackTrace, String regex) {
		StackTrace stack = Arguments.stackTrace(stackTrace, "HAS_MATCHING_FRAME");
		return StackMatching.indexOfMatchingFrame(stack, regex, Integer.MAX_VALUE) != StackMatching.NOT_FOUND;
	}

}
