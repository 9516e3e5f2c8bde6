package dev.perflab.jfrrules.functions;

import java.util.StringJoiner;

import dev.perflab.jfrrules.schema.StackFrame;
import dev.perflab.jfrrules.schema.StackTrace;

/**
 * {@code TRUNCATE_STACKTRACE(stackTrace, n)}: the top {@code n} frames as text, one
 * {@code package.Class.method:line} per line, innermost first; handy for
 * {@code GROUP BY}. {@code NULL} for a {@code NULL} stack or {@code n}; an empty string
 * for {@code n <= 0}.
 */
public final class TruncateStackTraceFunction {

	private TruncateStackTraceFunction() {
	}

	public static String eval(Object stackTrace, Integer n) {
		StackTrace stack = Arguments.stackTrace(stackTrace, "TRUNCATE_STACKTRACE");
		if (stack == null || n == null) {
			return null;
		}
		StringJoiner joiner = new StringJoiner("\n");
		for (StackFrame frame : stack.top(n)) {
			joiner.add(frame.toString());
		}
		return joiner.toString();
	}

}
