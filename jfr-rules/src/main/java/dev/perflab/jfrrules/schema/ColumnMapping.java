package dev.perflab.jfrrules.schema;

import jdk.jfr.consumer.RecordedObject;
import org.apache.calcite.rel.type.RelDataType;
import org.apache.calcite.rel.type.RelDataTypeFactory;

/**
 * How one JFR field becomes one SQL value: its SQL type and how to read it from a
 * recorded object.
 * <p>
 * Every mapping is nullable and every {@link #read} returns {@code null} for a missing or
 * sentinel value instead of throwing: a null field must never drop an event or abort a
 * query.
 */
interface ColumnMapping {

	RelDataType sqlType(RelDataTypeFactory typeFactory);

	Object read(RecordedObject owner, String field);

	/**
	 * Returns the type as {@code tables} shows it, e.g. {@code BIGINT (ns)}.
	 * @return a short type description
	 */
	String describe();

	/**
	 * Returns how a table stores this column's values.
	 * @return the storage
	 */
	default Storage storage() {
		return Storage.OBJECT;
	}

	/**
	 * How values are stored: as primitive longs (read back as {@code Long} or
	 * {@code Integer}) or as references.
	 */
	enum Storage {

		LONG, INT, OBJECT

	}

}
