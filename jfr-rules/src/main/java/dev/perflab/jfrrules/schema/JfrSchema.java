package dev.perflab.jfrrules.schema;

import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

import jdk.jfr.EventType;
import org.apache.calcite.schema.Table;
import org.apache.calcite.schema.impl.AbstractSchema;

/**
 * The {@code jfr} schema of one recording: a table for every event type the recording
 * declares.
 * <p>
 * Tables exist for every declared type, also those without events, so that a rule about
 * {@code jdk.SocketRead} runs (and passes) on a recording that simply had no socket
 * reads, instead of failing as an unknown table.
 */
public final class JfrSchema extends AbstractSchema {

	/** The schema name used in queries: {@code "jfr"."jdk.ThreadPark"}. */
	public static final String NAME = "jfr";

	private final Map<String, EventTable> tables;

	private JfrSchema(Map<String, EventTable> tables) {
		this.tables = Collections.unmodifiableMap(tables);
	}

	/**
	 * Creates the schema for the event types of one recording; rows are added later.
	 * @param eventTypes the event types the recording declares
	 * @return the schema, with empty tables
	 */
	public static JfrSchema of(List<EventType> eventTypes) {
		ColumnMappings mappings = new ColumnMappings();
		Map<String, EventTable> tables = new TreeMap<>();
		for (EventType eventType : eventTypes) {
			tables.computeIfAbsent(eventType.getName(),
					(name) -> new EventTable(name, eventType.getLabel(), mappings.columnsOf(eventType)));
		}
		return new JfrSchema(tables);
	}

	/**
	 * Returns the tables, sorted by name.
	 * @return all tables
	 */
	public Collection<EventTable> eventTables() {
		return this.tables.values();
	}

	/**
	 * Returns the tables whose names appear in the query texts as identifiers (see
	 * {@link SqlIdentifiers}). A superset of what the queries reference is harmless (a
	 * table loaded for nothing); this lets loading start before any SQL engine is ready.
	 * @param queries the query texts
	 * @return the tables named
	 */
	public Collection<EventTable> tablesNamedIn(Collection<String> queries) {
		Map<String, EventTable> byLowerCaseName = new HashMap<>();
		this.tables.forEach((name, table) -> byLowerCaseName.put(name.toLowerCase(Locale.ROOT), table));
		Set<EventTable> named = new LinkedHashSet<>();
		for (String query : queries) {
			for (String identifier : SqlIdentifiers.in(query)) {
				EventTable table = byLowerCaseName.get(identifier);
				if (table != null) {
					named.add(table);
				}
			}
		}
		return named;
	}

	@Override
	protected Map<String, Table> getTableMap() {
		return Collections.unmodifiableMap(this.tables);
	}

}
