package dev.perflab.jfrrules.sql;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import dev.perflab.jfrrules.schema.ColumnInfo;
import dev.perflab.jfrrules.schema.EventTable;
import dev.perflab.jfrrules.schema.JfrSchema;
import dev.perflab.jfrrules.schema.SqlIdentifiers;

/**
 * The names a query could have meant: tables, views, columns, struct fields and functions
 * of one database.
 * <p>
 * Columns and fields are those of the tables and views the failed query names itself
 * ({@link #forQuery}): a query on a view is offered the view's columns, not those of the
 * event tables inside it.
 */
final class NameCatalog {

	private final JfrSchema schema;

	private final JfrViews views;

	private final Collection<String> functions;

	private final Set<String> queried;

	NameCatalog(JfrSchema schema, JfrViews views, Collection<String> functions) {
		this(schema, views, functions, Set.of());
	}

	private NameCatalog(JfrSchema schema, JfrViews views, Collection<String> functions, Set<String> queried) {
		this.schema = schema;
		this.views = views;
		this.functions = functions;
		this.queried = queried;
	}

	/**
	 * Returns the catalog for one failed query.
	 * @param sql the query text
	 * @return the catalog, its columns those of the tables and views the query names
	 */
	NameCatalog forQuery(String sql) {
		return new NameCatalog(this.schema, this.views, this.functions, SqlIdentifiers.in(sql));
	}

	Collection<String> tableNames() {
		List<String> names = new ArrayList<>();
		this.schema.eventTables().forEach((table) -> names.add(table.name()));
		this.views.definitions().forEach((view) -> names.add(view.name()));
		return names;
	}

	/**
	 * Columns of the named table or view, or of those the query names when no table is
	 * named or the name is an alias.
	 */
	Collection<String> columnNames(String tableName) {
		List<ColumnInfo> columns = (tableName != null) ? columnsOf(tableName.toLowerCase(Locale.ROOT)) : List.of();
		if (columns.isEmpty()) {
			columns = queriedColumns();
		}
		Set<String> names = new LinkedHashSet<>();
		columns.forEach((column) -> names.add(column.name()));
		return names;
	}

	Collection<String> fieldNames() {
		Set<String> names = new LinkedHashSet<>();
		for (ColumnInfo column : queriedColumns()) {
			column.fields().forEach((field) -> names.add(field.name()));
		}
		return names;
	}

	Collection<String> functionNames() {
		return this.functions;
	}

	private List<ColumnInfo> queriedColumns() {
		List<ColumnInfo> columns = new ArrayList<>();
		this.queried.forEach((name) -> columns.addAll(columnsOf(name)));
		return columns;
	}

	private List<ColumnInfo> columnsOf(String lowerCaseName) {
		for (EventTable table : this.schema.eventTables()) {
			if (table.name().toLowerCase(Locale.ROOT).equals(lowerCaseName)) {
				return table.columns();
			}
		}
		return this.views.knownColumns(lowerCaseName);
	}

}
