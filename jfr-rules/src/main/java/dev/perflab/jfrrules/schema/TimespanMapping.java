package dev.perflab.jfrrules.schema;

import jdk.jfr.Timespan;
import jdk.jfr.consumer.RecordedObject;
import org.apache.calcite.rel.type.RelDataType;
import org.apache.calcite.rel.type.RelDataTypeFactory;
import org.apache.calcite.sql.type.SqlTypeName;

/**
 * Fields annotated {@code @Timespan} ({@code duration}, {@code timeout}, {@code time},
 * ...) as {@code BIGINT} nanoseconds, whatever unit the recording stored them in.
 * <p>
 * JFR writes {@code Long.MIN_VALUE} / {@code Long.MAX_VALUE} for "no value" and "forever"
 * (a park without timeout has {@code timeout = Long.MIN_VALUE}). Those become
 * {@code NULL}: converting them would overflow {@code Duration.toNanos()} and abort the
 * whole load. The unit is read once per column; the raw value is read with
 * {@code getValue}, because the typed getters look up the field's annotations again for
 * every event.
 */
class TimespanMapping implements ColumnMapping {

	private final String unit;

	TimespanMapping(String unit) {
		this.unit = unit;
	}

	@Override
	public RelDataType sqlType(RelDataTypeFactory typeFactory) {
		return typeFactory.createTypeWithNullability(typeFactory.createSqlType(SqlTypeName.BIGINT), true);
	}

	@Override
	public String describe() {
		return "BIGINT (ns)";
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
		try {
			return switch (this.unit) {
				case Timespan.NANOSECONDS -> raw;
				case Timespan.MICROSECONDS -> Math.multiplyExact(raw, 1_000L);
				case Timespan.MILLISECONDS -> Math.multiplyExact(raw, 1_000_000L);
				case Timespan.SECONDS -> Math.multiplyExact(raw, 1_000_000_000L);
				default -> owner.getDuration(field).toNanos();
			};
		}
		catch (ArithmeticException ex) {
			return null;
		}
	}

}
