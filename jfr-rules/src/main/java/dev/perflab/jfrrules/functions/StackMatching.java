package dev.perflab.jfrrules.functions;

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
		int index = stack.indexOfFirstMatch(Regexes.compile(regex));
		return (index >= 0 && index < limit) ? index : NOT_FOUND;
	}

}
