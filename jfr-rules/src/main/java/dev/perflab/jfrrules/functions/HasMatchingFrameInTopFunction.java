package dev.perflab.jfrrules.functions;

import dev.perflab.jfrrules.schema.StackTrace;

/**
 * {@code HAS_MATCHING_FRAME_IN_TOP(stackTrace, regex, n)}: like
 * {@code HAS_MATCHING_FRAME} but only the top {@code n} frames count.
 * <p>
 * Exclusions need this: "Netty's own non-blocking read" means the socket read was called
 * by Netty's channel code, i.e. a Netty frame sits just above the JDK's socket frames.
 * Every event on an event loop has Netty frames somewhere near the bottom, so matching
 * the whole stack would exclude everything. {@code FALSE} when the stack, regex or
 * {@code n} is {@code NULL}.
 */
public final class HasMatchingFrameInTopFunction {

	private HasMatchingFrameInTopFunction() {
	}

	public static boolean eval(Object stackTrace, String regex, Integer n) {
		StackTrace stack = Arguments.stackTrace(stackTrace, "HAS_MATCHING_FRAME_IN_TOP");
		if (n == null) {
			return false;
		}
		return StackMatching.indexOfMatchingFrame(stack, regex, n) != StackMatching.NOT_FOUND;
	}

}
