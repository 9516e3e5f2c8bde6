package dev.perflab.jfrrules.schema;

import jdk.jfr.consumer.RecordedObject;
import org.apache.calcite.rel.type.RelDataType;
import org.apache.calcite.rel.type.RelDataTypeFactory;
import org.apache.calcite.sql.type.SqlTypeName;

/**
 * Fields annotated {@code @Timestamp} ({@code startTime}, {@code until}, ...) as SQL
 * {@code TIMESTAMP} in UTC.
 * <p>
 * Calcite represents a {@code TIMESTAMP} as epoch milliseconds, so sub-millisecond
 * precision is lost; durations are exact (nanoseconds) in their own columns, which is
 * what rules measure. {@code Long.MIN_VALUE} (JFR's "no timestamp", e.g. a park without
 * deadline) becomes {@code NULL}.
 */
final class TimestampMapping implements ColumnMapping {

	@Override
	public RelDataType sqlType(RelDataTypeFactory typeFactory) {
		return typeFactory.createTypeWithNullability(typeFactory.createSqlType(SqlTypeName.TIMESTAMP, 3), true);
	}

	@Override
	public String describe() {
		return "TIMESTAMP";
	}

	@Override
	public Object read(RecordedObject owner, String field) {
		long raw = owner.getLong(field);
		if (raw == Long.MIN_VALUE || raw == Long.MAX_VALUE) {
			return null;
		}
		return owner.getInstant(field).toEpochMilli();
	}

}
