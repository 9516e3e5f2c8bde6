package dev.perflab.jfrrules.schema;

/**
 * One frame of a recorded stack: the method as {@code package.Class.method} and its line
 * number.
 * <p>
 * Frame functions match regular expressions against {@link #method()} only, so that a
 * rule's regex does not break when a line number moves; {@link #toString()} adds the line
 * for evidence.
 *
 * @param method the fully qualified method, never {@code null} ({@code <unknown>} when
 * JFR could not resolve it)
 * @param line the line number, or a value {@code <= 0} when JFR has none (native or
 * hidden frames)
 */
public record StackFrame(String method, int line) {

	@Override
	public String toString() {
		return (this.line > 0) ? this.method + ":" + this.line : this.method;
	}

}
