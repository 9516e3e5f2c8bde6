package dev.perflab.jfrrules.functions;

import java.util.List;

import dev.perflab.jfrrules.rules.Parameter;
import dev.perflab.jfrrules.rules.Parameters;
import org.apache.calcite.adapter.enumerable.CallImplementor;
import org.apache.calcite.adapter.enumerable.NullPolicy;
import org.apache.calcite.adapter.enumerable.RexImpTable;
import org.apache.calcite.linq4j.tree.Expressions;
import org.apache.calcite.rel.type.RelDataTypeFactory;
import org.apache.calcite.rex.RexLiteral;
import org.apache.calcite.schema.Function;
import org.apache.calcite.schema.FunctionParameter;
import org.apache.calcite.schema.ImplementableFunction;
import org.apache.calcite.sql.SqlOperator;
import org.apache.calcite.sql.type.SqlTypeName;

/**
 * {@code PARAM_TEXT('name')}: the value of one of the rule's parameters as its title says
 * it ({@code 10%}, {@code 3}, {@code 0.1}), for the evidence's detail
 * ({@code ', budget ' || PARAM_TEXT('budget')}).
 * <p>
 * A function of its own rather than {@code CAST(PARAM('budget') AS VARCHAR)}: Calcite
 * writes a decimal as {@code 1E+1}, and the detail would say the budget otherwise than
 * the title. Scoped to one rule like {@link ParamFunction}.
 */
public final class ParamTextFunction implements Function, ImplementableFunction {

	/** The function's name in SQL. */
	public static final String NAME = "PARAM_TEXT";

	private final Parameters parameters;

	private ParamTextFunction(Parameters parameters) {
		this.parameters = parameters;
	}

	/**
	 * Returns {@code PARAM_TEXT} reading one rule's parameters.
	 * @param parameters the rule's parameters, overrides applied
	 * @return the operator
	 */
	static SqlOperator operator(Parameters parameters) {
		return RuleFunctions.operator(NAME, (binding) -> {
			RelDataTypeFactory typeFactory = binding.getTypeFactory();
			return typeFactory.createSqlType(SqlTypeName.VARCHAR);
		}, new ParamTextFunction(parameters));
	}

	@Override
	public List<FunctionParameter> getParameters() {
		return List.of();
	}

	@Override
	public CallImplementor getImplementor() {
		return RexImpTable.createImplementor((translator, call, operands) -> {
			String name = ((RexLiteral) translator.deref(call.getOperands().get(0))).getValueAs(String.class);
			Parameter parameter = this.parameters.get(name);
			if (parameter == null) {
				throw new IllegalStateException(
						"no parameter '" + name + "' (declared: " + this.parameters.names() + ")");
			}
			return Expressions.constant(parameter.text(), String.class);
		}, NullPolicy.NONE, false);
	}

}
