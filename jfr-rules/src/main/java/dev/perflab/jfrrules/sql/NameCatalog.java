package dev.perflab.jfrrules.sql;

import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.Set;

import dev.perflab.jfrrules.schema.ColumnInfo;
import dev.perflab.jfrrules.schema.EventTable;
import dev.perflab.jfrrules.schema.JfrSchema;

/**
 * The names a query could have meant: tables, columns, struct fields and functions of one
 * database.
 */
final class NameCatalog {

	private final JfrSchema schema;

	private final Collection<String> functions;

	NameCatalog(JfrSchema schema, Collection<String> functions) {
		this.schema = schema;
		this.functions = functions;
	}

	Collection<String> tableNames() {
		return this.schema.eventTables().stream().map(EventTable::name).toList();
	}

	/**
	 * Columns of the named table, or of the tables queries referenced when no table is
	 * named.
	 */
	Collection<String> columnNames(String tableName) {
		Set<String> names = new LinkedHashSet<>();
		for (EventTable table : this.schema.eventTables()) {
			boolean wanted = (tableName != null) ? table.name().equalsIgnoreCase(tableName) : table.isReferenced();
			if (wanted) {
				table.columns().forEach((column) -> names.add(column.name()));
			}
		}
		return names;
	}

	Collection<String> fieldNames() {
		Set<String> names = new LinkedHashSet<>();
		for (EventTable table : this.schema.eventTables()) {
			if (table.isReferenced()) {
				for (ColumnInfo column : table.columns()) {
					column.fields().forEach((field) -> names.add(field.name()));
				}
			}
		}
		return names;
	}

	Collection<String> functionNames() {
		return this.functions;
	}

}
