package dev.perflab.jfrrules.functions;

import java.math.BigDecimal;
import java.util.List;

import dev.perflab.jfrrules.rules.Parameter;
import dev.perflab.jfrrules.rules.ParameterKind;
import dev.perflab.jfrrules.rules.Parameters;
import org.apache.calcite.adapter.enumerable.CallImplementor;
import org.apache.calcite.adapter.enumerable.NullPolicy;
import org.apache.calcite.adapter.enumerable.RexImpTable;
import org.apache.calcite.linq4j.tree.Expressions;
import org.apache.calcite.rel.type.RelDataType;
import org.apache.calcite.rel.type.RelDataTypeFactory;
import org.apache.calcite.linq4j.tree.Expression;
import org.apache.calcite.rex.RexLiteral;
import org.apache.calcite.rex.RexNode;
import org.apache.calcite.schema.Function;
import org.apache.calcite.schema.FunctionParameter;
import org.apache.calcite.schema.ImplementableFunction;
import org.apache.calcite.sql.SqlOperator;
import org.apache.calcite.sql.SqlOperatorBinding;
import org.apache.calcite.sql.type.SqlTypeName;

/**
 * {@code PARAM('name')}: the value of one of the rule's parameters, as its header
 * declares it or as the check was told ({@code --set}).
 * <p>
 * Scoped to one rule: each rule's query is validated with an operator table of its own
 * ({@link #operatorTable}), so that two rules may both name a {@code budget} and each
 * reads its own, and a view, which belongs to no rule, has no {@code PARAM} at all. The
 * value is written into the generated code as a constant, as {@code REQUESTS()}'s is. Its
 * SQL type follows the parameter's kind: {@code BIGINT} for a whole number, an exact
 * {@code DECIMAL} of the value's scale otherwise, so that a comparison is as exact as the
 * literal it replaces and {@code CAST(PARAM('budget') AS VARCHAR)} prints the value as
 * the header writes it.
 */
public final class ParamFunction implements Function, ImplementableFunction {

	/** The function's name in SQL. */
	public static final String NAME = "PARAM";

	private static final int PRECISION = 19;

	private final Parameters parameters;

	private ParamFunction(Parameters parameters) {
		this.parameters = parameters;
	}

	/**
	 * Returns {@code PARAM} reading one rule's parameters.
	 * @param parameters the rule's parameters, overrides applied
	 * @return the operator
	 */
	static SqlOperator operator(Parameters parameters) {
		ParamFunction function = new ParamFunction(parameters);
		return RuleFunctions.operator(NAME, function::returnType, function);
	}

	private RelDataType returnType(SqlOperatorBinding binding) {
		RelDataTypeFactory typeFactory = binding.getTypeFactory();
		Parameter parameter = binding.isOperandLiteral(0, false)
				? this.parameters.get(binding.getOperandLiteralValue(0, String.class)) : null;
		if (parameter == null) {
			// Refused when the rules load (ParameterCheck); typed loosely until then.
			return typeFactory.createTypeWithNullability(typeFactory.createSqlType(SqlTypeName.DECIMAL), true);
		}
		if (parameter.kind() == ParameterKind.WHOLE) {
			return typeFactory.createSqlType(SqlTypeName.BIGINT);
		}
		return typeFactory.createSqlType(SqlTypeName.DECIMAL, PRECISION, scale(parameter.value()));
	}

	@Override
	public List<FunctionParameter> getParameters() {
		return List.of();
	}

	@Override
	public CallImplementor getImplementor() {
		return RexImpTable.createImplementor(
				(translator, call, operands) -> constant(translator.deref(call.getOperands().get(0))), NullPolicy.NONE,
				false);
	}

	/**
	 * The value of the parameter the call names, as a constant; the name is a literal
	 * (ParameterCheck refuses any other argument when the rules load).
	 */
	private Expression constant(RexNode argument) {
		String name = ((RexLiteral) argument).getValueAs(String.class);
		Parameter parameter = this.parameters.get(name);
		if (parameter == null) {
			throw new IllegalStateException("no parameter '" + name + "' (declared: " + this.parameters.names() + ")");
		}
		if (parameter.kind() == ParameterKind.WHOLE) {
			return Expressions.constant(parameter.value().longValueExact(), long.class);
		}
		return Expressions.constant(parameter.value().setScale(scale(parameter.value())), BigDecimal.class);
	}

	private static int scale(BigDecimal value) {
		return Math.max(0, value.scale());
	}

}
