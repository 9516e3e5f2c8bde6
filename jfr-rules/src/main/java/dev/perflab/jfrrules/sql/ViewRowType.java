package dev.perflab.jfrrules.sql;

import dev.perflab.jfrrules.rules.InvalidRuleException;
import dev.perflab.jfrrules.rules.ViewDefinition;
import org.apache.calcite.rel.type.RelDataType;
import org.apache.calcite.rel.type.RelDataTypeFactory;
import org.apache.calcite.rel.type.RelProtoDataType;
import org.apache.calcite.sql.parser.SqlParseException;

/**
 * A view's columns, found by validating its definition the first time a query names the
 * view, with the same parser, validator and type system as every query (Calcite's
 * {@code ViewTableMacro} would validate it through its JDBC layer, with its default type
 * system). Validating the definition is also what marks the event tables the view reads
 * for loading, as for any query.
 */
final class ViewRowType implements RelProtoDataType {

	private final ViewDefinition view;

	private final QueryCompiler compiler;

	private final NameCatalog names;

	private RelDataType rowType;

	private boolean validating;

	ViewRowType(ViewDefinition view, QueryCompiler compiler, NameCatalog names) {
		this.view = view;
		this.compiler = compiler;
		this.names = names;
	}

	/**
	 * Returns the columns; the type factory is the compiler's own.
	 */
	@Override
	public RelDataType apply(RelDataTypeFactory typeFactory) {
		return get();
	}

	/**
	 * Returns the columns, validating the definition once.
	 * @return the row type
	 * @throws InvalidRuleException positioned in the view's file if the definition does
	 * not validate
	 */
	RelDataType get() {
		if (this.rowType == null) {
			if (this.validating) {
				throw new InvalidRuleException(this.view.source(), 0, 0,
						"view '" + this.view.name() + "' selects from itself");
			}
			this.validating = true;
			try {
				this.rowType = this.compiler.validate(this.view.sql()).rowType();
			}
			catch (SqlParseException | RuntimeException ex) {
				throw QueryErrors.inView(this.view, ex, this.names);
			}
			finally {
				this.validating = false;
			}
		}
		return this.rowType;
	}

	/**
	 * Returns the columns if a query has named the view, without validating it.
	 * @return the columns, or {@code null}
	 */
	RelDataType known() {
		return this.rowType;
	}

}
