package dev.perflab.jfrrules.report;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import dev.perflab.jfrrules.check.CheckReport;
import dev.perflab.jfrrules.check.RuleResult;
import dev.perflab.jfrrules.check.Status;
import dev.perflab.jfrrules.check.ViolationGroup;
import dev.perflab.jfrrules.recording.LoadStatistics;
import dev.perflab.jfrrules.rules.Rule;
import dev.perflab.jfrrules.rules.Severity;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The JSON and Markdown formats README.md documents.
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
