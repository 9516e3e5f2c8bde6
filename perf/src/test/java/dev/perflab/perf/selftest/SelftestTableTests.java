package dev.perflab.perf.selftest;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.perflab.jfrrules.check.Status;
import dev.perflab.jfrrules.check.ViolationGroup;
import dev.perflab.jfrrules.rules.Severity;
import dev.perflab.perf.compare.Verdict;
import dev.perflab.perf.metrics.Metric;
import dev.perflab.perf.results.Results;
import dev.perflab.perf.rules.RuleFinding;
import dev.perflab.perf.compare.Interval;
import dev.perflab.perf.compare.MetricComparison;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The change columns: the median over a profile's runs, with the smallest and largest.
 */
class SelftestTableTests {

	@Test
	void changeOverSeveralRunsIsTheirMedianWithTheRange() throws Exception {
		// In run order, not sorted; the third run compared no CPU. (The means would be
		// -7.42 and 22.9.) Changes a binary double holds exactly, as ratios do.
		SelftestTable table = SelftestTable.of(
				runs("token-lock",
						new Double[][] { { -12.5, 37.5 }, { -3.125, 12.5 }, { -9.375, null }, { -4.6875, 18.75 } }),
				Map.of(), Map.of("token-lock", List.of("metric:rps")));

		assertThat(table.markdown())
			.contains("| -7.0% (median of 4, -12.5% … -3.1%) | +18.8% (median of 3, +12.5% … +37.5%) |");
		JsonNode profile = new ObjectMapper().readTree(table.json()).at("/profiles/0");
		assertThat(profile.at("/rpsChangePercent").toString())
			.isEqualTo("{\"n\":4,\"median\":-7.03125,\"min\":-12.5,\"max\":-3.125}");
		assertThat(profile.at("/cpuUsPerRequestChangePercent").toString())
			.isEqualTo("{\"n\":3,\"median\":18.75,\"min\":12.5,\"max\":37.5}");
	}

	@Test
	void theJsonHoldsEveryProfileAndRun() throws Exception {
		Map<String, MetricComparison> clean = new LinkedHashMap<>();
		clean.put("rps", change(Metric.RPS, -1.5625, Verdict.UNCHANGED));
		Map<String, MetricComparison> caught = new LinkedHashMap<>();
		caught.put("cpuUsPerRequest", MetricComparison.of(Metric.CPU_PER_REQUEST, 24, 180.0, null, 1.0625,
				new Interval(1.02, 1.06, 0.9), null, 3.0, Verdict.REGRESSED, null, List.of()));
		ViolationGroup group = new ViolationGroup("jdk.JavaMonitorEnter", "Signer", List.of("reactor-http-epoll-2"), 1,
				3, 5_000_000L, 2_000_000L, List.of("Signer.sign"), null);
		ObservedRun.FiredRule lock = new ObservedRun.FiredRule(
				new Results.RuleResult("lock-contention", Severity.WARN, Status.WARN, 3, 0, RuleFinding.of(group)),
				List.of(group));
		List<ObservedRun> runs = List.of(new ObservedRun("clean", 1, Path.of("clean-1"), 0, null, List.of(), clean),
				new ObservedRun("token-lock", 1, Path.of("lock-1"), 1, null, List.of(lock), caught),
				new ObservedRun("token-lock", 2, Path.of("lock-2"), 3, "no results.json (perf/local.sh exit 3)",
						List.of(), Map.of()));
		SelftestTable table = SelftestTable.of(runs, Map.of("clean", "-", "token-lock", "Zuul 2019"),
				Map.of("token-lock", List.of("rule:lock-contention@Signer", "metric:cpuUsPerRequest")));

		assertThat(table.json()).isEqualTo(
				"""
						{
						  "schemaVersion" : 1,
						  "tool" : "perf selftest-summary",
						  "allCaught" : false,
						  "profiles" : [ {
						    "profile" : "clean",
						    "seedRound" : "-",
						    "expected" : [ ],
						    "runs" : 1,
						    "caughtRuns" : 1,
						    "caught" : true,
						    "observed" : { },
						    "rpsChangePercent" : {
						      "n" : 1,
						      "median" : -1.5625,
						      "min" : -1.5625,
						      "max" : -1.5625
						    },
						    "cpuUsPerRequestChangePercent" : {
						      "n" : 0
						    },
						    "evidence" : "",
						    "runDetails" : [ {
						      "run" : 1,
						      "directory" : "clean-1",
						      "exitCode" : 0,
						      "problem" : null,
						      "caught" : true,
						      "detectors" : [ ],
						      "metrics" : {
						        "rps" : {
						          "changePercent" : -1.5625,
						          "intervalLow" : null,
						          "intervalHigh" : null,
						          "verdict" : "unchanged"
						        }
						      }
						    } ]
						  }, {
						    "profile" : "token-lock",
						    "seedRound" : "Zuul 2019",
						    "expected" : [ "rule:lock-contention@Signer", "metric:cpuUsPerRequest" ],
						    "runs" : 2,
						    "caughtRuns" : 1,
						    "caught" : false,
						    "observed" : {
						      "rule:lock-contention" : 1,
						      "metric:cpuUsPerRequest" : 1
						    },
						    "rpsChangePercent" : {
						      "n" : 0
						    },
						    "cpuUsPerRequestChangePercent" : {
						      "n" : 1,
						      "median" : 6.25,
						      "min" : 6.25,
						      "max" : 6.25
						    },
						    "evidence" : "`lock-contention` (warn): `jdk.JavaMonitorEnter Signer on reactor-http-epoll-2: 3 events, total 5.0 ms, max 2.0 ms`",
						    "runDetails" : [ {
						      "run" : 1,
						      "directory" : "lock-1",
						      "exitCode" : 1,
						      "problem" : null,
						      "caught" : true,
						      "detectors" : [ "rule:lock-contention", "metric:cpuUsPerRequest" ],
						      "metrics" : {
						        "cpuUsPerRequest" : {
						          "changePercent" : 6.25,
						          "intervalLow" : 1.02,
						          "intervalHigh" : 1.06,
						          "verdict" : "regressed"
						        }
						      }
						    }, {
						      "run" : 2,
						      "directory" : "lock-2",
						      "exitCode" : 3,
						      "problem" : "no results.json (perf/local.sh exit 3)",
						      "caught" : false,
						      "detectors" : [ ],
						      "metrics" : { }
						    } ]
						  } ]
						}
						""");
	}

	@Test
	void aRuleCatchesByAnyOfItsGroupsAndShowsTheOneThatMatched() {
		ViolationGroup socket = new ViolationGroup("jdk.SocketRead", "127.0.0.1:38073", List.of("reactor-http-epoll-1"),
				1, 9, 90_000_000L, 20_000_000L, List.of("java.net.Socket.read"), null);
		ViolationGroup console = new ViolationGroup("jdk.FileWrite", "stdout", List.of("reactor-http-epoll-2"), 1, 4,
				8_000_000L, 3_000_000L,
				List.of("java.io.FileOutputStream.write", "ch.qos.logback.core.ConsoleTarget$1.write"),
				"ch.qos.logback.core.OutputStreamAppender.writeBytes:2");
		ObservedRun.FiredRule blocking = new ObservedRun.FiredRule(new Results.RuleResult("event-loop-blocking",
				Severity.FAIL, Status.FAIL, 13, 0, RuleFinding.of(socket)), List.of(socket, console));
		List<ObservedRun> runs = List
			.of(new ObservedRun("sync-logging", 1, Path.of("run-1"), 1, null, List.of(blocking), Map.of()));

		SelftestTable byFrame = SelftestTable.of(runs, Map.of(),
				Map.of("sync-logging", List.of("rule:event-loop-blocking@ConsoleTarget")));
		SelftestTable otherReason = SelftestTable.of(runs, Map.of(),
				Map.of("sync-logging", List.of("rule:event-loop-blocking@AsyncAppender")));

		assertThat(byFrame.allCaught()).isTrue();
		assertThat(byFrame.markdown()).contains("- `sync-logging`: `event-loop-blocking` (fail): `jdk.FileWrite stdout "
				+ "on reactor-http-epoll-2: 4 events, total 8.0 ms, max 3.0 ms; first frame outside the JDK: "
				+ "ch.qos.logback.core.OutputStreamAppender.writeBytes:2`");
		assertThat(otherReason.allCaught()).isFalse();
		assertThat(otherReason.markdown()).doesNotContain("- `sync-logging`:");
	}

	@Test
	void noComparedRunHasNoChange() throws Exception {
		SelftestTable table = SelftestTable.of(runs("clean", new Double[][] { { null, null } }), Map.of(), Map.of());

		assertThat(table.markdown()).contains("| - | - |");
		assertThat(new ObjectMapper().readTree(table.json()).at("/profiles/0/rpsChangePercent").toString())
			.isEqualTo("{\"n\":0}");
	}

	@Test
	void aBurnStatesTheChangeItShouldMakeOnTheMeasuredBase() {
		// Three runs whose bases measured 170, 180 and 175 µs: 5 µs is +2.9% of 175.
		List<ObservedRun> runs = new ArrayList<>();
		double[] bases = { 170, 180, 175 };
		for (int i = 0; i < bases.length; i++) {
			MetricComparison cpu = MetricComparison.of(Metric.CPU_PER_REQUEST, 24, bases[i], null, 1.025,
					new Interval(1.01, 1.04, 0.9), null, 3.0, Verdict.REGRESSED, null, List.of());
			runs.add(new ObservedRun("cpu-burn-5us", i + 1, Path.of("run-" + (i + 1)), 1, null, List.of(),
					Map.of("cpuUsPerRequest", cpu)));
		}
		SelftestTable table = SelftestTable.of(runs, Map.of(),
				Map.of("cpu-burn-5us", List.of("metric:cpuUsPerRequest")));

		assertThat(table.markdown()).contains("| CPU per request regressed (5 µs: +2.9% of the base's 175.0 µs) |");
		assertThat(SelftestTable.of(runs("clean", new Double[][] { { 1.0, 1.0 } }), Map.of(), Map.of()).markdown())
			.doesNotContain("µs:");
	}

	@Test
	void everyMovedMetricIsNamedByItsLabel() {
		Map<String, MetricComparison> metrics = new LinkedHashMap<>();
		metrics.put("rps", change(Metric.RPS, -4.0, Verdict.REGRESSED));
		metrics.put("latencyP50Ms", change(Metric.LATENCY_P50, 6.0, Verdict.REGRESSED));
		List<ObservedRun> runs = List
			.of(new ObservedRun("cpu-burn-6us", 1, Path.of("run-1"), 1, null, List.of(), metrics));

		assertThat(
				SelftestTable.of(runs, Map.of(), Map.of("cpu-burn-6us", List.of("metric:cpuUsPerRequest"))).markdown())
			.contains("| throughput regressed; latency p50 regressed |");
	}

	/** One completed run per row of {RPS change, CPU change}; null where not compared. */
	private static List<ObservedRun> runs(String profile, Double[][] changes) {
		List<ObservedRun> runs = new ArrayList<>();
		for (int i = 0; i < changes.length; i++) {
			Map<String, MetricComparison> metrics = new LinkedHashMap<>();
			if (changes[i][0] != null) {
				metrics.put("rps", change(Metric.RPS, changes[i][0], Verdict.REGRESSED));
			}
			if (changes[i][1] != null) {
				metrics.put("cpuUsPerRequest", change(Metric.CPU_PER_REQUEST, changes[i][1], Verdict.UNCHANGED));
			}
			runs.add(new ObservedRun(profile, i + 1, Path.of("run-" + (i + 1)), 0, null, List.of(), metrics));
		}
		return runs;
	}

	private static MetricComparison change(Metric metric, double changePercent, Verdict verdict) {
		return MetricComparison.of(metric, 0, null, null, 1 + changePercent / 100, Interval.NONE, null, 3.0, verdict,
				null, List.of());
	}

}
