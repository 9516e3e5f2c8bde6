package dev.perflab.jfrrules.schema;

/**
 * The stored values of one column of one table, appended by the loader and read by scans.
 * <p>
 * Tables are stored by column, in chunks: a large recording holds millions of events that
 * all live until the check ends, and storing them as one object array per row (plus a
 * boxed {@code Long} per number) made the garbage collector copy every one of them, at a
 * cost larger than parsing the file. Numbers are kept as primitive {@code long}s and
 * boxed only while a scan reads them; those boxes die young, which is cheap.
 */
interface ColumnValues {

	int CHUNK = 1 << 16;

	void add(Object value);

	Object get(int row);

	static ColumnValues of(ColumnMapping.Storage storage) {
		return switch (storage) {
			case LONG -> new LongColumnValues(false);
			case INT -> new LongColumnValues(true);
			case OBJECT -> new ObjectColumnValues();
		};
	}

}
