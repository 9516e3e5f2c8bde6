package dev.perflab.perf.view;

import java.util.ArrayList;
import java.util.List;

import dev.perflab.perf.compare.Sensitivity;
import dev.perflab.perf.metrics.Metric;
import dev.perflab.perf.raw.Mode;
import dev.perflab.perf.results.Results;
import dev.perflab.perf.rules.RuleFilesChange;

/**
 * The view of a run's {@link Results}: the one mapping behind both {@code summary.md} and
 * the pull-request comment.
 */
public final class ResultsView {

	/** The medians single mode shows, in order. */
	static final List<Metric> SINGLE_ROWS = List.of(Metric.RPS, Metric.RATIO_TO_DIRECT, Metric.CPU_PER_REQUEST,
			Metric.LATENCY_P50, Metric.LATENCY_P90, Metric.LATENCY_P99, Metric.LATENCY_MAX);

	private ResultsView() {
	}

	/**
	 * Returns the view of results.
	 * @param results the results
	 * @return what the summary and the comment show
	 */
	public static RunView of(Results results) {
		boolean compare = results.mode() == Mode.COMPARE;
		Results.Gate gate = results.gate();
		return new RunView(results.verdict(), compare, gate.reasons(), gate.inconclusive(), context(results),
				compare ? metrics(results.comparison()) : List.of(), compare ? List.of() : figures(results.targets()),
				hotspots(results.hotspots()), rules(results.rules()), results.warnings(), environment(results));
	}

	private static RunView.Context context(Results results) {
		Results.Run run = results.run();
		Results.Comparison comparison = results.comparison();
		Results.Aggregate gateway = results.targets().gateway();
		boolean compared = comparison != null;
		return new RunView.Context(run.gitHead(), null, compared ? run.gitBase() : null,
				compared ? run.gitBaseRef() : null, run.gatewayProfile(),
				compared ? comparison.pairedRounds().size() : null, compared ? jvmPairs(run) : null,
				(gateway != null) ? gateway.rounds() : null, results.load().roundDurationSeconds(),
				(long) results.load().wrkThreads(), (long) results.load().wrkConnections(),
				compared ? comparison.perMetricConfidence() : null, compared ? comparison.confidence() : null,
				noise(run));
	}

	/**
	 * The noisy neighbour of {@code --noise} as perf run records it (noise,
	 * noise.busy_ms, noise.idle_ms, noise.cpu_share), in words; null when there was none.
	 */
	private static String noise(Results.Run run) {
		if (!"true".equals(run.extra().get("noise"))) {
			return null;
		}
		String busy = run.extra().get("noise.busy_ms");
		String idle = run.extra().get("noise.idle_ms");
		String share = run.extra().get("noise.cpu_share");
		StringBuilder text = new StringBuilder("a noisy neighbour on the gateway CPU");
		// The comment renders a pull request's results.json: only figures of the expected
		// form get into the text.
		if (busy != null && idle != null && busy.matches("[0-9]{1,6}-[0-9]{1,6}")
				&& idle.matches("[0-9]{1,6}-[0-9]{1,6}")) {
			text.append(" (busy ").append(busy).append(" ms, then idle ").append(idle).append(" ms, at random");
			if (share != null && share.matches("[0-9]{1,3}(\\.[0-9]{1,6})?")) {
				text.append("; it ran ").append(Math.round(Double.parseDouble(share) * 100)).append("% of its time");
			}
			text.append(')');
		}
		return text.toString();
	}

	/**
	 * The JVM pairs of a run, as perf run records them ({@code forks} in run.properties
	 * counts every pair of every fork); null for runs without forks.
	 */
	private static Integer jvmPairs(Results.Run run) {
		String forks = run.extra().get("forks");
		return (forks != null && forks.matches("[1-9][0-9]{0,5}")) ? Integer.valueOf(forks) : null;
	}

	private static List<RunView.MetricRow> metrics(Results.Comparison comparison) {
		return comparison.metrics()
			.stream()
			.map((metric) -> new RunView.MetricRow(metric.metric(), metric.base(), metric.ratio(),
					metric.interval().low(), metric.interval().high(), metric.thresholdPercent(), metric.verdict(),
					metric.note(), sensitivity(metric.sensitivity())))
			.toList();
	}

	private static Sensitivity sensitivity(Results.Sensitivity sensitivity) {
		return (sensitivity != null) ? new Sensitivity(sensitivity.jvmPairs(), sensitivity.betweenPairsPercent(),
				sensitivity.withinPairPercent(), sensitivity.minimumDetectedPercent()) : null;
	}

	private static List<RunView.Figure> figures(Results.Targets targets) {
		List<RunView.Figure> figures = new ArrayList<>();
		for (Metric metric : SINGLE_ROWS) {
			Results.Spread direct = spread(targets.direct(), metric);
			Results.Spread gateway = spread(targets.gateway(), metric);
			if (direct == null && gateway == null) {
				continue;
			}
			figures.add(new RunView.Figure(metric, (direct != null) ? direct.median() : null,
					(gateway != null) ? gateway.median() : null, (gateway != null) ? gateway.min() : null,
					(gateway != null) ? gateway.max() : null, (gateway != null) ? gateway.cv() : null));
		}
		return figures;
	}

	private static Results.Spread spread(Results.Aggregate target, Metric metric) {
		return (target != null) ? target.metrics().get(metric) : null;
	}

	private static RunView.Hotspots hotspots(Results.Hotspots hotspots) {
		if (hotspots == null) {
			return null;
		}
		Results.HotspotComparison comparison = hotspots.comparison();
		if (comparison == null) {
			return RunView.Hotspots.skipped(hotspots.reason());
		}
		return new RunView.Hotspots(null, comparison.baseSamples(), comparison.headSamples(), comparison.tests(),
				comparison.alpha(), comparison.minShareChange(), comparison.shiftCount(),
				comparison.shifts()
					.stream()
					.map((shift) -> new RunView.Shift(shift.method(), shift.measure().id(), shift.baseCount(),
							shift.headCount()))
					.toList());
	}

	private static RunView.Rules rules(Results.Rules rules) {
		Results.FilesChanged files = rules.filesChanged();
		RuleFilesChange change = (files != null) ? new RuleFilesChange(files.added(), files.removed(), files.changed())
				: null;
		Results.RuleCheck check = rules.check();
		if (check == null) {
			return new RunView.Rules(rules.status().id(), rules.reason(), List.of(), null, null, null, change);
		}
		List<RunView.RuleLine> lines = check.results()
			.stream()
			.map((rule) -> new RunView.RuleLine(rule.id(), rule.severity().id(), rule.status().id(), rule.rows(),
					rule.limit(), rule.finding()))
			.toList();
		return new RunView.Rules(rules.status().id(), null, lines, check.summary().pass(), check.summary().warn(),
				check.summary().fail(), change);
	}

	private static RunView.Environment environment(Results results) {
		Results.Environment environment = results.environment();
		Results.Layout layout = results.layout();
		Results.Warmup warmup = results.run().warmup();
		return new RunView.Environment(Figures.jdk(environment.javaVersion()), Figures.orUnknown(environment.os()),
				Figures.orUnknown(environment.cpuModel()), (long) environment.cpuCount(), layout.gatewayCpus(),
				layout.servicesCpus(), layout.wrkCpus(), Figures.orUnknown(environment.wrkVersion()), warmup.seconds(),
				warmup.stable(),
				environment.hostFreezes()
					.stream()
					.map((cpu) -> new RunView.Frozen(cpu.cpu(), cpu.frozenFraction()))
					.toList(),
				results.run().startedAt());
	}

}
