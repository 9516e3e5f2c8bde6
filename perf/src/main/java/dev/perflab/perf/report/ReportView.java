package dev.perflab.perf.report;

import java.util.ArrayList;
import java.util.List;

import dev.perflab.jfrrules.check.RuleResult;
import dev.perflab.jfrrules.check.Status;
import dev.perflab.perf.compare.Comparison;
import dev.perflab.perf.compare.MetricComparison;
import dev.perflab.perf.hotspots.HotspotComparison;
import dev.perflab.perf.metrics.Metric;
import dev.perflab.perf.metrics.Spread;
import dev.perflab.perf.metrics.TargetSummary;
import dev.perflab.perf.raw.RunInfo;
import dev.perflab.perf.raw.Target;
import dev.perflab.perf.view.RunView;

/**
 * The view of a report in memory, as {@code summary.md} shows it; the comment builds the
 * same view from results.json.
 */
final class ReportView {

	static final List<Metric> SINGLE_ROWS = List.of(Metric.RPS, Metric.RATIO_TO_DIRECT, Metric.CPU_PER_REQUEST,
			Metric.LATENCY_P50, Metric.LATENCY_P90, Metric.LATENCY_P99, Metric.LATENCY_MAX);

	private ReportView() {
	}

	static RunView of(Report report) {
		RunInfo info = report.info();
		Comparison comparison = report.comparison();
		TargetSummary gateway = report.targets().get(Target.GATEWAY);
		RunView.Context context = new RunView.Context(info.gitHead(), null, report.isCompare() ? info.gitBase() : null,
				report.isCompare() ? info.gitBaseRef() : null, info.gatewayProfile(),
				(comparison != null) ? comparison.pairedRounds().size() : null, forks(info),
				(gateway != null) ? gateway.rounds() : null, info.roundDurationSeconds(), (long) info.wrkThreads(),
				(long) info.wrkConnections(), (comparison != null) ? comparison.perMetricConfidence() : null,
				(comparison != null) ? comparison.settings().confidence() : null);
		return new RunView(report.gate().outcome(), report.isCompare(), report.gate().reasons(),
				report.gate().inconclusive(), context, metrics(comparison), figures(report), hotspots(report),
				rules(report), report.warnings(), environment(info));
	}

	private static Integer forks(RunInfo info) {
		String forks = info.extra().get("forks");
		return (forks != null && forks.matches("[1-9][0-9]{0,5}")) ? Integer.valueOf(forks) : null;
	}

	private static List<RunView.MetricRow> metrics(Comparison comparison) {
		if (comparison == null) {
			return List.of();
		}
		List<RunView.MetricRow> rows = new ArrayList<>();
		for (MetricComparison metric : comparison.metrics()) {
			rows.add(new RunView.MetricRow(metric.metric(), metric.baseMedian(), metric.ratio(), metric.low(),
					metric.high(), metric.thresholdPercent(), metric.verdict(), metric.note()));
		}
		return rows;
	}

	private static List<RunView.Figure> figures(Report report) {
		if (report.isCompare()) {
			return List.of();
		}
		TargetSummary direct = report.targets().get(Target.DIRECT);
		TargetSummary gateway = report.targets().get(Target.GATEWAY);
		List<RunView.Figure> figures = new ArrayList<>();
		for (Metric metric : SINGLE_ROWS) {
			Spread g = (gateway != null) ? gateway.get(metric) : null;
			Spread d = (direct != null) ? direct.get(metric) : null;
			if (g == null && d == null) {
				continue;
			}
			figures.add(new RunView.Figure(metric, (d != null) ? d.median() : null, (g != null) ? g.median() : null,
					(g != null) ? g.min() : null, (g != null) ? g.max() : null, (g != null) ? g.cv() : null));
		}
		return figures;
	}

	static RunView.Hotspots hotspots(Report report) {
		HotspotsOutcome outcome = report.hotspots();
		if (outcome == null) {
			return null;
		}
		if (outcome.comparison() == null) {
			return RunView.Hotspots.skipped(outcome.skippedBecause());
		}
		HotspotComparison comparison = outcome.comparison();
		return new RunView.Hotspots(null, comparison.baseSamples(), comparison.headSamples(), comparison.tests(),
				comparison.alpha(), comparison.minShareChange(),
				comparison.shifts()
					.stream()
					.map((shift) -> new RunView.Shift(shift.method(), shift.measure().id(), shift.baseCount(),
							shift.headCount()))
					.toList());
	}

	private static RunView.Rules rules(Report report) {
		if (!report.rules().ran()) {
			return new RunView.Rules("skipped", report.rules().skippedBecause(), List.of(), null, null, null,
					report.ruleFilesChange());
		}
		List<RunView.RuleLine> lines = new ArrayList<>();
		for (RuleResult result : report.rules().report().results()) {
			lines.add(new RunView.RuleLine(result.rule().id(), result.rule().severity().id(), result.status().id(),
					result.rowCount(), result.rule().limit(), RuleFinding.of(result)));
		}
		var check = report.rules().report();
		return new RunView.Rules(report.rules().status(), null, lines, check.count(Status.PASS),
				check.count(Status.WARN), check.count(Status.FAIL), report.ruleFilesChange());
	}

	private static RunView.Environment environment(RunInfo info) {
		return new RunView.Environment(Fingerprint.jdk(info.javaVersion()), Fingerprint.orUnknown(info.os()),
				Fingerprint.orUnknown(info.cpuModel()), (long) info.cpuCount(), info.layout().gatewayCpus(),
				info.layout().servicesCpus(), info.layout().wrkCpus(), Fingerprint.orUnknown(info.wrkVersion()),
				info.warmupSeconds(), info.warmupStable(),
				HostFreezes.of(info)
					.stream()
					.map((cpu) -> new RunView.Frozen(cpu.cpu(), cpu.frozenFraction()))
					.toList(),
				info.startedAt());
	}

}
