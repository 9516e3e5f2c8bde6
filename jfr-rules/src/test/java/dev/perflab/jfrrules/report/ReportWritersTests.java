package dev.perflab.jfrrules.report;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import dev.perflab.jfrrules.check.CheckReport;
import dev.perflab.jfrrules.check.RuleResult;
import dev.perflab.jfrrules.check.Status;
import dev.perflab.jfrrules.check.ViolationGroup;
import dev.perflab.jfrrules.recording.JudgedWindow;
import dev.perflab.jfrrules.recording.LoadStatistics;
import dev.perflab.jfrrules.recording.RecordingSpan;
import dev.perflab.jfrrules.recording.TimeBound;
import dev.perflab.jfrrules.recording.Window;
import dev.perflab.jfrrules.rules.Rule;
import dev.perflab.jfrrules.rules.Severity;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The JSON and Markdown formats README.md documents, and the window line of the text.
 */
class ReportWritersTests {

	private static final ViolationGroup GROUP = new ViolationGroup("jdk.SocketRead", "127.0.0.1:38073",
			List.of("reactor-http-nio-1", "reactor-http-nio-2"), 2, 3711, 4_812_300_000L, 12_100_000L,
			List.of("sun.nio.ch.NioSocketImpl.read:123", "java.net.Socket$SocketInputStream.read:67"),
			"org.springframework.web.client.RestTemplate.exchange:800");

	private static final CheckReport REPORT = new CheckReport(Path.of("/tmp/gateway.jfr"), 52_300_000,
			"reactor-http-(epoll|nio)-\\d+", new LoadStatistics(1_234_567, 8, Duration.ofMillis(1800)),
			List.of(result("event-loop-blocking", Severity.FAIL, Status.FAIL, List.of(GROUP)),
					result("lock-contention", Severity.WARN, Status.PASS, List.of())),
			Duration.ofMillis(2500));

	private static RuleResult result(String id, Severity severity, Status status, List<ViolationGroup> groups) {
		Rule rule = new Rule(id, "Title of " + id, severity, "Why | it matters.", "How to fix.", 0,
				"bundled:" + id + ".sql", "SELECT 1");
		long rows = groups.stream().mapToLong(ViolationGroup::count).sum();
		return new RuleResult(rule, status, rows, groups, groups.size(), Duration.ofMillis(40));
	}

	@Test
	void jsonCarriesVersionVerdictAndEvidence() {
		JsonNode json = JsonReportWriter.toJson(REPORT);
		assertThat(json.get("schemaVersion").asInt()).isEqualTo(1);
		assertThat(json.get("verdict").asText()).isEqualTo("fail");
		assertThat(json.at("/summary/fail").asLong()).isEqualTo(1);
		assertThat(json.at("/recording/eventsLoaded").asLong()).isEqualTo(1_234_567);
		JsonNode rule = json.at("/rules/0");
		assertThat(rule.get("id").asText()).isEqualTo("event-loop-blocking");
		assertThat(rule.get("severity").asText()).isEqualTo("fail");
		assertThat(rule.get("status").asText()).isEqualTo("fail");
		assertThat(rule.get("rowCount").asLong()).isEqualTo(3711);
		assertThat(rule.get("why").asText()).isEqualTo("Why | it matters.");
		JsonNode group = rule.at("/groups/0");
		assertThat(group.get("eventType").asText()).isEqualTo("jdk.SocketRead");
		assertThat(group.get("threads")).hasSize(2);
		assertThat(group.get("count").asLong()).isEqualTo(3711);
		assertThat(group.get("totalDurationNs").asLong()).isEqualTo(4_812_300_000L);
		assertThat(group.get("maxDurationNs").asLong()).isEqualTo(12_100_000L);
		assertThat(group.get("topFrames").get(0).asText()).isEqualTo("sun.nio.ch.NioSocketImpl.read:123");
		assertThat(group.get("firstNonJdkFrame").asText()).startsWith("org.springframework");
	}

	@Test
	void textAndJsonStateTheWindowJudgedAndWhereItStandsFromTheJvmsStart() {
		RecordingSpan span = new RecordingSpan(Instant.parse("2026-11-25T06:30:01.200Z"),
				Instant.parse("2026-11-25T06:31:50.300Z"));
		Instant jvmStart = Instant.parse("2026-11-25T06:30:00.800Z");
		JudgedWindow window = new Window(TimeBound.skipFirst("30s"), null).resolve(span);
		CheckReport report = withWindow(window, jvmStart);
		assertThat(text(report)).contains("window: --skip-first 30s, 2026-11-25T06:30:31.200Z to "
				+ "2026-11-25T06:31:50.300Z (79.1 s of 109.1 s); from 30.4 s after the JVM started\n");
		JsonNode json = JsonReportWriter.toJson(report).get("window");
		assertThat(json.get("asked").asText()).isEqualTo("--skip-first 30s");
		assertThat(json.get("start").asText()).isEqualTo("2026-11-25T06:30:31.200Z");
		assertThat(json.get("end").asText()).isEqualTo("2026-11-25T06:31:50.300Z");
		assertThat(json.get("durationMillis").asLong()).isEqualTo(79_100);
		assertThat(json.get("recordingStart").asText()).isEqualTo("2026-11-25T06:30:01.200Z");
		assertThat(json.get("jvmStart").asText()).isEqualTo("2026-11-25T06:30:00.800Z");
		assertThat(json.get("startUpIncluded").asBoolean()).isFalse();
	}

	@Test
	void aWholeRecordingFromTheJvmsLaunchSaysThatStartUpIsIncluded() {
		RecordingSpan span = new RecordingSpan(Instant.parse("2026-11-25T06:30:01.200Z"),
				Instant.parse("2026-11-25T06:31:50.300Z"));
		CheckReport launched = withWindow(JudgedWindow.whole(span), Instant.parse("2026-11-25T06:30:00.800Z"));
		assertThat(text(launched)).contains("window: whole recording, 2026-11-25T06:30:01.200Z to "
				+ "2026-11-25T06:31:50.300Z (109.1 s); start-up included: the recording started 0.400 s after the JVM "
				+ "(leave it out with --skip-first or --from)\n");
		assertThat(JsonReportWriter.toJson(launched).at("/window/startUpIncluded").asBoolean()).isTrue();
		CheckReport attachedLater = withWindow(JudgedWindow.whole(span), Instant.parse("2026-11-25T06:20:00Z"));
		assertThat(text(attachedLater)).contains("(109.1 s); from 601.2 s after the JVM started\n")
			.doesNotContain("start-up included");
		CheckReport unknown = withWindow(JudgedWindow.whole(span), null);
		assertThat(text(unknown)).contains("(109.1 s)\n");
		assertThat(JsonReportWriter.toJson(unknown).at("/window/jvmStart").isNull()).isTrue();
	}

	@Test
	void aReportWithoutAWindowStatesNone() {
		assertThat(text(REPORT)).doesNotContain("window:");
		assertThat(JsonReportWriter.toJson(REPORT).has("window")).isFalse();
	}

	private static CheckReport withWindow(JudgedWindow window, Instant jvmStart) {
		return new CheckReport(REPORT.recording(), REPORT.recordingSize(), window, REPORT.eventLoopThreadPattern(),
				new LoadStatistics(1_234_567, 8, Duration.ofMillis(1800), jvmStart), REPORT.results(),
				REPORT.elapsed());
	}

	private static String text(CheckReport report) {
		StringWriter out = new StringWriter();
		TextReportWriter.write(report, new PrintWriter(out), false);
		return out.toString().replace(System.lineSeparator(), "\n");
	}

	@Test
	void markdownIsATableWithEvidenceOnlyForRulesThatFired() {
		String markdown = MarkdownReportWriter.toMarkdown(REPORT);
		assertThat(markdown).startsWith("### JFR rules: ❌ FAIL\n")
			.contains("| ❌ | `event-loop-blocking` Title of event-loop-blocking | fail | 3,711 (0) |")
			.contains("| ✅ | `lock-contention`")
			.contains("<details>\n<summary>❌ <code>event-loop-blocking</code>: 3,711 rows in 1 group</summary>")
			.contains("`reactor-http-nio-1`, `reactor-http-nio-2`: 3,711 events, total 4,812.3 ms, max 12.1 ms")
			.contains("```\nsun.nio.ch.NioSocketImpl.read:123\n")
			.doesNotContain("<code>lock-contention</code>");
	}

}
