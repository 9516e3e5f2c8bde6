package dev.perflab.jfrrules.schema;

import java.time.Duration;

import jdk.jfr.consumer.RecordedObject;
import org.apache.calcite.rel.type.RelDataType;
import org.apache.calcite.rel.type.RelDataTypeFactory;
import org.apache.calcite.sql.type.SqlTypeName;

/**
 * Fields annotated {@code @Timespan} ({@code duration}, {@code timeout}, {@code time},
 * ...) as {@code BIGINT} nanoseconds, whatever unit (ticks, ns, ms) the recording stored
 * them in.
 * <p>
 * JFR writes {@code Long.MIN_VALUE} / {@code Long.MAX_VALUE} for "no value" and "forever"
 * (a park without timeout has {@code timeout = Long.MIN_VALUE}). Those become
 * {@code NULL}; converting them would overflow {@link Duration#toNanos()} and abort the
 * whole load.
 */
final class TimespanMapping implements ColumnMapping {

	@Override
	public RelDataType sqlType(RelDataTypeFactory typeFactory) {
		return typeFactory.createTypeWithNullability(typeFactory.createSqlType(SqlTypeName.BIGINT), true);
	}

	@Override
	public String describe() {
		return "BIGINT (ns)";
	}

	@Override
	public Object read(RecordedObject owner, String field) {
		long raw = owner.getLong(field);
		if (raw == Long.MIN_VALUE || raw == Long.MAX_VALUE) {
			return null;
		}
		Duration duration = owner.getDuration(field);
		try {
			return duration.toNanos();
		}
		catch (ArithmeticException ex) {
			return null;
		}
	}

}
