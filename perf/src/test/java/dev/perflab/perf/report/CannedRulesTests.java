package dev.perflab.perf.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.perflab.jfrrules.check.CheckReport;
import dev.perflab.jfrrules.check.RuleResult;
import dev.perflab.jfrrules.check.Status;
import dev.perflab.jfrrules.check.ViolationGroup;
import dev.perflab.jfrrules.recording.LoadStatistics;
import dev.perflab.jfrrules.rules.Rule;
import dev.perflab.jfrrules.rules.Severity;
import dev.perflab.perf.results.Results;
import dev.perflab.perf.TestRecordings;
import dev.perflab.perf.TestRuns;
import dev.perflab.perf.compare.CompareSettings;
import dev.perflab.perf.raw.RawRunJson;
import dev.perflab.perf.rules.RulesOutcome;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Reports built with a canned rule check, to exercise the rule sections without running
 * Calcite.
 */
class CannedRulesTests {

	@TempDir
	Path directory;

	@Test
	void aWarnRuleIsShownButDoesNotFailTheGate() throws IOException {
		Results report = generate(check(1, Status.WARN, 2));
		assertThat(report.gate().passed()).isTrue();
		JsonNode results = new ObjectMapper().readTree(this.directory.resolve("results.json").toFile());
		assertThat(results.at("/rules/status").asText()).isEqualTo("warn");
		assertThat(results.at("/rules/check/summary/warn").asInt()).isEqualTo(1);
		assertThat(results.at("/rules/check/results/0/id").asText()).isEqualTo("rule-0");
		assertThat(results.at("/rules/check/results/0/status").asText()).isEqualTo("warn");
		String summary = Files.readString(this.directory.resolve("summary.md"));
		assertThat(summary).startsWith("## ✅ Gateway performance: pass");
		assertThat(summary).contains("<details>").contains("reactor-http-epoll-1");
	}

	@Test
	void leavesOutTheEvidenceWhenTheSummaryWouldBeTooLong() throws IOException {
		Results report = generate(check(15, Status.FAIL, 10));
		assertThat(report.gate().reasons()).hasSize(15);
		String summary = Files.readString(this.directory.resolve("summary.md"));
		assertThat(summary.length()).isLessThanOrEqualTo(SummaryMarkdown.LIMIT);
		assertThat(summary).doesNotContain("<details>")
			.contains("`rule-14` ❌ **fail** (1,000 rows, limit 0)")
			.contains("*JFR evidence left out to keep this summary under GitHub's comment size limit: it is in "
					+ "`rules.json`.*")
			.contains("**Files:** `results.json` · `rules.json` · `flamegraph.html`");
		assertThat(Files.size(this.directory.resolve("rules.json"))).isGreaterThan(100_000);
	}

	@Test
	void aCompareGivesTheRulesTheRequestsHeadsRecordingServed() throws IOException {
		Path run = TestRuns.compareInForks(this.directory).write();
		Files.copy(TestRecordings.shared(), run.resolve("head.jfr"));
		ReportOptions options = new ReportOptions(run, null, CompareSettings.defaults(),
				ReportOptions.DEFAULT_MAX_ERROR_RATE, false);
		List<Long> given = new ArrayList<>();
		ReportGenerator.generate(options, RawRunJson.read(run), (recording, rules, requests, overrides) -> {
			given.add(requests);
			return new RulesOutcome(check(0, Status.PASS, 0), null);
		}, Clock.systemUTC());
		// head.jfr is the last JVM pair's (fork 4): its two windows of 50,000 requests.
		assertThat(given).containsExactly(100_000L);
	}

	@Test
	void aSingleRunGivesTheRulesNoRequestCount() throws IOException {
		Path run = TestRuns.single(this.directory).write();
		Files.copy(TestRecordings.shared(), run.resolve("gateway.jfr"));
		ReportOptions options = new ReportOptions(run, null, CompareSettings.defaults(),
				ReportOptions.DEFAULT_MAX_ERROR_RATE, false);
		List<Long> given = new ArrayList<>();
		ReportGenerator.generate(options, RawRunJson.read(run), (recording, rules, requests, overrides) -> {
			given.add(requests);
			return new RulesOutcome(check(0, Status.PASS, 0), null);
		}, Clock.systemUTC());
		assertThat(given).containsExactly((Long) null);
	}

	private Results generate(CheckReport check) throws IOException {
		Path run = TestRuns.single(this.directory).write();
		Files.copy(TestRecordings.shared(), run.resolve("gateway.jfr"));
		ReportOptions options = new ReportOptions(run, null, CompareSettings.defaults(),
				ReportOptions.DEFAULT_MAX_ERROR_RATE, false);
		return ReportGenerator.generate(options, RawRunJson.read(run),
				(recording, rules, requests, overrides) -> new RulesOutcome(check, null), Clock.systemUTC());
	}

	/**
	 * A check whose rules each fired with groups of 12 long frames: about 12 KB of
	 * evidence per rule.
	 */
	private static CheckReport check(int rules, Status status, int groups) {
		List<RuleResult> results = new ArrayList<>();
		for (int i = 0; i < rules; i++) {
			Rule rule = new Rule("rule-" + i, "Blocking call number " + i,
					(status == Status.FAIL) ? Severity.FAIL : Severity.WARN, "Because.", "Do not block.", 0,
					"rules/rule-" + i + ".sql", "SELECT 1");
			List<ViolationGroup> found = IntStream.range(0, groups)
				.mapToObj((g) -> new ViolationGroup("jdk.SocketRead", "127.0.0.1:38073",
						List.of("reactor-http-epoll-1", "reactor-http-epoll-2"), 2, 100, 130_000_000L, 2_000_000L,
						IntStream.range(0, 12)
							.mapToObj((f) -> "org.example.deeply.nested.package.name.SomeLongClassName" + g
									+ ".someRatherLongMethodName" + f + "(SomeLongClassName.java:" + (100 + f) + ")")
							.toList(),
						"org.example.Client.call(Client.java:42)"))
				.toList();
			results.add(new RuleResult(rule, status, 1_000, found, groups, Duration.ofMillis(5)));
		}
		return new CheckReport(Path.of("gateway.jfr"), 1_000_000, "reactor-http-(epoll|nio)-\\d+",
				new LoadStatistics(10_000, 3, Duration.ofMillis(200)), results, Duration.ofMillis(300));
	}

}
