package dev.perflab.jfrrules.sql;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;

import org.apache.calcite.DataContext;
import org.apache.calcite.linq4j.Enumerator;
import org.apache.calcite.rel.type.RelDataType;
import org.apache.calcite.rel.type.RelDataTypeField;
import org.apache.calcite.runtime.Bindable;
import org.apache.calcite.sql.type.SqlTypeName;

/**
 * A query compiled to Java code, ready to run over the loaded tables as often as needed.
 */
public final class CompiledQuery {

	private final Bindable<Object> bindable;

	private final DataContext dataContext;

	private final List<String> columnNames;

	private final List<SqlTypeName> columnTypes;

	CompiledQuery(Bindable<Object> bindable, DataContext dataContext, RelDataType rowType) {
		this.bindable = bindable;
		this.dataContext = dataContext;
		List<String> names = new ArrayList<>();
		List<SqlTypeName> types = new ArrayList<>();
		for (RelDataTypeField field : rowType.getFieldList()) {
			names.add(field.getName());
			types.add(field.getType().getSqlTypeName());
		}
		this.columnNames = List.copyOf(names);
		this.columnTypes = List.copyOf(types);
	}

	/**
	 * Returns the column labels, as the query's aliases name them.
	 * @return the column names
	 */
	public List<String> columnNames() {
		return this.columnNames;
	}

	/**
	 * Returns the SQL type of each column; a {@code TIMESTAMP} value is epoch
	 * milliseconds.
	 * @return the column types
	 */
	public List<SqlTypeName> columnTypes() {
		return this.columnTypes;
	}

	/**
	 * Runs the query. Rows come lazily; each is an array with one value per column.
	 * @return the rows
	 */
	public Iterable<Object[]> rows() {
		return () -> new RowIterator(this.bindable.bind(this.dataContext).enumerator(), this.columnNames.size());
	}

	/**
	 * Adapts Calcite's enumerator: a one-column result comes as bare values, not arrays.
	 */
	private static final class RowIterator implements Iterator<Object[]> {

		private final Enumerator<Object> enumerator;

		private final int width;

		private Boolean hasNext;

		RowIterator(Enumerator<Object> enumerator, int width) {
			this.enumerator = enumerator;
			this.width = width;
		}

		@Override
		public boolean hasNext() {
			if (this.hasNext == null) {
				this.hasNext = this.enumerator.moveNext();
				if (!this.hasNext) {
					this.enumerator.close();
				}
			}
			return this.hasNext;
		}

		@Override
		public Object[] next() {
			if (!hasNext()) {
				throw new NoSuchElementException();
			}
			this.hasNext = null;
			Object current = this.enumerator.current();
			if (this.width == 1 && !(current instanceof Object[])) {
				return new Object[] { current };
			}
			return (Object[]) current;
		}

	}

}
