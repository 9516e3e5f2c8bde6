package dev.perflab.jfrrules.sql;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

import dev.perflab.jfrrules.functions.JfrFunctions;
import dev.perflab.jfrrules.functions.RuleFunctions;
import dev.perflab.jfrrules.recording.BackgroundLoad;
import dev.perflab.jfrrules.recording.JfrRecording;
import dev.perflab.jfrrules.recording.JudgedWindow;
import dev.perflab.jfrrules.recording.LoadStatistics;
import dev.perflab.jfrrules.recording.UnreadableRecordingException;
import dev.perflab.jfrrules.rules.InvalidRuleException;
import dev.perflab.jfrrules.rules.Parameters;
import dev.perflab.jfrrules.rules.RuleSet;
import dev.perflab.jfrrules.rules.ViewDefinition;
import dev.perflab.jfrrules.schema.EventTable;
import dev.perflab.jfrrules.schema.JfrSchema;
import org.apache.calcite.adapter.java.JavaTypeFactory;
import org.apache.calcite.jdbc.CalciteSchema;
import org.apache.calcite.jdbc.JavaTypeFactoryImpl;
import org.apache.calcite.sql.SqlOperatorTable;
import org.apache.calcite.sql.parser.SqlParseException;
import org.apache.calcite.sql.util.SqlOperatorTables;

/**
 * An in-memory SQL database over one recording, for one check or one ad-hoc query.
 * <p>
 * The life cycle is what makes the single pass work: {@link #validate} every query first
 * (against the metadata-only schema, which marks the tables they reference), then
 * {@link #compileAndLoad} reads the recording once, for exactly those tables, while it
 * compiles the queries; then run them.
 */
public final class JfrDatabase implements AutoCloseable {

	private final JfrRecording recording;

	private final JfrSchema schema;

	private final JfrViews views;

	private final QueryCompiler compiler;

	private final NameCatalog names;

	private final JudgedWindow window;

	private BackgroundLoad early;

	private JfrDatabase(JfrRecording recording, JfrSchema schema, JfrViews views, QueryCompiler compiler,
			NameCatalog names, JudgedWindow window, BackgroundLoad early) {
		this.recording = recording;
		this.window = window;
		this.schema = schema;
		this.views = views;
		this.compiler = compiler;
		this.names = names;
		this.early = early;
	}

	/**
	 * Creates the database with the bundled views; reads no events until
	 * {@link #compileAndLoad}.
	 * @param recording the opened recording
	 * @param eventLoopThreadPattern the regex {@code IS_EVENT_LOOP_THREAD} uses
	 * @return the database
	 */
	public static JfrDatabase open(JfrRecording recording, String eventLoopThreadPattern) {
		return open(recording, eventLoopThreadPattern, List.of());
	}

	/**
	 * Creates the database with the bundled views, and starts loading the tables the
	 * queries name; see {@link #open(JfrRecording, String, Collection, List)}.
	 * @param recording the opened recording
	 * @param eventLoopThreadPattern the regex {@code IS_EVENT_LOOP_THREAD} uses
	 * @param queries the texts of the queries that will be prepared
	 * @return the database; {@link #close()} it if the queries are not run
	 */
	public static JfrDatabase open(JfrRecording recording, String eventLoopThreadPattern, Collection<String> queries) {
		return open(recording, eventLoopThreadPattern, queries, RuleSet.bundled().views());
	}

	/**
	 * Creates the database and at once starts loading, in the background, the tables the
	 * given queries name, so that the load overlaps setting up Calcite and compiling.
	 * <p>
	 * The names come from scanning the query texts ({@link JfrSchema#tablesNamedIn}) and
	 * the definitions of the views they name: no SQL engine is ready this early. A table
	 * that validation later finds referenced but the scan missed is loaded in a second
	 * pass; none of the shipped rules needs one.
	 * @param recording the opened recording
	 * @param eventLoopThreadPattern the regex {@code IS_EVENT_LOOP_THREAD} uses
	 * @param queries the texts of the queries that will be prepared
	 * @param views the views queries can select from, {@code "jfr"."NAME"}
	 * @return the database; {@link #close()} it if the queries are not run
	 */
	public static JfrDatabase open(JfrRecording recording, String eventLoopThreadPattern, Collection<String> queries,
			List<ViewDefinition> views) {
		return open(recording, eventLoopThreadPattern, queries, views, JudgedWindow.whole(recording.span()));
	}

	/**
	 * Creates the database over a window of the recording, and starts loading; see
	 * {@link #open(JfrRecording, String, Collection, List)}. Events outside the window
	 * are never loaded, so no query sees them.
	 * @param recording the opened recording
	 * @param eventLoopThreadPattern the regex {@code IS_EVENT_LOOP_THREAD} uses
	 * @param queries the texts of the queries that will be prepared
	 * @param views the views queries can select from, {@code "jfr"."NAME"}
	 * @param window the events to load
	 * @return the database; {@link #close()} it if the queries are not run
	 */
	public static JfrDatabase open(JfrRecording recording, String eventLoopThreadPattern, Collection<String> queries,
			List<ViewDefinition> views, JudgedWindow window) {
		return open(recording, eventLoopThreadPattern, null, queries, views, window);
	}

	/**
	 * Creates the database over a window of the recording, with its request count, and
	 * starts loading; see {@link #open(JfrRecording, String, Collection, List)}.
	 * @param recording the opened recording
	 * @param eventLoopThreadPattern the regex {@code IS_EVENT_LOOP_THREAD} uses
	 * @param requests the requests served in the window, which {@code REQUESTS()}
	 * returns; {@code null} if unknown
	 * @param queries the texts of the queries that will be prepared
	 * @param views the views queries can select from, {@code "jfr"."NAME"}
	 * @param window the events to load
	 * @return the database; {@link #close()} it if the queries are not run
	 */
	public static JfrDatabase open(JfrRecording recording, String eventLoopThreadPattern, Long requests,
			Collection<String> queries, List<ViewDefinition> views, JudgedWindow window) {
		JfrSchema schema = JfrSchema.of(recording.eventTypes());
		JfrViews jfrViews = new JfrViews(views, schema);
		Collection<EventTable> named = jfrViews.tablesNamedIn(schema, queries);
		BackgroundLoad early = named.isEmpty() ? null : BackgroundLoad.start(recording, named, window);
		try {
			CalciteSchema root = CalciteSchema.createRootSchema(false, false);
			CalciteSchema jfr = root.add(JfrSchema.NAME, schema);
			JfrFunctions.register(root.plus(), eventLoopThreadPattern, requests, window.duration().toNanos() / 1e9);
			JavaTypeFactory typeFactory = new JavaTypeFactoryImpl(JfrTypeSystem.INSTANCE);
			QueryCompiler compiler = new QueryCompiler(root, typeFactory, JfrSchema.NAME);
			NameCatalog names = new NameCatalog(schema, jfrViews, List.copyOf(root.plus().getFunctionNames()));
			jfrViews.register(jfr, compiler, names);
			return new JfrDatabase(recording, schema, jfrViews, compiler, names, window, early);
		}
		catch (RuntimeException ex) {
			if (early != null) {
				early.stop();
			}
			throw ex;
		}
	}

	public JfrRecording recording() {
		return this.recording;
	}

	public JfrSchema schema() {
		return this.schema;
	}

	/**
	 * Returns the views with their columns and the tables they read. Validates every
	 * view, which marks its tables for loading: for listing, not before a check.
	 * @return the views, by name
	 * @throws InvalidRuleException if a view does not validate
	 */
	public List<ViewInfo> views() {
		return this.views.definitions()
			.stream()
			.map((view) -> new ViewInfo(view, this.views.columns(view, this.schema),
					this.views.tablesOf(view, this.schema)))
			.toList();
	}

	/**
	 * Parses and validates a query, which marks the tables it references for loading.
	 * @param sql the query; a trailing semicolon is allowed
	 * @return the validated query
	 * @throws InvalidQueryException if the query does not parse or validate
	 * @throws InvalidRuleException if a view the query names does not validate
	 */
	public ValidatedQuery validate(String sql) {
		return validate(sql, SqlOperatorTables.of());
	}

	/**
	 * Parses and validates a rule's query, which reads the rule's parameters with
	 * {@code PARAM('name')}, and marks the tables it references for loading.
	 * @param sql the query; a trailing semicolon is allowed
	 * @param parameters the rule's parameters, overrides applied
	 * @return the validated query
	 * @throws InvalidQueryException if the query does not parse or validate
	 * @throws InvalidRuleException if a view the query names does not validate
	 */
	public ValidatedQuery validate(String sql, Parameters parameters) {
		return validate(sql, RuleFunctions.of(parameters));
	}

	private ValidatedQuery validate(String sql, SqlOperatorTable own) {
		try {
			return this.compiler.validate(sql, own);
		}
		catch (SqlParseException | RuntimeException ex) {
			InvalidRuleException view = QueryErrors.viewError(ex);
			if (view != null) {
				throw view;
			}
			throw QueryErrors.translate(ex, this.names.forQuery(sql));
		}
	}

	/**
	 * Compiles validated queries while their tables load, then returns both.
	 * <p>
	 * Both are seconds of CPU in a fresh JVM (Calcite's planner and code generator run
	 * cold; the JDK's parser reads millions of events), and they need nothing from each
	 * other: the queries are compiled against the tables' types, the rows are only read
	 * when the queries run.
	 * @param queries the queries, all validated by this database
	 * @return the compiled queries, in the same order, and the load statistics
	 * @throws UnreadableRecordingException if the recording cannot be read
	 */
	public Ready compileAndLoad(List<ValidatedQuery> queries) {
		BackgroundLoad load = (this.early != null) ? this.early
				: BackgroundLoad.start(this.recording, pending(), this.window);
		this.early = null;
		List<CompiledQuery> compiled = new ArrayList<>(queries.size());
		try {
			for (ValidatedQuery query : queries) {
				compiled.add(this.compiler.compile(query));
			}
		}
		catch (RuntimeException ex) {
			load.stop();
			throw ex;
		}
		LoadStatistics statistics = load.await();
		List<EventTable> missed = pending();
		if (!missed.isEmpty()) {
			statistics = statistics.plus(this.recording.load(missed, this.window, (stream) -> {
			}));
		}
		return new Ready(compiled, statistics);
	}

	/**
	 * Validates, compiles and loads one query; for {@code query} and tests.
	 * @param sql the query
	 * @return the compiled query, its tables loaded
	 */
	public CompiledQuery prepareAndLoad(String sql) {
		return compileAndLoad(List.of(validate(sql))).queries().get(0);
	}

	/**
	 * Stops a load started by {@link #open(JfrRecording, String, Collection)} that
	 * {@link #compileAndLoad} did not consume, e.g. because a query did not validate.
	 */
	@Override
	public void close() {
		if (this.early != null) {
			this.early.stop();
			this.early = null;
		}
	}

	private List<EventTable> pending() {
		return this.schema.eventTables().stream().filter((table) -> table.isReferenced() && !table.isLoaded()).toList();
	}

	/**
	 * Compiled queries whose tables are loaded: ready to run.
	 *
	 * @param queries the compiled queries
	 * @param load what loading read
	 */
	public record Ready(List<CompiledQuery> queries, LoadStatistics load) {

	}

}
