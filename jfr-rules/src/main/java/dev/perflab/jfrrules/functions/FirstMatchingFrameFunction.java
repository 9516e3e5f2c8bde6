package dev.perflab.jfrrules.functions;

import dev.perflab.jfrrules.schema.StackTrace;

/**
 * {@code FIRST_MATCHING_FRAME(stackTrace, regex)}: the topmost frame whose method
 * matches, as {@code package.Class.method:line}; {@code NULL} when none matches or an
 * argument is {@code NULL}. Useful to group findings by the application frame that made
 * the blocking call.
 */
public final class FirstMatchingFrameFunction {

	private FirstMatchingFrameFunction() {
	}

	public static String eval(Object stackTrace, String regex) {
		StackTrace stack = Arguments.stackTrace(stackTrace, "FIRST_MATCHING_FRAME");
		int index = StackMatching.indexOfMatchingFrame(stack, regex, Integer.MAX_VALUE);
		return (index != StackMatching.NOT_FOUND) ? stack.frame(index).toString() : null;
	}

}
