package dev.perflab.jfrrules.functions;

import java.util.List;

import org.apache.calcite.adapter.enumerable.CallImplementor;
import org.apache.calcite.adapter.enumerable.NullPolicy;
import org.apache.calcite.adapter.enumerable.RexImpTable;
import org.apache.calcite.linq4j.tree.Expressions;
import org.apache.calcite.rel.type.RelDataType;
import org.apache.calcite.rel.type.RelDataTypeFactory;
import org.apache.calcite.schema.FunctionParameter;
import org.apache.calcite.schema.ImplementableFunction;
import org.apache.calcite.schema.ScalarFunction;
import org.apache.calcite.sql.type.SqlTypeName;

/**
 * A function of no arguments whose value is a setting of one check ({@code REQUESTS()},
 * {@code WINDOW_SECONDS()}): each check registers its own instance, which writes the
 * value into the generated query code as a constant, so two checks never see each
 * other's.
 */
abstract class CheckConstantFunction implements ScalarFunction, ImplementableFunction {

	private final Object value;

	private final Class<?> javaClass;

	private final SqlTypeName type;

	/**
	 * @param value the value, or null (then the SQL type is nullable)
	 * @param javaClass its class in the generated code
	 * @param type its SQL type
	 */
	CheckConstantFunction(Object value, Class<?> javaClass, SqlTypeName type) {
		this.value = value;
		this.javaClass = javaClass;
		this.type = type;
	}

	@Override
	public RelDataType getReturnType(RelDataTypeFactory typeFactory) {
		return typeFactory.createTypeWithNullability(typeFactory.createSqlType(this.type),
				!this.javaClass.isPrimitive());
	}

	@Override
	public List<FunctionParameter> getParameters() {
		return List.of();
	}

	@Override
	public CallImplementor getImplementor() {
		return RexImpTable.createImplementor(
				(translator, call, operands) -> Expressions.constant(this.value, this.javaClass), NullPolicy.NONE,
				false);
	}

}
