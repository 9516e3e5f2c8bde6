package dev.perflab.jfrrules.schema;

import java.util.ArrayList;
import java.util.List;

/**
 * A column of numbers as chunks of primitive {@code long}s with a null mark per value.
 */
final class LongColumnValues implements ColumnValues {

	private final boolean asInteger;

	private final List<long[]> values = new ArrayList<>();

	private final List<boolean[]> nulls = new ArrayList<>();

	private int size;

	/**
	 * Creates a column.
	 * @param asInteger whether values are SQL {@code INTEGER}s, read back as
	 * {@link Integer}
	 */
	LongColumnValues(boolean asInteger) {
		this.asInteger = asInteger;
	}

	@Override
	public void add(Object value) {
		int offset = this.size % CHUNK;
		if (offset == 0) {
			this.values.add(new long[CHUNK]);
			this.nulls.add(new boolean[CHUNK]);
		}
		int chunk = this.size / CHUNK;
		if (value instanceof Number number) {
			this.values.get(chunk)[offset] = number.longValue();
		}
		else {
			this.nulls.get(chunk)[offset] = true;
		}
		this.size++;
	}

	@Override
	public Object get(int row) {
		int chunk = row / CHUNK;
		int offset = row % CHUNK;
		if (this.nulls.get(chunk)[offset]) {
			return null;
		}
		long value = this.values.get(chunk)[offset];
		return this.asInteger ? (Object) (int) value : (Object) value;
	}

}
