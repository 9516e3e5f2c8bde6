package dev.perflab.jfrrules.schema;

import java.util.ArrayList;
import java.util.List;

/**
 * A column of references: threads, stacks, classes and strings, most of them shared
 * between events.
 */
final class ObjectColumnValues implements ColumnValues {

	private final List<Object[]> values = new ArrayList<>();

	private int size;

	@Override
	public void add(Object value) {
		int offset = this.size % CHUNK;
		if (offset == 0) {
			this.values.add(new Object[CHUNK]);
		}
		this.values.get(this.size / CHUNK)[offset] = value;
		this.size++;
	}

	@Override
	public Object get(int row) {
		return this.values.get(row / CHUNK)[row % CHUNK];
	}

}
