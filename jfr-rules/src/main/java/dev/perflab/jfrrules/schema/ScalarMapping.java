package dev.perflab.jfrrules.schema;

import jdk.jfr.consumer.RecordedObject;
import org.apache.calcite.rel.type.RelDataType;
import org.apache.calcite.rel.type.RelDataTypeFactory;
import org.apache.calcite.sql.type.SqlTypeName;

/**
 * Primitive and string fields, copied as they are ({@code char} becomes a one-character
 * string).
 */
final class ScalarMapping implements ColumnMapping {

	private final SqlTypeName typeName;

	ScalarMapping(SqlTypeName typeName) {
		this.typeName = typeName;
	}

	@Override
	public RelDataType sqlType(RelDataTypeFactory typeFactory) {
		return typeFactory.createTypeWithNullability(typeFactory.createSqlType(this.typeName), true);
	}

	@Override
	public String describe() {
		return this.typeName.getName();
	}

	@Override
	public Storage storage() {
		return switch (this.typeName) {
			case BIGINT -> Storage.LONG;
			case INTEGER -> Storage.INT;
			default -> Storage.OBJECT;
		};
	}

	@Override
	public Object read(RecordedObject owner, String field) {
		Object value = owner.getValue(field);
		return (value instanceof Character) ? value.toString() : value;
	}

}
