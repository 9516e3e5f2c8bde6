package dev.perflab.jfrrules.schema;

import java.util.Arrays;

/**
 * A column of numbers: primitive {@code long}s, and a mark per row that is {@code NULL}.
 */
final class LongColumnValues implements ColumnValues {

	private final boolean asInteger;

	private long[] values = new long[INITIAL_CAPACITY];

	private boolean[] nulls = new boolean[INITIAL_CAPACITY];

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
		if (this.size == this.values.length) {
			this.values = Arrays.copyOf(this.values, this.size * 2);
			this.nulls = Arrays.copyOf(this.nulls, this.size * 2);
		}
		if (value instanceof Number number) {
			this.values[this.size] = number.longValue();
		}
		else {
			this.nulls[this.size] = true;
		}
		this.size++;
	}

	@Override
	public Object get(int row) {
		if (this.nulls[row]) {
			return null;
		}
		long value = this.values[row];
		return this.asInteger ? (Object) (int) value : (Object) value;
	}

}
