package dev.perflab.jfrrules.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.perflab.jfrrules.fixtures.LaunchRecording;
import dev.perflab.jfrrules.fixtures.TestRecordings;
import dev.perflab.jfrrules.recording.JfrRecording;
import dev.perflab.jfrrules.rules.RuleSet;
import dev.perflab.jfrrules.rules.RulesDirectory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The command line as the perf pipeline uses it: output, exit codes 0/1/2, and one clear
 * line for every input problem.
 */
class JfrRulesCommandTests {

	private static final String HEADER = """
			-- id: broken
			-- title: t
			-- severity: fail
			-- why: w
			-- fix: f
			""";

	@TempDir
	Path directory;

	@Test
	void checkOfABlockingRecordingExitsOneAndNamesTheThreadAndFrames() {
		Run run = run("check", TestRecordings.blocking().toString());
		assertThat(run.exitCode).isEqualTo(1);
		assertThat(run.out).contains("FAIL  event-loop-blocking")
			.contains("jdk.SocketRead")
			.contains("reactor-http-epoll-1")
			.contains("at dev.perflab.jfrrules.fixtures.BlockingWork.readSocket")
			.contains("Verdict: FAIL");
	}

	@Test
	void checkOfACleanRecordingExitsZeroAndWritesJsonAndMarkdown() throws IOException {
		Path json = this.directory.resolve("rules.json");
		Path markdown = this.directory.resolve("rules.md");
		Run run = run("check", TestRecordings.clean().toString(), "--json", json.toString(), "--markdown",
				markdown.toString());
		assertThat(run.exitCode).as(run.out + run.err).isZero();
		JsonNode report = new ObjectMapper().readTree(json.toFile());
		assertThat(report.get("schemaVersion").asInt()).isEqualTo(1);
		assertThat(report.get("verdict").asText()).isEqualTo("pass");
		assertThat(report.get("rules")).hasSize(RuleSet.bundled().rules().size());
		assertThat(Files.readString(markdown)).startsWith("### JFR rules: ✅ PASS");
	}

	@Test
	void warningsAloneExitZero() {
		Path rules = RulesDirectory.write("sleepers", HEADER.replace("fail", "warn") + """
				SELECT 'jdk.ThreadSleep' AS "eventType", "eventThread"."javaName" AS "thread", "stackTrace"
				FROM "jfr"."jdk.ThreadSleep"
				""").toPath();
		Run run = run("check", TestRecordings.clean().toString(), "--rules", rules.toString());
		assertThat(run.out).contains("WARN  broken");
		assertThat(run.exitCode).isZero();
	}

	@Test
	void malformedRuleExitsTwoWithFileLineAndColumn() {
		Path rules = RulesDirectory.write("broken", HEADER + """
				SELECT "duration"
				FROM "jfr"."jdk.ThreadPark"
				WHERE "duration" >> 5
				""").toPath();
		Run run = run("check", TestRecordings.clean().toString(), "--rules", rules.toString());
		assertThat(run.exitCode).isEqualTo(2);
		assertThat(run.err).isEqualTo("jfr-rules: " + rules.resolve("broken.sql") + ":8:18: Encountered \"> >\"\n");
		assertThat(run.err.lines()).hasSize(1);
	}

	@Test
	void unknownTableNamesTheCloseMatch() {
		Path rules = RulesDirectory.write("broken", HEADER + "SELECT * FROM \"jfr\".\"jdk.ThreadParks\"\n").toPath();
		Run run = run("check", TestRecordings.clean().toString(), "--rules", rules.toString());
		assertThat(run.exitCode).isEqualTo(2);
		assertThat(run.err).contains("broken.sql:6:15: ")
			.contains("'jdk.ThreadParks' not found")
			.contains("did you mean \"jdk.ThreadPark\"");
	}

	@Test
	void unknownColumnAndFieldNameTheCloseMatches() {
		Run column = run("query", TestRecordings.clean().toString(),
				"SELECT \"durration\" FROM \"jfr\".\"jdk.ThreadPark\"");
		assertThat(column.exitCode).isEqualTo(2);
		assertThat(column.err).contains("line 1, column 8").contains("did you mean \"duration\"");
		Run field = run("query", TestRecordings.clean().toString(),
				"SELECT \"eventThread\".\"javaNam\" FROM \"jfr\".\"jdk.ThreadPark\"");
		assertThat(field.exitCode).isEqualTo(2);
		assertThat(field.err).contains("did you mean \"javaName\"");
	}

	@Test
	void truncatedRecordingIsOneLineAndExitTwo() throws IOException {
		byte[] bytes = Files.readAllBytes(TestRecordings.blocking());
		Path truncated = this.directory.resolve("truncated.jfr");
		Files.write(truncated, java.util.Arrays.copyOf(bytes, bytes.length / 2));
		Run run = run("check", truncated.toString());
		assertThat(run.exitCode).isEqualTo(2);
		assertThat(run.err.lines()).singleElement()
			.asString()
			.startsWith("jfr-rules: cannot read recording " + truncated + ": the file is truncated");
	}

	@Test
	void nonJfrAndMissingFilesAreOneLineAndExitTwo() throws IOException {
		Path text = Files.writeString(this.directory.resolve("notes.jfr"), "not a recording\n");
		Run notJfr = run("check", text.toString());
		assertThat(notJfr.exitCode).isEqualTo(2);
		assertThat(notJfr.err).isEqualTo(
				"jfr-rules: cannot read recording " + text + ": not a JFR recording (it does not start with 'FLR')\n");
		Run missing = run("tables", this.directory.resolve("missing.jfr").toString());
		assertThat(missing.exitCode).isEqualTo(2);
		assertThat(missing.err.lines()).singleElement().asString().endsWith("missing.jfr: no such file");
	}

	@Test
	void usageErrorsExitTwoAndHelpExitsZero() {
		assertThat(run().exitCode).isEqualTo(2);
		assertThat(run("check").exitCode).isEqualTo(2);
		assertThat(run("check", "a.jfr", "--no-such-option").exitCode).isEqualTo(2);
		Run help = run("check", "--help");
		assertThat(help.exitCode).isZero();
		assertThat(help.out).contains("--rules=DIR")
			.contains("--json=OUT")
			.contains("--event-loop-threads=REGEX")
			.contains("--skip-first=DURATION")
			.contains("--from=TIME")
			.contains("--to=TIME");
	}

	@Test
	void aRecordingFromLaunchIsJudgedWithItsStartUpAndTheReportSaysSo() throws IOException {
		LaunchRecording launch = TestRecordings.launchToEnd();
		Path json = this.directory.resolve("rules.json");
		Run run = run("check", launch.path().toString(), "--json", json.toString());
		assertThat(run.exitCode).as(run.out + run.err).isEqualTo(1);
		assertThat(run.out).containsPattern("\nwindow: whole recording, \\S+Z to \\S+Z \\([\\d.]+ s\\); start-up "
				+ "included: the recording started [\\d.]+ s after the JVM \\(leave it out with --skip-first or --from\\)\n");
		assertThat(section(run.out, "event-loop-blocking")).contains("jdk.ThreadSleep on reactor-http-epoll-1")
			.contains("at dev.perflab.jfrrules.fixtures.BlockingWork.sleep");
		JsonNode window = new ObjectMapper().readTree(json.toFile()).get("window");
		assertThat(window.get("asked").asText()).isEqualTo("whole recording");
		assertThat(window.get("startUpIncluded").asBoolean()).isTrue();
		assertThat(Instant.parse(window.get("jvmStart").asText()))
			.isBeforeOrEqualTo(Instant.parse(window.get("recordingStart").asText()).plusSeconds(1));
	}

	@Test
	void skipFirstLeavesOutTheStartUpAndPasses() throws IOException {
		LaunchRecording launch = TestRecordings.launchToEnd();
		String skip = startUpMillis(launch) + "ms";
		Path json = this.directory.resolve("rules.json");
		Run run = run("check", launch.path().toString(), "--skip-first", skip, "--json", json.toString());
		assertThat(run.exitCode).as(run.out + run.err).isZero();
		assertThat(run.out)
			.containsPattern("\nwindow: --skip-first " + skip + ", \\S+Z to \\S+Z \\([\\d.]+ s of "
					+ "[\\d.]+ s\\); from [\\d.]+ s after the JVM started\n")
			.doesNotContain("start-up included")
			.contains("PASS  event-loop-blocking");
		JsonNode window = new ObjectMapper().readTree(json.toFile()).get("window");
		assertThat(window.get("asked").asText()).isEqualTo("--skip-first " + skip);
		assertThat(window.get("startUpIncluded").asBoolean()).isFalse();
		// To the millisecond, as reported.
		assertThat(Instant.parse(window.get("start").asText())).isAfter(launch.started().minusMillis(1))
			.isBeforeOrEqualTo(launch.started().plusMillis(2));
	}

	@Test
	void fromAndToTakeTimesAndOffsetsFromTheRecordingsStartOrEnd() {
		LaunchRecording launch = TestRecordings.launchToEnd();
		String file = launch.path().toString();
		String started = launch.started().toString();
		Run fromTime = run("check", file, "--from", started);
		assertThat(fromTime.exitCode).as(fromTime.out + fromTime.err).isZero();
		assertThat(fromTime.out).contains("window: --from " + started + ", ");
		// The start-up alone, as a time and as an offset from the start.
		Run toTime = run("check", file, "--to", started);
		assertThat(toTime.exitCode).isEqualTo(1);
		assertThat(toTime.out).contains("window: --to " + started + ", ");
		Run toOffset = run("check", file, "--to=+" + startUpMillis(launch) + "ms");
		assertThat(toOffset.exitCode).isEqualTo(1);
		// An offset from the end that reaches back before the recording: all of it.
		Run fromLongAgo = run("check", file, "--from", "-1h");
		assertThat(fromLongAgo.exitCode).isEqualTo(1);
		assertThat(fromLongAgo.out).contains("window: --from -1h, ").contains("start-up included");
	}

	@Test
	void queryCountsOnlyTheEventsInTheWindow() {
		LaunchRecording launch = TestRecordings.launchToEnd();
		String sql = """
				SELECT "eventThread"."javaName" AS "thread" FROM "jfr"."jdk.ThreadSleep"
				WHERE "eventThread"."javaName" = 'reactor-http-epoll-1'
				""";
		Run whole = run("query", launch.path().toString(), sql);
		assertThat(whole.exitCode).as(whole.err).isZero();
		assertThat(whole.out).contains("(1 rows, ").doesNotContain("window:");
		String skip = startUpMillis(launch) + "ms";
		Run window = run("query", launch.path().toString(), sql, "--skip-first", skip);
		assertThat(window.exitCode).as(window.err).isZero();
		assertThat(window.out).contains("(0 rows, ").contains("window: --skip-first " + skip + ", ");
	}

	@Test
	void badWindowValuesAreUsageErrorsNamingTheOption() {
		String clean = TestRecordings.clean().toString();
		Run notATime = run("check", clean, "--from", "yesterday");
		assertThat(notATime.exitCode).isEqualTo(2);
		assertThat(notATime.err).startsWith("--from: 'yesterday' is neither a time");
		Run negative = run("check", clean, "--skip-first", "-5s");
		assertThat(negative.exitCode).isEqualTo(2);
		assertThat(negative.err).startsWith("--skip-first: '-5s' is not a duration");
		Run noUnit = run("query", clean, "SELECT 1", "--to", "+30");
		assertThat(noUnit.exitCode).isEqualTo(2);
		assertThat(noUnit.err).startsWith("--to: '30' is not a duration");
		Run both = run("check", clean, "--skip-first", "1s", "--from", "+1s");
		assertThat(both.exitCode).isEqualTo(2);
		assertThat(both.err).startsWith("--skip-first and --from both set where the window starts");
		Run afterTheEnd = run("check", clean, "--skip-first", "1h");
		assertThat(afterTheEnd.exitCode).isEqualTo(2);
		assertThat(afterTheEnd.err.lines()).singleElement()
			.asString()
			.startsWith("jfr-rules: --skip-first 1h (")
			.contains("is at or after the recording's end: the recording runs from ");
		Run empty = run("query", clean, "SELECT 1", "--from", "+2s", "--to", "+1s");
		assertThat(empty.exitCode).isEqualTo(2);
		assertThat(empty.err).startsWith("jfr-rules: the window is empty: --from +2s (");
	}

	@Test
	void requestsIsBoundForQueriesAndNullWithoutIt() {
		String clean = TestRecordings.clean().toString();
		Run bound = run("query", clean, "SELECT REQUESTS() AS \"requests\"", "--requests", "120000");
		assertThat(bound.exitCode).as(bound.err).isZero();
		assertThat(bound.out).contains("120000");
		Run unbound = run("query", clean, "SELECT REQUESTS() IS NULL AS \"unknown\"");
		assertThat(unbound.exitCode).as(unbound.err).isZero();
		assertThat(unbound.out).contains("true");
	}

	@Test
	void windowSecondsIsTheJudgedWindowsLength() {
		Run run = run("query", TestRecordings.clean().toString(), "SELECT WINDOW_SECONDS() AS \"seconds\"",
				"--skip-first", "10ms", "--to", "+50ms");
		assertThat(run.exitCode).as(run.err).isZero();
		assertThat(run.out).contains("0.04\n").contains("(0.040 s of ");
	}

	@Test
	void aPerRequestRuleWithoutRequestsSaysItNeededThem() throws Exception {
		String blocking = TestRecordings.blocking().toString();
		String rules = Path.of(getClass().getResource("/per-request-rules").toURI()).toString();
		Run without = run("check", blocking, "--rules", rules);
		assertThat(without.exitCode).as(without.err).isZero();
		assertThat(without.out).contains("PASS  contention-per-request")
			.contains("needs --requests: REQUESTS() was NULL, so this rule could not fire");
		Run with = run("check", blocking, "--rules", rules, "--requests", "10");
		assertThat(with.exitCode).as(with.err).isZero();
		assertThat(with.out).contains("WARN  contention-per-request").doesNotContain("needs --requests");
	}

	@Test
	void badRequestValuesAreUsageErrorsNamingTheOption() {
		String clean = TestRecordings.clean().toString();
		Run notANumber = run("check", clean, "--requests", "many");
		assertThat(notANumber.exitCode).isEqualTo(2);
		assertThat(notANumber.err).startsWith("--requests: 'many' is not a whole number of requests");
		Run negative = run("check", clean, "--requests=-5");
		assertThat(negative.exitCode).isEqualTo(2);
		assertThat(negative.err).startsWith("--requests: '-5' is negative");
		Run fraction = run("query", clean, "SELECT 1", "--requests", "1.5");
		assertThat(fraction.exitCode).isEqualTo(2);
		assertThat(fraction.err).startsWith("--requests: '1.5' is not a whole number");
	}

	/**
	 * The whole milliseconds from the recording's start to the end of its start-up, plus
	 * one: a --skip-first that leaves out every event of the start-up.
	 */
	private static long startUpMillis(LaunchRecording launch) {
		Instant recordingStart = JfrRecording.open(launch.path()).span().start();
		return Duration.between(recordingStart, launch.started()).toMillis() + 1;
	}

	@Test
	void queryPrintsATable() {
		Run run = run("query", TestRecordings.blocking().toString(), """
				SELECT "eventThread"."javaName" AS "thread", COUNT(*) AS "sleeps"
				FROM "jfr"."jdk.ThreadSleep"
				WHERE "eventThread"."javaName" = 'reactor-http-nio-2'
				GROUP BY "eventThread"."javaName"
				""");
		assertThat(run.exitCode).isZero();
		assertThat(run.out).contains("thread             | sleeps").containsPattern("reactor-http-nio-2 \\| \\d+");
	}

	@Test
	void tablesListsEventTypesWithColumns() {
		Run run = run("tables", TestRecordings.blocking().toString(), "ThreadPark");
		assertThat(run.exitCode).isZero();
		assertThat(run.out).contains("\"jfr\".\"jdk.ThreadPark\"")
			.contains("\"eventThread\"")
			.contains("\"javaName\"")
			.contains("\"stackTrace\"")
			.contains("STACKTRACE")
			.contains("\"parkedClass\"")
			.contains("BIGINT (ns)");
	}

	@Test
	void theBlockingEventsViewIsListedAndQueriedLikeATable() {
		Run tables = run("tables", TestRecordings.blocking().toString(), "blocking");
		assertThat(tables.exitCode).isZero();
		// The view's header, then its columns in order, and no event table (the filter).
		assertThat(tables.out).containsPattern("(?s)^\"jfr\"\\.\"blocking_events\"  view over [1-9][\\d,]* events .*"
				+ "defined in bundled:blocking_events\\.sql; reads .*jdk\\.ThreadPark.*\"eventType\" +VARCHAR.*"
				+ "\"thread\" +VARCHAR.*\"duration\" +BIGINT.*\"stackTrace\" +STACKTRACE.*\"detail\".*\"startTime\"");
		Run query = run("query", TestRecordings.blocking().toString(), """
				SELECT "eventType", COUNT(*) AS "events" FROM "jfr"."blocking_events"
				WHERE "thread" = 'reactor-http-nio-2' GROUP BY "eventType"
				""");
		assertThat(query.exitCode).as(query.err).isZero();
		assertThat(query.out).containsPattern("jdk.ThreadSleep +\\| \\d+");
	}

	@Test
	void eventLoopPatternCanBeChanged() {
		// worker-N threads block in the blocking recording; declared event loops, they
		// fail.
		Run run = run("check", TestRecordings.blocking().toString(), "--event-loop-threads", "worker-\\d+");
		assertThat(run.exitCode).isEqualTo(1);
		assertThat(section(run.out, "event-loop-blocking")).contains("on worker-2").doesNotContain("on reactor-http-");
		Run invalid = run("check", TestRecordings.blocking().toString(), "--event-loop-threads", "(");
		assertThat(invalid.exitCode).isEqualTo(2);
		assertThat(invalid.err).startsWith("jfr-rules: invalid event-loop thread pattern");
	}

	/**
	 * The lines a check prints for one rule: its summary line and its evidence.
	 */
	private static String section(String out, String ruleId) {
		StringBuilder section = new StringBuilder();
		boolean inside = false;
		for (String line : out.lines().toList()) {
			if (line.matches("^(PASS|WARN|FAIL) .*") || line.startsWith("Verdict:")) {
				inside = line.contains(" " + ruleId + " ");
			}
			if (inside) {
				section.append(line).append('\n');
			}
		}
		return section.toString();
	}

	private static Run run(String... args) {
		StringWriter out = new StringWriter();
		StringWriter err = new StringWriter();
		int exitCode = JfrRulesCommand.execute(args, new PrintWriter(out), new PrintWriter(err));
		return new Run(exitCode, out.toString(), err.toString());
	}

	private record Run(int exitCode, String out, String err) {

	}

}
