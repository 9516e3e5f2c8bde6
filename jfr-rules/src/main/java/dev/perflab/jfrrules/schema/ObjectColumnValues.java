package dev.perflab.jfrrules.schema;

import java.util.Arrays;

/**
 * A column of references: threads, stacks, classes and strings, most of them shared
 * between events.
 */
final class ObjectColumnValues implements ColumnValues {

	private Object[] values = new Object[INITIAL_CAPACITY];

	private int size;

	@Override
	public void add(Object value) {
		if (this.size == this.values.length) {
			this.values = Arrays.copyOf(this.values, this.size * 2);
		}
		this.values[this.size++] = value;
	}

	@Override
	public Object get(int row) {
		return this.values[row];
	}

}
