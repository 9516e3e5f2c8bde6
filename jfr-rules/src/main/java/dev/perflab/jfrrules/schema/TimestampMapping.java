package dev.perflab.jfrrules.schema;

import jdk.jfr.Timestamp;
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
class TimestampMapping implements ColumnMapping {

	private final String unit;

	TimestampMapping(String unit) {
		this.unit = unit;
	}

	@Override
	public RelDataType sqlType(RelDataTypeFactory typeFactory) {
		return typeFactory.createTypeWithNullability(typeFactory.createSqlType(SqlTypeName.TIMESTAMP, 3), true);
	}

	@Override
	public String describe() {
		return "TIMESTAMP";
	}

	@Override
	public Storage storage() {
		return Storage.LONG;
	}

	@Override
	public Object read(RecordedObject owner, String field) {
		if (!(owner.getValue(field) instanceof Number number)) {
			return null;
		}
		long raw = number.longValue();
		if (raw == Long.MIN_VALUE || raw == Long.MAX_VALUE) {
			return null;
		}
		if (Timestamp.MILLISECONDS_SINCE_EPOCH.equals(this.unit)) {
			return raw;
		}
		return owner.getInstant(field).toEpochMilli();
	}

}
