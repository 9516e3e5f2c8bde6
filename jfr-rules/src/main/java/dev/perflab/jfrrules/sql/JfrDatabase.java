package dev.perflab.jfrrules.sql;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;

import dev.perflab.jfrrules.functions.JfrFunctions;
import dev.perflab.jfrrules.recording.JfrRecording;
import dev.perflab.jfrrules.recording.LoadStatistics;
import dev.perflab.jfrrules.recording.UnreadableRecordingException;
import dev.perflab.jfrrules.schema.EventTable;
import dev.perflab.jfrrules.schema.JfrSchema;
import org.apache.calcite.adapter.java.JavaTypeFactory;
import org.apache.calcite.jdbc.CalciteSchema;
import org.apache.calcite.jdbc.JavaTypeFactoryImpl;
import org.apache.calcite.sql.parser.SqlParseException;

/**
 * An in-memory SQL database over one recording, for one check or one ad-hoc query.
 * <p>
 * The life cycle is what makes the single pass work: {@link #validate} every query first
 * (against the metadata-only schema, which marks the tables they reference), then
 * {@link #compileAndLoad} reads the recording once, for exactly those tables, while it
 * compiles the queries; then run them.
 */
public final class JfrDatabase {

	private final JfrRecording recording;

	private final JfrSchema schema;

	private final QueryCompiler compiler;

	private final NameCatalog names;

	private JfrDatabase(JfrRecording recording, JfrSchema schema, QueryCompiler compiler, List<String> functions) {
		this.recording = recording;
		this.schema = schema;
		this.compiler = compiler;
		this.names = new NameCatalog(schema, functions);
	}

	/**
	 * Creates the database; reads no events yet.
	 * @param recording the opened recording
	 * @param eventLoopThreadPattern the regex {@code IS_EVENT_LOOP_THREAD} uses
	 * @return the database
	 */
	public static JfrDatabase open(JfrRecording recording, String eventLoopThreadPattern) {
		JfrSchema schema = JfrSchema.of(recording.eventTypes());
		CalciteSchema root = CalciteSchema.createRootSchema(false, false);
		root.add(JfrSchema.NAME, schema);
		JfrFunctions.register(root.plus(), eventLoopThreadPattern);
		JavaTypeFactory typeFactory = new JavaTypeFactoryImpl(JfrTypeSystem.INSTANCE);
		return new JfrDatabase(recording, schema, new QueryCompiler(root, typeFactory, JfrSchema.NAME),
				List.copyOf(root.plus().getFunctionNames()));
	}

	public JfrRecording recording() {
		return this.recording;
	}

	public JfrSchema schema() {
		return this.schema;
	}

	/**
	 * Parses and validates a query, which marks the tables it references for loading.
	 * @param sql the query; a trailing semicolon is allowed
	 * @return the validated query
	 * @throws InvalidQueryException if the query does not parse or validate
	 */
	public ValidatedQuery validate(String sql) {
		try {
			return this.compiler.validate(withoutTrailingSemicolon(sql));
		}
		catch (SqlParseException | RuntimeException ex) {
			throw QueryErrors.translate(ex, this.names);
		}
	}

	/**
	 * Compiles validated queries and loads the tables they reference, at the same time.
	 * <p>
	 * Both are seconds of CPU in a fresh JVM (Calcite's planner and code generator run
	 * cold; the JDK's parser reads millions of events), and they need nothing from each
	 * other: the queries are compiled against the tables' types, the rows are only read
	 * when the queries run. On two cores the overlap takes the shorter of the two off the
	 * wall time.
	 * @param queries the queries, all validated by this database
	 * @return the compiled queries, in the same order, and the load statistics
	 * @throws UnreadableRecordingException if the recording cannot be read
	 */
	public Ready compileAndLoad(List<ValidatedQuery> queries) {
		FutureTask<LoadStatistics> loading = new FutureTask<>(this::load);
		Thread loader = new Thread(loading, "jfr-rules-loader");
		loader.setDaemon(true);
		loader.start();
		List<CompiledQuery> compiled = new ArrayList<>(queries.size());
		try {
			for (ValidatedQuery query : queries) {
				compiled.add(this.compiler.compile(query));
			}
		}
		catch (RuntimeException ex) {
			// Let the loader finish first: no work of this call may outlive it.
			try {
				loading.get();
			}
			catch (ExecutionException | InterruptedException ignored) {
				// the compile error is the one to report
			}
			throw ex;
		}
		return new Ready(compiled, awaitLoad(loading));
	}

	/**
	 * Validates, compiles and loads one query; for {@code query} and tests.
	 * @param sql the query
	 * @return the compiled query, its tables loaded
	 */
	public CompiledQuery prepareAndLoad(String sql) {
		return compileAndLoad(List.of(validate(sql))).queries().get(0);
	}

	private static LoadStatistics awaitLoad(FutureTask<LoadStatistics> loading) {
		try {
			return loading.get();
		}
		catch (ExecutionException ex) {
			if (ex.getCause() instanceof RuntimeException runtime) {
				throw runtime;
			}
			throw new IllegalStateException(ex.getCause());
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			throw new IllegalStateException("interrupted while loading the recording", ex);
		}
	}

	/**
	 * Reads the events of every referenced table that is not loaded yet, in one pass.
	 * @return what this pass read
	 */
	LoadStatistics load() {
		List<EventTable> pending = this.schema.eventTables()
			.stream()
			.filter((table) -> table.isReferenced() && !table.isLoaded())
			.toList();
		LoadStatistics statistics = this.recording.load(pending);
		pending.forEach(EventTable::markLoaded);
		return statistics;
	}

	/**
	 * Compiled queries whose tables are loaded: ready to run.
	 *
	 * @param queries the compiled queries
	 * @param load what loading read
	 */
	public record Ready(List<CompiledQuery> queries, LoadStatistics load) {

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
