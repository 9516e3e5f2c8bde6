package dev.perflab.perf.results;

import java.util.List;
import java.util.Locale;
import java.util.Map;

import com.fasterxml.jackson.annotation.JsonValue;
import dev.perflab.jfrrules.check.Status;
import dev.perflab.jfrrules.rules.Severity;
import dev.perflab.perf.compare.ExceptionChange;
import dev.perflab.perf.compare.MetricComparison;
import dev.perflab.perf.compare.SequentialDesign;
import dev.perflab.perf.compare.ShardPooling;
import dev.perflab.perf.compare.Thresholds;
import dev.perflab.perf.flamegraph.SideSamples;
import dev.perflab.perf.flamegraph.Weighing;
import dev.perflab.perf.hotspots.Measure;
import dev.perflab.perf.json.Nullable;
import dev.perflab.perf.metrics.Round;
import dev.perflab.perf.metrics.TargetSummary;
import dev.perflab.perf.raw.ForkWarmUp;
import dev.perflab.perf.raw.Stopping;
import dev.perflab.perf.raw.HostFreeze;
import dev.perflab.perf.raw.JfrWindow;
import dev.perflab.perf.raw.Layout;
import dev.perflab.perf.raw.Mode;
import dev.perflab.perf.raw.Noise;
import dev.perflab.perf.raw.Target;
import dev.perflab.perf.raw.Traffic;
import dev.perflab.perf.rules.RuleFilesChange;

/**
 * {@code results.json}: what a perf run measured and concluded, the one contract between
 * the report tool that writes it and everything that reads it back (the pull-request
 * comment, the annotations, the self-test). {@code results.schema.json} describes every
 * field, once (the records here only name them); {@link ResultsJson} writes and reads it.
 * Every key is always written; a value is null only where its component is
 * {@link Nullable}. Enumerations are written by their ids ({@code pass},
 * {@code cpuUsPerRequest}, ...). The compact constructors check what the schema cannot
 * say in types, so that a reader never sees a half-present part.
 */
public record Results(int schemaVersion, String tool, String generatedAt, Mode mode, Outcome verdict, int exitCode,
		Gate gate, List<String> warnings, Run run, Environment environment, Layout layout, Load load,
		List<Round> rounds, Targets targets, @Nullable Comparison comparison, Rules rules, @Nullable Hotspots hotspots,
		FlameGraph flameGraph, @Nullable FlameGraphDiff flameGraphDiff,
		@Nullable FlameGraphDiff allocationFlameGraphDiff, @Nullable Pool pool, List<String> files) {

	public Results {
		boolean compare = mode == Mode.COMPARE;
		require(compare == (comparison != null), "comparison must be there in compare mode and only there");
		require(compare == (hotspots != null), "hotspots must be there in compare mode and only there");
		require(compare == (flameGraphDiff != null), "flameGraphDiff must be there in compare mode and only there");
		require(compare == (allocationFlameGraphDiff != null),
				"allocationFlameGraphDiff must be there in compare mode and only there");
		if (compare) {
			flameGraphDiff.requireFilesOf(Weighing.CPU);
			allocationFlameGraphDiff.requireFilesOf(Weighing.ALLOCATION);
		}
		require(pool == null || compare, "pool must be null outside compare mode");
		require(verdict == gate.outcome(), "verdict must be gate.outcome");
		require(exitCode == gate.exitCode(), "exitCode must be the gate's");
	}

	/** What ran. */
	public record Run(int schema, String startedAt, String gitHead, @Nullable String gitBase,
			@Nullable String gitBaseRef, String gatewayProfile, int forks, int pairs, int windows, Stopping stopping,
			Warmup warmup, JfrWindow jfrWindow, @Nullable Noise noise, Map<String, String> extra) {

		/**
		 * The {@code --meta} key of a push's compare against the trend's reference
		 * ({@code perf-ci.sh --reference}): the reference file, so that the summary names
		 * the base as the reference.
		 */
		public static final String TREND_REFERENCE = "trend.reference";

		/**
		 * The {@code --meta} key of one shard of a compare fanned out over several
		 * runners: its number, 1 to the shards asked for ({@code perf pool}).
		 */
		public static final String SHARD = "perf.shard";

	}

	/** The warm-up. */
	public record Warmup(double seconds, boolean stable, List<ForkWarmUp> forks) {

	}

	/** Where the run ran. */
	public record Environment(String javaVersion, String javaHome, String os, String cpuModel, int cpuCount,
			String wrkVersion, List<HostFreeze> hostFreezes) {

	}

	/**
	 * The load: wrk's settings, the workload and where it went.
	 *
	 * @param traffic the workload's requests, the gateway's routes and what each counted
	 * @param sent the requests wrk sent to the measured gateway (head, or the single
	 * run's gateway) in the measured windows, by request name
	 */
	public record Load(int wrkThreads, int wrkConnections, double roundDurationSeconds, int rounds, Traffic traffic,
			Map<String, Long> sent) {

		/** Returns the routes of the gateway that got no request, in its order. */
		public List<String> unrouted() {
			return this.traffic.routes()
				.stream()
				.filter((route) -> route.requests() == 0)
				.map(Traffic.Route::id)
				.toList();
		}

	}

	/** The aggregates of each target; null for a target that did not run. */
	public record Targets(@Nullable TargetSummary direct, @Nullable TargetSummary gateway, @Nullable TargetSummary base,
			@Nullable TargetSummary head) {

		public static Targets of(Map<Target, TargetSummary> byTarget) {
			return new Targets(byTarget.get(Target.DIRECT), byTarget.get(Target.GATEWAY), byTarget.get(Target.BASE),
					byTarget.get(Target.HEAD));
		}

	}

	/** Base against head. */
	public record Comparison(String method, double confidence, double perMetricConfidence, Thresholds thresholdsPercent,
			List<SequentialDesign.Look> looks, List<Integer> pairedRounds, List<Integer> unpairedRounds,
			List<MetricComparison> metrics, @Nullable ExceptionChange exceptions) {

		public Comparison {
			require(confidence > 0 && confidence < 1, "confidence must be between 0 and 1");
			require(perMetricConfidence > 0 && perMetricConfidence < 1, "perMetricConfidence must be between 0 and 1");
		}

	}

	/** The JFR rule check. */
	public record Rules(RulesStatus status, @Nullable String reason, @Nullable RuleCheck check,
			@Nullable RuleFilesChange filesChanged) {

		public Rules {
			boolean skipped = status == RulesStatus.SKIPPED;
			require(skipped == (reason != null), "reason must be there when the check was skipped and only then");
			require(skipped == (check == null), "check must be there when the check ran and only then");
		}

		/**
		 * Returns the outcome in a few words: {@code pass (0 fail, 1 warn, 2 pass)} or
		 * {@code skipped}.
		 */
		public String describe() {
			if (this.check == null) {
				return this.status.id();
			}
			RuleCounts counts = this.check.summary();
			return this.status.id() + " (" + counts.fail() + " fail, " + counts.warn() + " warn, " + counts.pass()
					+ " pass)";
		}

	}

	/** What the rule check found. */
	public record RuleCheck(String file, String recording, RuleCounts summary, List<RuleResult> results,
			List<ParameterSet> parametersSet) {

	}

	/**
	 * A rule parameter the check was told another value for ({@code --set}): a verdict
	 * reached with a budget the rule file does not have says so wherever it is read.
	 *
	 * @param rule the rule's id
	 * @param parameter the parameter's name
	 * @param value the value the check used, as the rule's title says it (e.g.
	 * {@code 95%})
	 * @param declared the value the rule file declares
	 */
	public record ParameterSet(String rule, String parameter, String value, String declared) {

		/**
		 * Returns it as it was given, with the file's own:
		 * {@code route-lookup.budget=95% (the rule says 10%)}.
		 */
		public String text() {
			return this.rule + "." + this.parameter + "=" + this.value + " (the rule says " + this.declared + ")";
		}

	}

	/** The rules by status. */
	public record RuleCounts(long pass, long warn, long fail) {

		public RuleCounts {
			require(pass >= 0 && warn >= 0 && fail >= 0, "counts must not be negative");
		}

	}

	/** One rule's outcome. */
	public record RuleResult(String id, Severity severity, Status status, long rows, long limit,
			@Nullable String finding) {

	}

	/** Where the time went: base's and head's execution samples compared. */
	public record Hotspots(HotspotsStatus status, @Nullable String reason, @Nullable HotspotComparison comparison) {

		public Hotspots {
			boolean skipped = status == HotspotsStatus.SKIPPED;
			require(skipped == (reason != null), "reason must be there when skipped and only then");
			require(skipped == (comparison == null), "comparison must be there when compared and only then");
		}

		public static Hotspots skipped(String reason) {
			return new Hotspots(HotspotsStatus.SKIPPED, reason, null);
		}

	}

	/** The methods whose share of the samples moved. */
	public record HotspotComparison(String method, long baseSamples, long headSamples, int tests, double alpha,
			double minShareChange, int shiftCount, List<Shift> shifts) {

		public HotspotComparison {
			require(baseSamples >= 0 && headSamples >= 0 && tests >= 0, "counts must not be negative");
			require(shiftCount >= shifts.size(), "shiftCount must count at least the shifts listed");
		}

	}

	/** A method whose share of the samples moved. */
	public record Shift(String method, Measure measure, long baseCount, long headCount, double baseShare,
			double headShare, double shareChange, double pValue, boolean newInHead) {

		public Shift {
			require(baseCount >= 0 && headCount >= 0, "counts must not be negative");
		}

	}

	/** The flame graph. */
	public record FlameGraph(@Nullable String file, long samples, @Nullable String problem) {

		public static FlameGraph none(String problem) {
			return new FlameGraph(null, 0, problem);
		}

	}

	/**
	 * The differential flame graphs of a compare, of one {@link Weighing}: CPU
	 * ({@code flameGraphDiff}) or allocation ({@code allocationFlameGraphDiff}). Their
	 * file names are fixed, so that the pull-request comment can link them without taking
	 * a link from the file it renders.
	 */
	public record FlameGraphDiff(@Nullable String file, @Nullable String goneFile, @Nullable SideSamples base,
			@Nullable SideSamples head, @Nullable String problem) {

		public FlameGraphDiff {
			boolean drawn = problem == null;
			require(drawn == (file != null) && drawn == (goneFile != null) && drawn == (base != null)
					&& drawn == (head != null), "file, goneFile, base and head must be there when drawn and only then");
		}

		public static FlameGraphDiff none(String problem) {
			return new FlameGraphDiff(null, null, null, null, problem);
		}

		/** Checks the file names are the weighing's, the only ones a reader links. */
		void requireFilesOf(Weighing weighing) {
			require(this.file == null || this.file.equals(weighing.file()),
					"file must be " + weighing.file() + " or null");
			require(this.goneFile == null || this.goneFile.equals(weighing.goneFile()),
					"goneFile must be " + weighing.goneFile() + " or null");
		}

	}

	/**
	 * How the compares of several runners were pooled ({@code perf pool}); null in a
	 * compare of one runner.
	 *
	 * @param method how the shards were pooled, in words
	 * @param expected the shards asked for
	 * @param shards the shards pooled, in shard order
	 * @param missing the shards asked for that left no results (failed or cancelled)
	 * @param metrics how each metric was pooled
	 */
	public record Pool(String method, int expected, List<Shard> shards, List<Integer> missing,
			List<ShardPooling.Pooling> metrics) {

		public Pool {
			require(!shards.isEmpty(), "a pool has at least one shard");
			require(shards.size() + missing.size() == expected, "shards and missing must add up to expected");
		}

	}

	/**
	 * One runner's compare, as it judged itself.
	 *
	 * @param shard its number, 1 to the shards expected
	 * @param file the results.json it was read from, as given
	 * @param cpuModel the runner's CPU
	 * @param cpu its own CPU per request comparison: ratio, interval, verdict
	 * @param verdict its own verdict
	 */
	public record Shard(int shard, String file, String cpuModel, int cpuCount, MetricComparison cpu, Outcome verdict) {

		public Shard {
			require(shard >= 1, "shard must be 1 or more");
		}

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
		 * @return its status
		 */
		public static RulesStatus of(Status verdict) {
			return switch (verdict) {
				case PASS -> PASS;
				case WARN -> WARN;
				case FAIL -> FAIL;
			};
		}

		/** Returns the check's verdict, or null when the check was skipped. */
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
