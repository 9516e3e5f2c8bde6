package dev.perflab.jfrrules.schema;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import dev.perflab.jfrrules.check.CheckReport;
import dev.perflab.jfrrules.check.RuleCheck;
import dev.perflab.jfrrules.check.RuleResult;
import dev.perflab.jfrrules.fixtures.TestRecordings;
import dev.perflab.jfrrules.functions.EventLoopThreadFunction;
import dev.perflab.jfrrules.recording.JfrRecording;
import dev.perflab.jfrrules.rules.RulesDirectory;
import dev.perflab.jfrrules.sql.CompiledQuery;
import dev.perflab.jfrrules.sql.JfrDatabase;
import jdk.jfr.Event;
import jdk.jfr.Label;
import jdk.jfr.Name;
import jdk.jfr.Recording;
import jdk.jfr.StackTrace;
import jdk.jfr.Timespan;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

/**
 * A null field never drops an event or aborts a query: events with no stack, no thread in
 * a thread field, no class and a "no timeout" sentinel, queried with every function.
 */
class NullSafetyTests {

	private static Path recording;

	@BeforeAll
	static void record() {
		recording = TestRecordings.record("nulls.jfr", () -> {
			try (Recording custom = new Recording()) {
				custom.enable(NullableEvent.class);
				custom.start();
				for (int i = 0; i < 4; i++) {
					new NullableEvent().commit();
				}
				NullableEvent full = new NullableEvent();
				full.text = "reactor-http-nio-1";
				full.otherThread = Thread.currentThread();
				full.someClass = String.class;
				full.timeout = 5;
				full.commit();
				custom.stop();
			}
			return List.of();
		});
	}

	@Test
	void everyFunctionReturnsItsDocumentedValueForNulls() {
		List<Object[]> rows = rows("""
				SELECT "otherThread"."javaName", CLASS_NAME("someClass"), TOP_FRAME("stackTrace"),
				       TRUNCATE_STACKTRACE("stackTrace", 3), HAS_MATCHING_FRAME("stackTrace", '.'),
				       HAS_MATCHING_FRAME_IN_TOP("stackTrace", '.', 3), FIRST_MATCHING_FRAME("stackTrace", '.'),
				       IS_EVENT_LOOP_THREAD("otherThread"."javaName"), REGEXP_CONTAINS("text", '.'), "timeout"
				FROM "jfr"."test.Nullable"
				WHERE "text" IS NULL
				""");
		assertThat(rows).hasSize(4)
			.allSatisfy((row) -> assertThat(row).containsExactly(null, null, null, null, false, false, null, false,
					false, null));
	}

	@Test
	void nullsNeverDropRows() {
		assertThat(rows("SELECT COUNT(*) FROM \"jfr\".\"test.Nullable\"").get(0)[0]).isEqualTo(5L);
		assertThat(rows("""
				SELECT COUNT(*) FROM "jfr"."test.Nullable"
				WHERE NOT HAS_MATCHING_FRAME("stackTrace", 'x') AND NOT IS_EVENT_LOOP_THREAD("otherThread"."javaName")
				""").get(0)[0]).isEqualTo(5L);
	}

	@Test
	void valuesArePresentWhereTheyWereRecorded() {
		Object[] row = rows("""
				SELECT "otherThread"."javaName", CLASS_NAME("someClass"), "timeout", REGEXP_CONTAINS("text", 'nio')
				FROM "jfr"."test.Nullable"
				WHERE "text" IS NOT NULL
				""").get(0);
		assertThat(row).containsExactly(Thread.currentThread().getName(), "java.lang.String", 5L, true);
	}

	@Test
	void ruleOverNullFieldsReportsEvidenceWithoutThreadOrFrames() {
		CheckReport report = RuleCheck.run(recording,
				RulesDirectory
					.write("nulls",
							"""
									-- id: nulls
									-- title: rows with nulls
									-- severity: fail
									-- why: test
									-- fix: test
									SELECT 'test.Nullable' AS "eventType", "otherThread"."javaName" AS "thread", "stackTrace", "timeout" AS "duration"
									FROM "jfr"."test.Nullable"
									""")
					.toPath());
		RuleResult result = report.results().get(0);
		assertThat(result.rowCount()).isEqualTo(5);
		assertThat(result.groups()).singleElement().satisfies((group) -> {
			assertThat(group.threads()).containsExactly("(unknown)", Thread.currentThread().getName());
			assertThat(group.topFrames()).isEmpty();
			assertThat(group.count()).isEqualTo(5);
			// Only one row had a duration; the null ones count as events, not as time.
			assertThat(group.totalDurationNanos()).isEqualTo(5);
		});
	}

	@Test
	void aStackFunctionGivenAnotherTypeSaysSo() {
		JfrDatabase database = JfrDatabase.open(JfrRecording.open(recording), EventLoopThreadFunction.DEFAULT_PATTERN);
		CompiledQuery query = database.prepareAndLoad("SELECT TOP_FRAME(\"text\") FROM \"jfr\".\"test.Nullable\"");
		assertThatExceptionOfType(IllegalArgumentException.class).isThrownBy(() -> query.rows().forEach((row) -> {
		})).withMessageContaining("TOP_FRAME expects a stack trace");
	}

	private static List<Object[]> rows(String sql) {
		JfrDatabase database = JfrDatabase.open(JfrRecording.open(recording), EventLoopThreadFunction.DEFAULT_PATTERN);
		List<Object[]> rows = new ArrayList<>();
		database.prepareAndLoad(sql).rows().forEach(rows::add);
		return rows;
	}

	@Name("test.Nullable")
	@Label("Nullable")
	@StackTrace(false)
	static class NullableEvent extends Event {

		@Label("Text")
		String text;

		@Label("Other thread")
		Thread otherThread;

		@Label("Some class")
		Class<?> someClass;

		/** JFR's "no timeout" sentinel by default. */
		@Label("Timeout")
		@Timespan(Timespan.NANOSECONDS)
		long timeout = Long.MIN_VALUE;

	}

}
