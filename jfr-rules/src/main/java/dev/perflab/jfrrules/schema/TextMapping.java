package dev.perflab.jfrrules.schema;

import java.util.Arrays;

import jdk.jfr.consumer.RecordedObject;
import org.apache.calcite.rel.type.RelDataType;
import org.apache.calcite.rel.type.RelDataTypeFactory;
import org.apache.calcite.sql.type.SqlTypeName;

/**
 * Arrays and any other field type without a better mapping, rendered as text so that it
 * is at least visible in {@code query} output. No shipped rule depends on one.
 */
final class TextMapping implements ColumnMapping {

	@Override
	public RelDataType sqlType(RelDataTypeFactory typeFactory) {
		return typeFactory.createTypeWithNullability(typeFactory.createSqlType(SqlTypeName.VARCHAR), true);
	}

	@Override
	public String describe() {
		return "VARCHAR (text)";
	}

	@Override
	public Object read(RecordedObject owner, String field) {
		Object value = owner.getValue(field);
		if (value == null) {
			return null;
		}
		return (value instanceof Object[] array) ? Arrays.deepToString(array) : value.toString();
	}

}
