package dev.perflab.jfrrules.schema;

/**
 * A class referenced by an event field, such as {@code monitorClass} or
 * {@code parkedClass}.
 * <p>
 * Opaque in SQL: use {@code CLASS_NAME(column)} to get the name as a string.
 *
 * @param name the fully qualified class name, hidden-class suffixes removed
 */
public record JfrClass(String name) {

	@Override
	public String toString() {
		return this.name;
	}

}
