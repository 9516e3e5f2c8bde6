package dev.perflab.jfrrules.sql;

import org.apache.calcite.rel.type.RelDataType;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.validate.SqlValidator;

/**
 * A query that parsed and validated, not yet compiled; the validator holds the types the
 * compiler needs.
 */
public final class ValidatedQuery {

	private final SqlValidator validator;

	private final SqlNode node;

	ValidatedQuery(SqlValidator validator, SqlNode node) {
		this.validator = validator;
		this.node = node;
	}

	SqlValidator validator() {
		return this.validator;
	}

	SqlNode node() {
		return this.node;
	}

	/**
	 * Returns the columns the query returns, as validation typed them.
	 */
	RelDataType rowType() {
		return this.validator.getValidatedNodeType(this.node);
	}

}
