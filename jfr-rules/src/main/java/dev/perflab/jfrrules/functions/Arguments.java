package dev.perflab.jfrrules.functions;

import dev.perflab.jfrrules.schema.JfrClass;
import dev.perflab.jfrrules.schema.StackTrace;

/**
 * Checks the opaque arguments of the functions.
 * <p>
 * Stack traces and classes are typed {@code ANY} in SQL (Calcite has no way to declare a
 * parameter of one specific Java type), so the validator would let
 * {@code TOP_FRAME("duration")} through. Instead of a {@link ClassCastException} deep in
 * generated code, the function says what it expected. {@code NULL} stays {@code NULL}.
 */
final class Arguments {

	private Arguments() {
	}

	static StackTrace stackTrace(Object value, String function) {
		if (value == null || value instanceof StackTrace) {
			return (StackTrace) value;
		}
		throw new IllegalArgumentException(function + " expects a stack trace (a \"stackTrace\" column), got "
				+ value.getClass().getSimpleName() + " '" + value + "'");
	}

	static JfrClass jfrClass(Object value, String function) {
		if (value == null || value instanceof JfrClass) {
			return (JfrClass) value;
		}
		throw new IllegalArgumentException(function + " expects a class (a column such as \"monitorClass\"), got "
				+ value.getClass().getSimpleName() + " '" + value + "'");
	}

}
