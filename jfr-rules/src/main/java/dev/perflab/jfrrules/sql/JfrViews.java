package dev.perflab.jfrrules.sql;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import dev.perflab.jfrrules.rules.InvalidRuleException;
import dev.perflab.jfrrules.rules.ViewDefinition;
import dev.perflab.jfrrules.schema.ColumnInfo;
import dev.perflab.jfrrules.schema.EventTable;
import dev.perflab.jfrrules.schema.JfrSchema;
import dev.perflab.jfrrules.schema.SqlIdentifiers;
import org.apache.calcite.jdbc.CalciteSchema;
import org.apache.calcite.rel.type.RelDataType;
import org.apache.calcite.rel.type.RelDataTypeField;
import org.apache.calcite.schema.impl.ViewTable;
import org.apache.calcite.sql.type.SqlTypeName;

/**
 * The views of one database, as Calcite view tables in the {@code jfr} schema next to the
 * event tables: {@code "jfr"."blocking_events"}.
 * <p>
 * A view is expanded into every query that selects from it, so the query is planned and
 * run as if it contained the view's text; nothing is computed or stored for the view
 * itself.
 */
final class JfrViews {

	private final Map<String, ViewDefinition> byLowerCaseName = new LinkedHashMap<>();

	private final Map<String, ViewRowType> rowTypes = new LinkedHashMap<>();

	JfrViews(List<ViewDefinition> definitions, JfrSchema schema) {
		Set<String> tableNames = new HashSet<>();
		schema.eventTables().forEach((table) -> tableNames.add(table.name().toLowerCase(Locale.ROOT)));
		for (ViewDefinition view : definitions) {
			String name = view.name().toLowerCase(Locale.ROOT);
			if (tableNames.contains(name)) {
				throw new InvalidRuleException(view.source(), 0, 0,
						"view '" + view.name() + "' has the name of an event type of the recording");
			}
			this.byLowerCaseName.put(name, view);
		}
	}

	Collection<ViewDefinition> definitions() {
		return this.byLowerCaseName.values();
	}

	/**
	 * Returns the event tables the queries name, directly or through the views they name
	 * (and the views those name): what a check loads in its first pass, before any query
	 * is validated, so that a query that names only a view still has the view's tables in
	 * that pass.
	 * @param schema the schema of the event tables
	 * @param queries the query texts
	 * @return the tables named
	 */
	Collection<EventTable> tablesNamedIn(JfrSchema schema, Collection<String> queries) {
		List<String> texts = new ArrayList<>(queries);
		Set<String> added = new HashSet<>();
		for (int i = 0; i < texts.size(); i++) {
			for (String identifier : SqlIdentifiers.in(texts.get(i))) {
				ViewDefinition view = this.byLowerCaseName.get(identifier);
				if (view != null && added.add(identifier)) {
					texts.add(view.sql());
				}
			}
		}
		return schema.tablesNamedIn(texts);
	}

	/**
	 * Adds every view to the schema as a Calcite {@link ViewTable}.
	 */
	void register(CalciteSchema jfr, QueryCompiler compiler, NameCatalog names) {
		this.byLowerCaseName.forEach((lowerCaseName, view) -> {
			ViewRowType rowType = new ViewRowType(view, compiler, names);
			this.rowTypes.put(lowerCaseName, rowType);
			jfr.add(view.name(), new ViewTable(Object[].class, rowType, view.sql(), List.of(JfrSchema.NAME),
					List.of(JfrSchema.NAME, view.name())));
		});
	}

	/**
	 * Returns the columns of a view, validating it (which marks its tables for loading).
	 * <p>
	 * A stack trace or a class is SQL's {@code ANY}; such a column is described as the
	 * column of the same name in the tables the view reads, when they agree
	 * ({@code STACKTRACE}), since SQL can only pass such a value through.
	 */
	List<ColumnInfo> columns(ViewDefinition view, JfrSchema schema) {
		Map<String, Set<String>> typesByName = new HashMap<>();
		for (EventTable table : tablesOf(view, schema)) {
			for (ColumnInfo column : table.columns()) {
				typesByName.computeIfAbsent(column.name(), (name) -> new HashSet<>()).add(column.type());
			}
		}
		List<ColumnInfo> columns = new ArrayList<>();
		for (ColumnInfo column : columnsOf(this.rowTypes.get(view.name().toLowerCase(Locale.ROOT)).get())) {
			Set<String> types = typesByName.getOrDefault(column.name(), Set.of());
			boolean opaque = SqlTypeName.ANY.getName().equals(column.type()) && types.size() == 1;
			columns.add(opaque ? new ColumnInfo(column.name(), types.iterator().next(), "", List.of()) : column);
		}
		return columns;
	}

	/**
	 * Returns the columns of a view that a query has named, or none: for error messages,
	 * which must not validate (and load) anything else.
	 * @param lowerCaseName the view's name in lower case
	 * @return the columns, empty if there is no such view or no query named it yet
	 */
	List<ColumnInfo> knownColumns(String lowerCaseName) {
		ViewRowType rowType = this.rowTypes.get(lowerCaseName);
		return (rowType != null && rowType.known() != null) ? columnsOf(rowType.known()) : List.of();
	}

	/**
	 * Returns the event tables a view reads.
	 */
	Collection<EventTable> tablesOf(ViewDefinition view, JfrSchema schema) {
		return tablesNamedIn(schema, List.of(view.sql()));
	}

	private static List<ColumnInfo> columnsOf(RelDataType rowType) {
		List<ColumnInfo> columns = new ArrayList<>();
		for (RelDataTypeField field : rowType.getFieldList()) {
			RelDataType type = field.getType();
			columns.add(type.isStruct() ? new ColumnInfo(field.getName(), "STRUCT", "", columnsOf(type))
					: new ColumnInfo(field.getName(), type.getSqlTypeName().getName(), "", List.of()));
		}
		return columns;
	}

}
