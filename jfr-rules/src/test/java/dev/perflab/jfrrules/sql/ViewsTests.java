package dev.perflab.jfrrules.sql;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

import dev.perflab.jfrrules.fixtures.TestRecordings;
import dev.perflab.jfrrules.functions.EventLoopThreadFunction;
import dev.perflab.jfrrules.recording.JfrRecording;
import dev.perflab.jfrrules.rules.InvalidRuleException;
import dev.perflab.jfrrules.rules.RuleSet;
import dev.perflab.jfrrules.rules.ViewDefinition;
import dev.perflab.jfrrules.schema.EventTable;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

/**
 * Views: the bundled {@code "jfr"."blocking_events"} against the union the rules used to
 * repeat, what a query on a view loads, and errors that name the right file.
 */
class ViewsTests {

	private static final String VIEW_QUERY = "SELECT * FROM \"jfr\".\"blocking_events\"";

	/**
	 * What each rule wrote before the view existed: per event type, the expression of its
	 * {@code detail}; every other column was the same for all eight.
	 */
	private static final Map<String, String> DETAIL_BEFORE_THE_VIEW = new TreeMap<>(Map.of("jdk.ThreadPark",
			"CLASS_NAME(\"parkedClass\")", "jdk.JavaMonitorEnter", "CLASS_NAME(\"monitorClass\")",
			"jdk.JavaMonitorWait", "CLASS_NAME(\"monitorClass\")", "jdk.ThreadSleep", "CAST(NULL AS VARCHAR)",
			"jdk.SocketRead", "COALESCE(NULLIF(\"host\", ''), \"address\") || ':' || CAST(\"port\" AS VARCHAR)",
			"jdk.SocketWrite", "COALESCE(NULLIF(\"host\", ''), \"address\") || ':' || CAST(\"port\" AS VARCHAR)",
			"jdk.FileRead", "\"path\"", "jdk.FileWrite", "\"path\""));

	@Test
	void blockingEventsAreTheRowsOfTheUnionTheRulesRepeated() {
		for (Path recording : List.of(TestRecordings.blocking(), TestRecordings.clean())) {
			JfrDatabase database = database(recording);
			String union = DETAIL_BEFORE_THE_VIEW.entrySet()
				.stream()
				.map((type) -> "SELECT '%s' AS \"eventType\", \"eventThread\".\"javaName\" AS \"thread\", \"duration\", "
					.formatted(type.getKey())
						+ "\"stackTrace\", %s AS \"detail\", \"startTime\" FROM \"jfr\".\"%s\""
							.formatted(type.getValue(), type.getKey()))
				.collect(Collectors.joining("\nUNION ALL\n"));
			JfrDatabase.Ready ready = database
				.compileAndLoad(List.of(database.validate(VIEW_QUERY), database.validate(union)));
			List<List<Object>> view = rows(ready.queries().get(0));
			assertThat(ready.queries().get(0).columnNames()).isEqualTo(ready.queries().get(1).columnNames());
			assertThat(view).containsExactlyInAnyOrderElementsOf(rows(ready.queries().get(1)));
			if (recording.equals(TestRecordings.blocking())) {
				// Precondition: every branch of the union has rows to compare.
				assertThat(view).extracting((row) -> row.get(0)).containsAll(DETAIL_BEFORE_THE_VIEW.keySet());
			}
		}
	}

	@Test
	void aQueryThatNamesOnlyTheViewLoadsTheViewsTablesInOnePassAndNoOthers() {
		JfrRecording recording = JfrRecording.open(TestRecordings.blocking());
		JfrDatabase database = JfrDatabase.open(recording, EventLoopThreadFunction.DEFAULT_PATTERN,
				List.of(VIEW_QUERY));
		// What the first pass loads: the tables named in the query and in the views it
		// names.
		JfrViews views = new JfrViews(RuleSet.bundled().views(), database.schema());
		assertThat(views.tablesNamedIn(database.schema(), List.of(VIEW_QUERY))).extracting(EventTable::name)
			.containsExactlyInAnyOrderElementsOf(DETAIL_BEFORE_THE_VIEW.keySet());
		JfrDatabase.Ready ready = database.compileAndLoad(List.of(database.validate(VIEW_QUERY)));
		assertThat(database.schema().eventTables()).filteredOn(EventTable::isLoaded)
			.extracting(EventTable::name)
			.containsExactlyInAnyOrderElementsOf(DETAIL_BEFORE_THE_VIEW.keySet());
		assertThat(ready.load().tables()).isEqualTo(DETAIL_BEFORE_THE_VIEW.size());
	}

	@Test
	void eventTypeLabelsOfDifferentLengthsMatchInAnInList() {
		// securerandom-blocking selects two types with IN: the labels must not be padded.
		JfrDatabase database = database(TestRecordings.blocking());
		CompiledQuery query = database.prepareAndLoad(VIEW_QUERY
				+ " WHERE \"eventType\" IN ('jdk.JavaMonitorEnter', 'jdk.ThreadPark') ORDER BY \"eventType\"");
		assertThat(rows(query)).extracting((row) -> row.get(0))
			.containsOnly("jdk.JavaMonitorEnter", "jdk.ThreadPark")
			.contains("jdk.JavaMonitorEnter", "jdk.ThreadPark");
	}

	@Test
	void misspeltViewAndViewColumnsNameTheViewsOwnNames() {
		JfrDatabase database = database(TestRecordings.clean());
		assertThatExceptionOfType(InvalidQueryException.class)
			.isThrownBy(() -> database.validate("SELECT * FROM \"jfr\".\"blocking_event\""))
			.withMessageContaining("did you mean \"blocking_events\"");
		assertThatExceptionOfType(InvalidQueryException.class)
			.isThrownBy(() -> database.validate("SELECT \"thred\" FROM \"jfr\".\"blocking_events\""))
			.withMessageContaining("line 1, column 8")
			.withMessageContaining("did you mean \"thread\"");
		// The view has no eventThread: the columns offered are the view's, not those of
		// the
		// tables inside it.
		assertThatExceptionOfType(InvalidQueryException.class)
			.isThrownBy(() -> database.validate("SELECT \"eventThread\".\"javaName\" FROM \"jfr\".\"blocking_events\""))
			.withMessageContaining("(columns: eventType, thread, duration, stackTrace, detail, startTime)");
	}

	@Test
	void aBrokenViewIsAnErrorOfTheViewsFileNotOfTheQuery() {
		ViewDefinition broken = new ViewDefinition("sleeps", "Sleeps", "my-rules/sleeps.sql", """
				-- view: sleeps
				-- title: Sleeps
				SELECT "durration" FROM "jfr"."jdk.ThreadSleep"
				""");
		JfrDatabase database = JfrDatabase.open(JfrRecording.open(TestRecordings.clean()),
				EventLoopThreadFunction.DEFAULT_PATTERN, List.of(), List.of(broken));
		assertThatExceptionOfType(InvalidRuleException.class)
			.isThrownBy(() -> database.validate("SELECT COUNT(*)\nFROM \"jfr\".\"sleeps\""))
			.withMessageStartingWith("my-rules/sleeps.sql:3:8: Column 'durration' not found")
			.withMessageEndingWith("did you mean \"duration\"?");
	}

	@Test
	void aViewMaySelectFromAViewButNotFromItself() {
		ViewDefinition sleeps = new ViewDefinition("sleeps", "Sleeps", "sleeps.sql",
				"SELECT * FROM \"jfr\".\"blocking_events\" WHERE \"eventType\" = 'jdk.ThreadSleep'");
		ViewDefinition loop = new ViewDefinition("loop", "Loop", "loop.sql", "SELECT * FROM \"jfr\".\"loop\"");
		List<ViewDefinition> views = new ArrayList<>(RuleSet.bundled().views());
		views.addAll(List.of(sleeps, loop));
		JfrDatabase database = JfrDatabase.open(JfrRecording.open(TestRecordings.blocking()),
				EventLoopThreadFunction.DEFAULT_PATTERN, List.of(), views);
		List<List<Object>> rows = rows(database.prepareAndLoad("SELECT \"thread\" FROM \"jfr\".\"sleeps\""));
		assertThat(rows).isNotEmpty().contains(List.of("reactor-http-nio-2"));
		assertThatExceptionOfType(InvalidRuleException.class)
			.isThrownBy(() -> database.validate("SELECT * FROM \"jfr\".\"loop\""))
			.withMessage("loop.sql: view 'loop' selects from itself");
	}

	private static JfrDatabase database(Path recording) {
		return JfrDatabase.open(JfrRecording.open(recording), EventLoopThreadFunction.DEFAULT_PATTERN);
	}

	private static List<List<Object>> rows(CompiledQuery query) {
		List<List<Object>> rows = new ArrayList<>();
		query.rows().forEach((row) -> rows.add(Arrays.asList(row)));
		return rows;
	}

}
