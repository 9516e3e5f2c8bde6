package dev.perflab.perf.results;

import java.util.List;
import java.util.Locale;
import java.util.Map;

import com.fasterxml.jackson.annotation.JsonValue;
import dev.perflab.jfrrules.check.Status;
import dev.perflab.jfrrules.rules.Severity;
import dev.perflab.perf.compare.MetricComparison;
import dev.perflab.perf.compare.Verdict;
import dev.perflab.perf.hotspots.Measure;
import dev.perflab.perf.json.Nullable;
import dev.perflab.perf.json.NullableItems;
import dev.perflab.perf.metrics.Direction;
import dev.perflab.perf.metrics.Metric;
import dev.perflab.perf.metrics.Spread;
import dev.perflab.perf.raw.CpuTicks;
import dev.perflab.perf.raw.ForkWarmUp;
import dev.perflab.perf.raw.HostFreeze;
import dev.perflab.perf.raw.JfrWindow;
import dev.perflab.perf.raw.Layout;
import dev.perflab.perf.raw.Mode;
import dev.perflab.perf.raw.Noise;
import dev.perflab.perf.raw.Target;
import dev.perflab.perf.raw.WrkSummary;
import dev.perflab.perf.rules.RuleFilesChange;

/**
 * {@code results.json}: what a perf run measured and concluded, the one contract between
 * the report tool that writes it and everything that reads it back (the pull-request
 * comment, the annotations, the self-test). {@code results.schema.json} describes every
 * field; {@link ResultsJson} writes and reads it. Every key is always written; a value is
 * null only where its component is {@link Nullable}. Enumerations are written by their
 * ids ({@code pass}, {@code cpuUsPerRequest}, ...). The compact constructors check what
 * the schema cannot say in types, so that a reader never sees a half-present part.
 *
 * @param schemaVersion {@link ResultsJson#SCHEMA_VERSION}
 * @param tool always {@code perf}
 * @param generatedAt when the report was built, ISO-8601
 * @param mode single or compare
 * @param verdict the gate's outcome
 * @param exitCode what the report tool exits with
 * @param gate the gate
 * @param warnings what limits how far the figures can be trusted
 * @param run what ran
 * @param environment where it ran
 * @param layout the CPU pinning
 * @param load the load generator's settings
 * @param rounds every round (one target's window), in execution order
 * @param targets the aggregates of each target
 * @param comparison compare mode: base against head; null in single mode
 * @param rules the JFR rule check
 * @param hotspots compare mode: where the time went; null in single mode
 * @param flameGraph the flame graph
 * @param files the files the report wrote
 */
public record Results(int schemaVersion, String tool, String generatedAt, Mode mode, Outcome verdict, int exitCode,
		Gate gate, List<String> warnings, Run run, Environment environment, Layout layout, Load load,
		List<Round> rounds, Targets targets, @Nullable Comparison comparison, Rules rules, @Nullable Hotspots hotspots,
		FlameGraph flameGraph, List<String> files) {

	public Results {
		boolean compare = mode == Mode.COMPARE;
		require(compare == (comparison != null), "comparison must be there in compare mode and only there");
		require(compare == (hotspots != null), "hotspots must be there in compare mode and only there");
		require(verdict == gate.outcome(), "verdict must be gate.outcome");
	}

	/**
	 * The gate.
	 *
	 * @param passed whether the outcome is pass
	 * @param outcome pass, fail or inconclusive
	 * @param reasons why it failed
	 * @param inconclusive why the run could not judge
	 * @param failOnInconclusive whether an inconclusive run exits 1
	 * @param maxErrorRate the share of requests the measured gateway may fail
	 */
	public record Gate(boolean passed, Outcome outcome, List<String> reasons, List<String> inconclusive,
			boolean failOnInconclusive, double maxErrorRate) {

		public Gate {
			require(passed == (outcome == Outcome.PASS), "passed must be true exactly when outcome is pass");
		}

	}

	/**
	 * What ran.
	 *
	 * @param schema the raw data's schema version
	 * @param startedAt when the run started
	 * @param gitHead the measured commit (head in a compare)
	 * @param gitBase the base commit, or null
	 * @param gitBaseRef the ref base was named by, or null
	 * @param gatewayProfile the gateway's regression profile
	 * @param forks the rounds of fresh gateway JVMs
	 * @param pairs the base/head JVM pairs at the same time in each fork (1 in a single
	 * run)
	 * @param windows the measured windows of each fork
	 * @param warmup the warm-up
	 * @param jfrWindow the measured window of the recording
	 * @param noise the noisy neighbour of {@code --noise}, or null
	 * @param extra the facts given with {@code --meta} that the report does not interpret
	 */
	public record Run(int schema, String startedAt, String gitHead, @Nullable String gitBase,
			@Nullable String gitBaseRef, String gatewayProfile, int forks, int pairs, int windows, Warmup warmup,
			JfrWindow jfrWindow, @Nullable Noise noise, Map<String, String> extra) {

		/**
		 * Returns the base/head JVM pairs of the run, the units of a compare's interval.
		 * @return forks × pairs
		 */
		public int jvmPairs() {
			return this.forks * this.pairs;
		}

	}

	/**
	 * The warm-up.
	 *
	 * @param seconds how long the longest warm-up took
	 * @param stable whether every warm-up settled within its bound
	 * @param forks each fork's
	 */
	public record Warmup(double seconds, boolean stable, List<ForkWarmUp> forks) {

	}

	/**
	 * Where the run ran.
	 *
	 * @param javaVersion the first line of {@code java -version}
	 * @param javaHome the JDK
	 * @param os the operating system
	 * @param cpuModel the CPU model, may be empty
	 * @param cpuCount the CPUs the run could use
	 * @param wrkVersion wrk's version line
	 * @param hostFreezes per probed CPU, how long the host froze it
	 */
	public record Environment(String javaVersion, String javaHome, String os, String cpuModel, int cpuCount,
			String wrkVersion, List<HostFreeze> hostFreezes) {

	}

	/**
	 * The load generator's settings.
	 *
	 * @param wrkThreads wrk's {@code -t}
	 * @param wrkConnections wrk's {@code -c}
	 * @param roundDurationSeconds one window's length
	 * @param rounds the rounds planned per target
	 */
	public record Load(int wrkThreads, int wrkConnections, double roundDurationSeconds, int rounds) {

	}

	/**
	 * One round: one target's window.
	 *
	 * @param sequence its position in execution order
	 * @param round its number, shared by the base and head rounds of one window of one
	 * JVM pair
	 * @param jvmPair the base/head JVM pair (a compare's independent unit), from 1; 0 in
	 * runs without forks
	 * @param target what it drove
	 * @param url the URL wrk requested
	 * @param startMs when wrk started
	 * @param endMs when wrk ended
	 * @param metrics the figures derived from it
	 * @param wrk wrk's summary
	 * @param cpuTicks the CPU time of each process around it
	 */
	public record Round(int sequence, int round, int jvmPair, Target target, String url, long startMs, long endMs,
			RoundMetrics metrics, WrkSummary wrk, CpuTicks cpuTicks) {

	}

	/**
	 * The figures of one round.
	 *
	 * @param rps requests per second
	 * @param latencyP50Ms p50, or null when no request completed
	 * @param latencyP90Ms p90, or null
	 * @param latencyP99Ms p99, or null
	 * @param latencyP999Ms p99.9, or null
	 * @param latencyMaxMs max, or null
	 * @param errors socket errors
	 * @param non2xx answers outside 2xx/3xx
	 * @param cpuUsPerRequest CPU µs per request of the target's own process, or null
	 * @param cpuUsPerRequestByProcess CPU µs per request of every process
	 * @param ratioToDirect RPS over the direct round's RPS of the same number, or null
	 */
	public record RoundMetrics(double rps, @Nullable Double latencyP50Ms, @Nullable Double latencyP90Ms,
			@Nullable Double latencyP99Ms, @Nullable Double latencyP999Ms, @Nullable Double latencyMaxMs, long errors,
			long non2xx, @Nullable Double cpuUsPerRequest, Map<String, Double> cpuUsPerRequestByProcess,
			@Nullable Double ratioToDirect) {

	}

	/**
	 * The aggregates of each target; null for a target that did not run.
	 *
	 * @param direct the direct backend
	 * @param gateway the gateway (single mode)
	 * @param base the base gateway (compare mode)
	 * @param head the head gateway (compare mode)
	 */
	public record Targets(@Nullable Aggregate direct, @Nullable Aggregate gateway, @Nullable Aggregate base,
			@Nullable Aggregate head) {

	}

	/**
	 * One target over its rounds.
	 *
	 * @param rounds its rounds
	 * @param requests all their requests
	 * @param errors all their socket errors
	 * @param non2xx all their answers outside 2xx/3xx
	 * @param metrics the spread of each metric
	 * @param cpuUsPerRequestByProcess the spread of every process's CPU µs per request
	 */
	public record Aggregate(int rounds, long requests, long errors, long non2xx, MetricSpreads metrics,
			Map<String, Spread> cpuUsPerRequestByProcess) {

	}

	/**
	 * The spread of each metric over a target's rounds; null for a metric no round had a
	 * value of.
	 *
	 * @param rps throughput
	 * @param cpuUsPerRequest CPU per request
	 * @param latencyP50Ms latency p50
	 * @param latencyP90Ms latency p90
	 * @param latencyP99Ms latency p99
	 * @param latencyMaxMs latency max
	 * @param ratioToDirect RPS over the direct backend's
	 */
	public record MetricSpreads(@Nullable Spread rps, @Nullable Spread cpuUsPerRequest, @Nullable Spread latencyP50Ms,
			@Nullable Spread latencyP90Ms, @Nullable Spread latencyP99Ms, @Nullable Spread latencyMaxMs,
			@Nullable Spread ratioToDirect) {

		/**
		 * Returns one metric's spread.
		 * @param metric the metric
		 * @return its spread, or null
		 */
		public Spread get(Metric metric) {
			return switch (metric) {
				case RPS -> this.rps;
				case CPU_PER_REQUEST -> this.cpuUsPerRequest;
				case LATENCY_P50 -> this.latencyP50Ms;
				case LATENCY_P90 -> this.latencyP90Ms;
				case LATENCY_P99 -> this.latencyP99Ms;
				case LATENCY_MAX -> this.latencyMaxMs;
				case RATIO_TO_DIRECT -> this.ratioToDirect;
			};
		}

	}

	/**
	 * Base against head.
	 *
	 * @param method how they were compared, in words
	 * @param confidence the one-sided level of each end of an interval
	 * @param perMetricConfidence the two-sided level of each interval
	 * @param thresholdsPercent the thresholds
	 * @param pairedRounds the round numbers with both a base and a head round
	 * @param unpairedRounds the round numbers with only one of them (left out)
	 * @param metrics one per compared metric, in display order
	 */
	public record Comparison(String method, double confidence, double perMetricConfidence, Thresholds thresholdsPercent,
			List<Integer> pairedRounds, List<Integer> unpairedRounds, List<MetricComparison> metrics) {

		public Comparison {
			require(confidence > 0 && confidence < 1, "confidence must be between 0 and 1");
			require(perMetricConfidence > 0 && perMetricConfidence < 1, "perMetricConfidence must be between 0 and 1");
		}

	}

	/**
	 * The thresholds, in percent.
	 *
	 * @param cpuUsPerRequest CPU per request's
	 * @param rps throughput's
	 * @param latency each latency's
	 */
	public record Thresholds(double cpuUsPerRequest, double rps, double latency) {

	}

	/**
	 * The JFR rule check.
	 *
	 * @param status its verdict, or skipped
	 * @param reason why it was skipped, or null
	 * @param check what it found, or null when skipped
	 * @param filesChanged what head changed in the rule files against base, or null when
	 * they were not compared
	 */
	public record Rules(RulesStatus status, @Nullable String reason, @Nullable RuleCheck check,
			@Nullable RuleFilesChange filesChanged) {

		public Rules {
			boolean skipped = status == RulesStatus.SKIPPED;
			require(skipped == (reason != null), "reason must be there when the check was skipped and only then");
			require(skipped == (check == null), "check must be there when the check ran and only then");
		}

	}

	/**
	 * What the rule check found.
	 *
	 * @param file the check's full report
	 * @param recording the recording it judged
	 * @param summary the rules by status
	 * @param results every rule's outcome
	 */
	public record RuleCheck(String file, String recording, RuleCounts summary, List<RuleResult> results) {

	}

	/**
	 * The rules by status.
	 *
	 * @param pass rules that passed
	 * @param warn rules that warned
	 * @param fail rules that failed
	 */
	public record RuleCounts(long pass, long warn, long fail) {

		public RuleCounts {
			require(pass >= 0 && warn >= 0 && fail >= 0, "counts must not be negative");
		}

	}

	/**
	 * One rule's outcome.
	 *
	 * @param id the rule's id
	 * @param severity what it does when it fires
	 * @param status pass, or its severity when it fired
	 * @param rows the rows its query returned
	 * @param limit the rows it tolerates
	 * @param finding its largest finding in one line, or null when it passed
	 */
	public record RuleResult(String id, Severity severity, Status status, long rows, long limit,
			@Nullable String finding) {

	}

	/**
	 * Where the time went: base's and head's execution samples compared.
	 *
	 * @param status compared or skipped
	 * @param reason why it was skipped, or null
	 * @param comparison what it found, or null when skipped
	 */
	public record Hotspots(HotspotsStatus status, @Nullable String reason, @Nullable HotspotComparison comparison) {

		public Hotspots {
			boolean skipped = status == HotspotsStatus.SKIPPED;
			require(skipped == (reason != null), "reason must be there when skipped and only then");
			require(skipped == (comparison == null), "comparison must be there when compared and only then");
		}

	}

	/**
	 * The methods whose share of the samples moved.
	 *
	 * @param method how, in words
	 * @param baseSamples base's execution samples
	 * @param headSamples head's
	 * @param tests the (method, measure) pairs tested
	 * @param alpha the family-wise error rate
	 * @param minShareChange the smallest change of share listed
	 * @param shiftCount the shifts found
	 * @param shifts the largest of them, at most {@link ResultsJson#MAX_SHIFTS}
	 */
	public record HotspotComparison(String method, long baseSamples, long headSamples, int tests, double alpha,
			double minShareChange, int shiftCount, List<Shift> shifts) {

		public HotspotComparison {
			require(baseSamples >= 0 && headSamples >= 0 && tests >= 0, "counts must not be negative");
			require(shiftCount >= shifts.size(), "shiftCount must count at least the shifts listed");
		}

	}

	/**
	 * A method whose share of the samples moved.
	 *
	 * @param method {@code class.method}
	 * @param measure total (on the stack) or self (on top)
	 * @param baseCount base's samples with it
	 * @param headCount head's
	 * @param baseShare baseCount / base's samples
	 * @param headShare headCount / head's samples
	 * @param shareChange headShare - baseShare
	 * @param pValue Fisher's exact test, two-sided, not adjusted
	 * @param newInHead whether base never ran it
	 */
	public record Shift(String method, Measure measure, long baseCount, long headCount, double baseShare,
			double headShare, double shareChange, double pValue, boolean newInHead) {

		public Shift {
			require(baseCount >= 0 && headCount >= 0, "counts must not be negative");
		}

	}

	/**
	 * The flame graph.
	 *
	 * @param file its file, or null when none was drawn
	 * @param samples the execution samples it shows
	 * @param problem why there is no (useful) flame graph, or null
	 */
	public record FlameGraph(@Nullable String file, long samples, @Nullable String problem) {

	}

	/** The rule check's verdict: jfr-rules' own, or skipped. */
	public enum RulesStatus {

		PASS(Status.PASS), WARN(Status.WARN), FAIL(Status.FAIL), SKIPPED(null);

		private final Status verdict;

		RulesStatus(Status verdict) {
			this.verdict = verdict;
		}

		/**
		 * Returns the status of a check that ran.
		 * @param verdict the check's verdict
		 * @return its status
		 */
		public static RulesStatus of(Status verdict) {
			return switch (verdict) {
				case PASS -> PASS;
				case WARN -> WARN;
				case FAIL -> FAIL;
			};
		}

		/**
		 * Returns the check's verdict.
		 * @return it, or null when the check was skipped
		 */
		public Status verdict() {
			return this.verdict;
		}

		@JsonValue
		public String id() {
			return name().toLowerCase(Locale.ROOT);
		}

	}

	/** Whether the execution samples were compared. */
	public enum HotspotsStatus {

		COMPARED, SKIPPED;

		@JsonValue
		public String id() {
			return name().toLowerCase(Locale.ROOT);
		}

	}

	/**
	 * What the types cannot say: reading results.json fails with the message, naming the
	 * object it is about.
	 */
	private static void require(boolean condition, String message) {
		if (!condition) {
			throw new IllegalArgumentException(message);
		}
	}

}
