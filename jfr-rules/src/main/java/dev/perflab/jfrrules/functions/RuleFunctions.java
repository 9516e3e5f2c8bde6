package dev.perflab.jfrrules.functions;

import java.util.List;

import dev.perflab.jfrrules.rules.Parameters;
import org.apache.calcite.schema.Function;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlOperator;
import org.apache.calcite.sql.SqlOperatorTable;
import org.apache.calcite.sql.parser.SqlParserPos;
import org.apache.calcite.sql.type.OperandTypes;
import org.apache.calcite.sql.type.SqlReturnTypeInference;
import org.apache.calcite.sql.type.SqlTypeFamily;
import org.apache.calcite.sql.type.SqlTypeName;
import org.apache.calcite.sql.util.SqlOperatorTables;
import org.apache.calcite.sql.validate.SqlUserDefinedFunction;

/**
 * The functions of one rule, beside the database's ({@link JfrFunctions}):
 * {@code PARAM('name')} and {@code PARAM_TEXT('name')}, which read that rule's
 * parameters.
 * <p>
 * An operator table per rule, given to the validator of that rule's query only, not a
 * function in the schema every query shares: two rules may each declare a {@code budget},
 * and a view or an ad-hoc query, which belong to no rule, have none.
 */
public final class RuleFunctions {

	private RuleFunctions() {
	}

	/**
	 * Returns the functions one rule's query may call beyond the database's.
	 * @param parameters the rule's parameters, overrides applied
	 * @return the operator table
	 */
	public static SqlOperatorTable of(Parameters parameters) {
		return SqlOperatorTables.of(ParamFunction.operator(parameters), ParamTextFunction.operator(parameters));
	}

	/**
	 * Returns a function of one argument, a parameter's name in quotes.
	 */
	static SqlOperator operator(String name, SqlReturnTypeInference returnType, Function implementation) {
		return new SqlUserDefinedFunction(new SqlIdentifier(name, SqlParserPos.ZERO), SqlKind.OTHER_FUNCTION,
				returnType, null,
				OperandTypes.operandMetadata(List.of(SqlTypeFamily.CHARACTER),
						(typeFactory) -> List.of(typeFactory.createSqlType(SqlTypeName.VARCHAR)), (i) -> "name",
						(i) -> false),
				implementation);
	}

}
