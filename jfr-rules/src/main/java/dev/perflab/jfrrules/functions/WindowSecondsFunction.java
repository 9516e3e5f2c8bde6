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
 * {@code WINDOW_SECONDS()}: the length of the judged window in seconds, the one the
 * {@code window:} line reports, for rules that speak per second ({@code COUNT(*) >
 * 2 * WINDOW_SECONDS()}).
 * <p>
 * The check knows it, so rules need not recompute it from the events (whose first and
 * last are not the window's edges). Each check registers its own instance, which writes
 * the length into the generated code as a constant.
 */
public final class WindowSecondsFunction implements ScalarFunction, ImplementableFunction {

	private final double seconds;

	/**
	 * Creates the function for one check.
	 * @param seconds the judged window's length in seconds
	 */
	public WindowSecondsFunction(double seconds) {
		this.seconds = seconds;
	}

	@Override
	public RelDataType getReturnType(RelDataTypeFactory typeFactory) {
		return typeFactory.createSqlType(SqlTypeName.DOUBLE);
	}

	@Override
	public List<FunctionParameter> getParameters() {
		return List.of();
	}

	@Override
	public CallImplementor getImplementor() {
		return RexImpTable.createImplementor(
				(translator, call, operands) -> Expressions.constant(this.seconds, double.class), NullPolicy.NONE,
				false);
	}

}
