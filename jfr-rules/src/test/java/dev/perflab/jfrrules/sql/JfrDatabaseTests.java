package dev.perflab.jfrrules.sql;

import java.util.ArrayList;
import java.util.List;

import dev.perflab.jfrrules.fixtures.TestRecordings;
import dev.perflab.jfrrules.functions.EventLoopThreadFunction;
import dev.perflab.jfrrules.recording.JfrRecording;
import dev.perflab.jfrrules.schema.EventTable;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * The database over one recording: one pass for exactly the referenced tables, and the
 * SQL that rules and ad-hoc queries rely on.
 */
class JfrDatabaseTests {

	@Test
	void loadsOnlyTheTablesTheQueriesReferenceInOnePass() {
		JfrDatabase database = database();
		JfrDatabase.Ready ready = database
			.compileAndLoad(List.of(database.validate("SELECT \"duration\" FROM \"jfr\".\"jdk.ThreadSleep\""),
					database.validate("SELECT \"duration\" FROM \"jfr\".\"jdk.SocketRead\"")));
		assertThat(ready.load().tables()).isEqualTo(2);
		assertThat(database.schema().eventTables()).filteredOn(EventTable::isLoaded)
			.extracting(EventTable::name)
			.containsExactlyInAnyOrder("jdk.ThreadSleep", "jdk.SocketRead");
		EventTable parks = database.schema()
			.eventTables()
			.stream()
			.filter((table) -> table.name().equals("jdk.ThreadPark"))
			.findFirst()
			.orElseThrow();
		assertThat(parks.rowCount()).isZero();
		assertThat(ready.load().events()).isPositive();
	}

	@Test
	void structFieldsDurationsAndTimestamps() {
		List<Object[]> rows = rows("""
				SELECT "eventThread"."javaName", "duration", "startTime", "time"
				FROM "jfr"."jdk.ThreadSleep"
				WHERE "eventThread"."javaName" = 'reactor-http-nio-2'
				""");
		assertThat(rows).isNotEmpty();
		Object[] row = rows.get(0);
		assertThat(row[0]).isEqualTo("reactor-http-nio-2");
		assertThat((Long) row[1]).isGreaterThanOrEqualTo(2_000_000L);
		assertThat((Long) row[2]).isCloseTo(System.currentTimeMillis(), within(600_000L));
		assertThat(row[3]).isEqualTo(2_000_000L);
	}

	@Test
	void unionLabelsAreNotPadded() {
		List<Object[]> rows = rows("""
				SELECT 'jdk.ThreadSleep' AS "eventType" FROM "jfr"."jdk.ThreadSleep"
				UNION ALL
				SELECT 'jdk.JavaMonitorEnter' FROM "jfr"."jdk.JavaMonitorEnter"
				""");
		assertThat(rows).extracting((row) -> row[0]).contains("jdk.ThreadSleep", "jdk.JavaMonitorEnter");
	}

	@Test
	void groupByOrdinalSubQueryAndOrderByUnselectedColumn() {
		assertThat(rows("""
				SELECT "eventThread"."javaName", COUNT(*) FROM "jfr"."jdk.ThreadSleep" GROUP BY 1 ORDER BY 1
				""")).isNotEmpty();
		assertThat(rows("""
				SELECT "duration" FROM "jfr"."jdk.ThreadSleep"
				WHERE "eventThread"."javaName" IN (SELECT "eventThread"."javaName" FROM "jfr"."jdk.ThreadSleep"
				                                   WHERE "eventThread"."javaName" LIKE 'reactor-%')
				""")).isNotEmpty();
		List<Object[]> ordered = rows("""
				SELECT "eventThread"."javaName" FROM "jfr"."jdk.ThreadSleep" ORDER BY "duration" DESC
				""");
		assertThat(ordered).isNotEmpty().allSatisfy((row) -> assertThat(row).hasSize(1));
	}

	private static JfrDatabase database() {
		return JfrDatabase.open(JfrRecording.open(TestRecordings.blocking()), EventLoopThreadFunction.DEFAULT_PATTERN);
	}

	private static List<Object[]> rows(String sql) {
		List<Object[]> rows = new ArrayList<>();
		database().prepareAndLoad(sql).rows().forEach(rows::add);
		return rows;
	}

}
