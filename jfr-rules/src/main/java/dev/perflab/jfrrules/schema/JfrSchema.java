package dev.perflab.jfrrules.schema;

import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Map;
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

	@Override
	protected Map<String, Table> getTableMap() {
		return Collections.unmodifiableMap(this.tables);
	}

}
