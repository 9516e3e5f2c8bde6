package dev.perflab.jfrrules.functions;

import java.util.regex.Pattern;

import dev.perflab.jfrrules.schema.StackFrame;
import dev.perflab.jfrrules.schema.StackTrace;

/**
 * Frame search shared by the frame functions: the index of the topmost frame among the
 * top {@code limit} frames whose method ({@code package.Class.method}, no line number)
 * contains a match for the regex.
 */
final class StackMatching {

	static final int NOT_FOUND = -1;

	private StackMatching() {
	}

	static int indexOfMatchingFrame(StackTrace stack, String regex, int limit) {
		if (stack == null || regex == null) {
			return NOT_FOUND;
		}
		Pattern pattern = PatternCache.get(regex);
		int end = Math.min(limit, stack.depth());
		for (int i = 0; i < end; i++) {
			StackFrame frame = stack.frame(i);
			if (pattern.matcher(frame.method()).find()) {
				return i;
			}
		}
		return NOT_FOUND;
	}

}
