package dev.perflab.jfrrules.sql;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Duration;
import java.util.List;
import java.util.Properties;

import dev.perflab.jfrrules.JfrRulesException;
import dev.perflab.jfrrules.functions.JfrFunctions;
import dev.perflab.jfrrules.recording.JfrRecording;
import dev.perflab.jfrrules.recording.LoadStatistics;
import dev.perflab.jfrrules.schema.EventTable;
import dev.perflab.jfrrules.schema.JfrSchema;
import org.apache.calcite.jdbc.CalciteConnection;
import org.apache.calcite.jdbc.Driver;
import org.apache.calcite.schema.SchemaPlus;

/**
 * An in-memory SQL database over one recording, for one check or one ad-hoc query.
 * <p>
 * The life cycle is what makes the single pass work: {@link #prepare} every query first
 * (Calcite validates and compiles them against the metadata-only schema, which marks the
 * tables they reference), then {@link #load()} reads the recording once for exactly those
 * tables, then run the prepared queries.
 */
public final class JfrDatabase implements AutoCloseable {

	private final JfrRecording recording;

	private final JfrSchema schema;

	private final CalciteConnection connection;

	private final NameCatalog names;

	private LoadStatistics loaded = new LoadStatistics(0, 0, Duration.ZERO);

	private JfrDatabase(JfrRecording recording, JfrSchema schema, CalciteConnection connection) {
		this.recording = recording;
		this.schema = schema;
		this.connection = connection;
		SchemaPlus root = connection.getRootSchema();
		this.names = new NameCatalog(schema, List.copyOf(root.getFunctionNames()));
	}

	/**
	 * Creates the database; reads no events yet.
	 * @param recording the opened recording
	 * @param eventLoopThreadPattern the regex {@code IS_EVENT_LOOP_THREAD} uses
	 * @return the database
	 */
	public static JfrDatabase open(JfrRecording recording, String eventLoopThreadPattern) {
		JfrSchema schema = JfrSchema.of(recording.eventTypes());
		Properties properties = new Properties();
		// Identifiers: double quotes as in standard SQL, but unquoted names keep their
		// case and
		// match case-insensitively, so both duration and "duration" work.
		properties.setProperty("quoting", "DOUBLE_QUOTE");
		properties.setProperty("unquotedCasing", "UNCHANGED");
		properties.setProperty("quotedCasing", "UNCHANGED");
		properties.setProperty("caseSensitive", "false");
		properties.setProperty("timeZone", "UTC");
		properties.setProperty("typeSystem", JfrTypeSystem.class.getName() + "#INSTANCE");
		try {
			Connection jdbc = new Driver().connect("jdbc:calcite:", properties);
			CalciteConnection connection = jdbc.unwrap(CalciteConnection.class);
			SchemaPlus root = connection.getRootSchema();
			root.add(JfrSchema.NAME, schema);
			JfrFunctions.register(root, eventLoopThreadPattern);
			connection.setSchema(JfrSchema.NAME);
			return new JfrDatabase(recording, schema, connection);
		}
		catch (SQLException ex) {
			throw new JfrRulesException("cannot start the SQL engine: " + ex.getMessage(), ex);
		}
	}

	public JfrRecording recording() {
		return this.recording;
	}

	public JfrSchema schema() {
		return this.schema;
	}

	/**
	 * Parses, validates and compiles a query without running it.
	 * @param sql the query; a trailing semicolon is allowed
	 * @return the prepared statement
	 * @throws InvalidQueryException if the query does not parse or validate
	 */
	public PreparedStatement prepare(String sql) {
		try {
			return this.connection.prepareStatement(withoutTrailingSemicolon(sql));
		}
		catch (SQLException | RuntimeException ex) {
			throw QueryErrors.translate(ex, this.names);
		}
	}

	/**
	 * Reads the events of every referenced table that is not loaded yet, in one pass.
	 * @return what this pass read
	 */
	public LoadStatistics load() {
		List<EventTable> pending = this.schema.eventTables()
			.stream()
			.filter((table) -> table.isReferenced() && !table.isLoaded())
			.toList();
		LoadStatistics statistics = this.recording.load(pending);
		pending.forEach(EventTable::markLoaded);
		this.loaded = new LoadStatistics(this.loaded.events() + statistics.events(),
				this.loaded.tables() + statistics.tables(), this.loaded.elapsed().plus(statistics.elapsed()));
		return statistics;
	}

	/**
	 * Returns the totals of every load so far.
	 * @return events and time loaded
	 */
	public LoadStatistics loaded() {
		return this.loaded;
	}

	@Override
	public void close() {
		try {
			this.connection.close();
		}
		catch (SQLException ex) {
			// Nothing is held outside the JVM; a failed close loses nothing.
		}
	}

	private static String withoutTrailingSemicolon(String sql) {
		int end = sql.length();
		while (end > 0 && Character.isWhitespace(sql.charAt(end - 1))) {
			end--;
		}
		if (end > 0 && sql.charAt(end - 1) == ';') {
			// Replaced, not removed, so that error positions still match the text.
			return sql.substring(0, end - 1) + " " + sql.substring(end);
		}
		return sql;
	}

}
