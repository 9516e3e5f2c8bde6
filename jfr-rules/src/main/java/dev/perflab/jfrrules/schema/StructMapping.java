package dev.perflab.jfrrules.schema;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

import jdk.jfr.consumer.RecordedObject;
import org.apache.calcite.rel.type.RelDataType;
import org.apache.calcite.rel.type.RelDataTypeFactory;
import org.apache.calcite.rel.type.StructKind;

/**
 * Fields of a composite type, such as {@code eventThread}, as a SQL struct: query them
 * with {@code "eventThread"."javaName"}.
 * <p>
 * The struct kind lets a query name a field as {@code "eventThread"."javaName"} without a
 * table alias, and keeps {@code SELECT *} showing the struct as one column. The struct
 * and every field in it are nullable, so a missing thread reads as {@code NULL} fields
 * instead of failing the row. Values are converted once per recorded constant (threads
 * are stored once per chunk) and shared between events.
 */
final class StructMapping implements ColumnMapping {

	private final List<Column> fields;

	private final Map<RecordedObject, Object[]> converted = new IdentityHashMap<>();

	StructMapping(List<Column> fields) {
		this.fields = List.copyOf(fields);
	}

	List<Column> fields() {
		return this.fields;
	}

	@Override
	public RelDataType sqlType(RelDataTypeFactory typeFactory) {
		List<RelDataType> types = new ArrayList<>();
		List<String> names = new ArrayList<>();
		for (Column field : this.fields) {
			names.add(field.name());
			types.add(field.mapping().sqlType(typeFactory));
		}
		RelDataType struct = typeFactory.createStructType(StructKind.PEEK_FIELDS_NO_EXPAND, types, names);
		return typeFactory.createTypeWithNullability(struct, true);
	}

	@Override
	public String describe() {
		return "STRUCT";
	}

	@Override
	public Object read(RecordedObject owner, String field) {
		Object value = owner.getValue(field);
		if (!(value instanceof RecordedObject nested)) {
			return null;
		}
		return this.converted.computeIfAbsent(nested, this::convert);
	}

	private Object[] convert(RecordedObject nested) {
		Object[] values = new Object[this.fields.size()];
		for (int i = 0; i < values.length; i++) {
			Column column = this.fields.get(i);
			values[i] = column.mapping().read(nested, column.name());
		}
		return values;
	}

}
