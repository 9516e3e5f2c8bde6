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
 * {@code REQUESTS()}: the requests the recorded JVM served in the judged window, as the
 * check was told ({@code --requests N}, {@code CheckOptions.withRequests}); {@code NULL}
 * when it was not told.
 * <p>
 * A recording does not know how many requests its JVM served, so the count is a setting
 * of the check, as the event-loop pattern is. {@code NULL} rather than 0 on purpose: a
 * per-request condition such as {@code COUNT(*) > 0.1 * REQUESTS()} is then unknown and
 * selects nothing, so a per-request rule cannot fire on a check that was given no count.
 * Each check registers its own instance, which writes its count into the generated code
 * as a constant.
 */
public final class RequestsFunction implements ScalarFunction, ImplementableFunction {

	private final Long requests;

	/**
	 * Creates the function for one check.
	 * @param requests the requests served in the window, or {@code null} if unknown
	 * @throws IllegalArgumentException if the count is negative
	 */
	public RequestsFunction(Long requests) {
		if (requests != null && requests < 0) {
			throw new IllegalArgumentException("the request count must not be negative: " + requests);
		}
		this.requests = requests;
	}

	@Override
	public RelDataType getReturnType(RelDataTypeFactory typeFactory) {
		return typeFactory.createTypeWithNullability(typeFactory.createSqlType(SqlTypeName.BIGINT), true);
	}

	@Override
	public List<FunctionParameter> getParameters() {
		return List.of();
	}

	@Override
	public CallImplementor getImplementor() {
		return RexImpTable.createImplementor(
				(translator, call, operands) -> Expressions.constant(this.requests, Long.class), NullPolicy.NONE,
				false);
	}

}
