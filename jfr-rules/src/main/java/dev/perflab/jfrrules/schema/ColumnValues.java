package dev.perflab.jfrrules.schema;

/**
 * The stored values of one column of one table, appended by the loader and read by scans.
 * <p>
 * Tables are stored by column: a large recording holds millions of events that all live
 * until the check ends. Stored as one object array per row plus a boxed {@code Long} per
 * number, they made the garbage collector copy every one of them, at a cost larger than
 * parsing the file. Here a column is one array that doubles as it grows: large arrays are
 * allocated outside the young generation and never copied by the collector, and numbers
 * are primitive {@code long}s, boxed only while a scan reads them (those boxes die young,
 * which is cheap).
 */
interface ColumnValues {

	int INITIAL_CAPACITY = 256;

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
