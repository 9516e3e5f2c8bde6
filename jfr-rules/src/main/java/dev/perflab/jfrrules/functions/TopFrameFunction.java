package dev.perflab.jfrrules.functions;

import dev.perflab.jfrrules.schema.StackTrace;

/**
 * {@code TOP_FRAME(stackTrace)}: the innermost frame as
 * {@code package.Class.method:line}; {@code NULL} for a {@code NULL} or empty stack.
 */
public final class TopFrameFunction {

	private TopFrameFunction() {
	}

	public static String eval(Object stackTrace) {
		StackTrace stack = Arguments.stackTrace(stackTrace, "TOP_FRAME");
		if (stack == null || stack.depth() == 0) {
			return null;
		}
		return stack.frame(0).toString();
	}

}
