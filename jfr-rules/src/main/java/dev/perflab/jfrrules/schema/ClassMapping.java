package dev.perflab.jfrrules.schema;

import java.util.IdentityHashMap;
import java.util.Map;

import jdk.jfr.consumer.RecordedClass;
import jdk.jfr.consumer.RecordedObject;
import org.apache.calcite.rel.type.RelDataType;
import org.apache.calcite.rel.type.RelDataTypeFactory;
import org.apache.calcite.sql.type.SqlTypeName;

/**
 * {@code java.lang.Class} fields as {@link JfrClass} values, read with
 * {@code CLASS_NAME(...)}.
 * <p>
 * JFR stores each class once per chunk as a constant, so the same {@link RecordedClass}
 * instance comes back for every event: converting by identity keeps one {@link JfrClass}
 * per class.
 */
final class ClassMapping implements ColumnMapping {

	private final Map<RecordedClass, JfrClass> converted = new IdentityHashMap<>();

	@Override
	public RelDataType sqlType(RelDataTypeFactory typeFactory) {
		// ANY, not a Java type: Calcite turns a function's Object parameter
		// into a nullable ANY and matches arguments to parameters by type
		// equality for opaque types, so the column must have exactly that type.
		return typeFactory.createTypeWithNullability(typeFactory.createSqlType(SqlTypeName.ANY), true);
	}

	@Override
	public String describe() {
		return "CLASS";
	}

	@Override
	public Object read(RecordedObject owner, String field) {
		Object value = owner.getValue(field);
		if (!(value instanceof RecordedClass recordedClass)) {
			return null;
		}
		return this.converted.computeIfAbsent(recordedClass, ClassMapping::convert);
	}

	static JfrClass convert(RecordedClass recordedClass) {
		return new JfrClass(ClassNames.readable(recordedClass.getName()));
	}

}
