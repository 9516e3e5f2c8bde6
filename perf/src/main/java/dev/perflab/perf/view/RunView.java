package dev.perflab.perf.view;

import java.util.List;

import dev.perflab.perf.text.InertText;
import dev.perflab.perf.compare.Sensitivity;
import dev.perflab.perf.compare.Verdict;
import dev.perflab.perf.metrics.Metric;
import dev.perflab.perf.results.Outcome;
import dev.perflab.perf.rules.RuleFilesChange;

/**
 * Everything the summary and the pull-request comment show of a run, made from its
 * {@code Results} by {@link ResultsView}: the report's own for {@code summary.md}, read
 * back from an untrusted results.json for the comment. One source and one mapping, so the
 * two cannot say different things. Strings are shown only through {@link InertText}.
 *
 * @param outcome pass, fail or inconclusive
 * @param compare compare mode (base vs head) or single
 * @param failReasons why the gate failed
 * @param inconclusiveReasons why the run could not judge
 * @param context what was measured and how
 * @param metrics compare mode: one row per compared metric
 * @param figures single mode: the medians
 * @param hotspots compare mode: where the time went, or null
 * @param rules the JFR rule check
 * @param warnings what limits how far the figures can be trusted
 * @param environment where it ran
 */
public record RunView(Outcome outcome, boolean compare, List<String> failReasons, List<String> inconclusiveReasons,
		Context context, List<MetricRow> metrics, List<Figure> figures, Hotspots hotspots, Rules rules,
		List<String> warnings, Environment environment) {

	public RunView {
		failReasons = List.copyOf(failReasons);
		inconclusiveReasons = List.copyOf(inconclusiveReasons);
		metrics = List.copyOf(metrics);
		figures = List.copyOf(figures);
		warnings = List.copyOf(warnings);
	}

	/**
	 * Returns the same view with the head commit and branch a pull request names.
	 * @param headSha the head commit
	 * @param headRef the branch, or null
	 * @return the view
	 */
	public RunView withHead(String headSha, String headRef) {
		Context c = this.context;
		return new RunView(this.outcome, this.compare, this.failReasons, this.inconclusiveReasons,
				new Context(headSha, headRef, c.baseSha(), c.baseRef(), c.profile(), c.windowPairs(), c.jvmPairs(),
						c.rounds(), c.roundSeconds(), c.wrkThreads(), c.wrkConnections(), c.perMetricConfidence(),
						c.confidence(), c.noise()),
				this.metrics, this.figures, this.hotspots, this.rules, this.warnings, this.environment);
	}

	/**
	 * What was measured; any part may be null.
	 *
	 * @param headSha the measured (head) commit
	 * @param headRef the pull request's branch
	 * @param baseSha the base commit
	 * @param baseRef the base's ref
	 * @param profile the gateway's profile
	 * @param windowPairs compared base/head round pairs: one window of one JVM pair each
	 * @param jvmPairs the base/head JVM pairs they ran in, null when not known
	 * @param rounds single mode: rounds per target
	 * @param roundSeconds one round's duration
	 * @param wrkThreads wrk's threads
	 * @param wrkConnections wrk's connections
	 * @param perMetricConfidence each interval's level
	 * @param confidence the family-wise level
	 * @param noise the noisy neighbour of {@code --noise} in words, or null without one
	 */
	public record Context(String headSha, String headRef, String baseSha, String baseRef, String profile,
			Integer windowPairs, Integer jvmPairs, Integer rounds, Double roundSeconds, Long wrkThreads,
			Long wrkConnections, Double perMetricConfidence, Double confidence, String noise) {

	}

	/**
	 * One compared metric. Every figure of the row comes from one estimator, the
	 * geometric mean of the pair ratios: base's median and the head it implies (base x
	 * ratio), never head's own median, which could point the other way.
	 *
	 * @param metric the metric
	 * @param base base's median, or null
	 * @param ratio head / base, or null
	 * @param low the interval's lower end as a ratio, or null
	 * @param high the interval's upper end as a ratio, or null
	 * @param thresholdPercent the threshold, or null
	 * @param verdict the verdict
	 * @param note why there is no verdict, or null
	 * @param sensitivity the smallest change a run with this spread catches, and the
	 * spreads; null without an interval
	 */
	public record MetricRow(Metric metric, Double base, Double ratio, Double low, Double high, Double thresholdPercent,
			Verdict verdict, String note, Sensitivity sensitivity) {

		public Double changePercent() {
			return (this.ratio != null) ? (this.ratio - 1) * 100 : null;
		}

		public Double headImplied() {
			return (this.base != null && this.ratio != null) ? this.base * this.ratio : null;
		}

		/**
		 * Returns the smallest change a run with this spread catches in 95% of runs.
		 * @return percent, or null without an interval
		 */
		public Double minimumDetectedPercent() {
			return (this.sensitivity != null) ? this.sensitivity.minimumDetectedPercent() : null;
		}

	}

	/**
	 * A single-mode median with its spread; any part may be null.
	 *
	 * @param metric the metric
	 * @param direct the direct backend's median
	 * @param gateway the gateway's median
	 * @param min the gateway's smallest round
	 * @param max the gateway's largest round
	 * @param cv the gateway's coefficient of variation
	 */
	public record Figure(Metric metric, Double direct, Double gateway, Double min, Double max, Double cv) {

	}

	/**
	 * Where the time went.
	 *
	 * @param skippedBecause why base and head were not compared, or null
	 * @param baseSamples base's execution samples
	 * @param headSamples head's execution samples
	 * @param tests testable (method, measure) pairs
	 * @param alpha family-wise error rate
	 * @param minShareChange smallest change of share listed
	 * @param shiftCount the shifts found
	 * @param shifts the largest of them, in order
	 */
	public record Hotspots(String skippedBecause, long baseSamples, long headSamples, int tests, double alpha,
			double minShareChange, int shiftCount, List<Shift> shifts) {

		public Hotspots {
			shifts = List.copyOf(shifts);
		}

		public static Hotspots skipped(String reason) {
			return new Hotspots(reason, 0, 0, 0, 0, 0, 0, List.of());
		}

	}

	/**
	 * A method whose share of the samples moved.
	 *
	 * @param method {@code class.method}
	 * @param measure total or self
	 * @param baseCount base's samples with it
	 * @param headCount head's samples with it
	 */
	public record Shift(String method, String measure, long baseCount, long headCount) {

	}

	/**
	 * The JFR rule check.
	 *
	 * @param status pass, warn, fail or skipped
	 * @param skippedBecause why it did not run, or null
	 * @param results each rule that ran, or empty when only counts are known
	 * @param pass rules that passed, or null
	 * @param warn rules that warned, or null
	 * @param fail rules that failed, or null
	 * @param filesChanged what head changed in the rule files and settings against base,
	 * or null when they were not compared
	 */
	public record Rules(String status, String skippedBecause, List<RuleLine> results, Long pass, Long warn, Long fail,
			RuleFilesChange filesChanged) {

		public Rules {
			results = List.copyOf(results);
		}

	}

	/**
	 * One rule's outcome.
	 *
	 * @param id the rule's id
	 * @param severity fail or warn
	 * @param status pass, warn or fail
	 * @param rows the rows it found, or null
	 * @param limit the rows it allows, or null
	 * @param finding the largest finding of a rule that fired, in plain text (event,
	 * detail, thread, counts, durations and the first frame outside the JDK), or null
	 */
	public record RuleLine(String id, String severity, String status, Long rows, Long limit, String finding) {

		public RuleLine(String id, String severity, String status, Long rows, Long limit) {
			this(id, severity, status, rows, limit, null);
		}

	}

	/**
	 * Where the run ran; any part may be null.
	 *
	 * @param javaVersion the JDK
	 * @param os the operating system
	 * @param cpuModel the CPU model
	 * @param cpuCount the vCPUs
	 * @param gatewayCpus the gateway's CPUs
	 * @param servicesCpus the backends' CPUs
	 * @param wrkCpus wrk's CPUs
	 * @param wrkVersion wrk's version line
	 * @param warmupSeconds the warm-up's length
	 * @param warmupStable whether the warm-up settled
	 * @param frozen per CPU, the share of the measured time the host froze it
	 * @param startedAt when the run started
	 */
	public record Environment(String javaVersion, String os, String cpuModel, Long cpuCount, String gatewayCpus,
			String servicesCpus, String wrkCpus, String wrkVersion, Double warmupSeconds, Boolean warmupStable,
			List<Frozen> frozen, String startedAt) {

	}

	/**
	 * How long the host froze one CPU.
	 *
	 * @param cpu the CPU
	 * @param fraction the share of the measured time it was frozen
	 */
	public record Frozen(long cpu, double fraction) {

	}

}
