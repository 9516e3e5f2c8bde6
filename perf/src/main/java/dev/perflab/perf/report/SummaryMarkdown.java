package dev.perflab.perf.report;

import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;

import dev.perflab.jfrrules.check.RuleResult;
import dev.perflab.jfrrules.report.MarkdownReportWriter;
import dev.perflab.perf.compare.Comparison;
import dev.perflab.perf.compare.MetricComparison;
import dev.perflab.perf.metrics.Metric;
import dev.perflab.perf.metrics.Spread;
import dev.perflab.perf.metrics.TargetSummary;
import dev.perflab.perf.raw.RunInfo;
import dev.perflab.perf.raw.Target;

/**
 * Renders {@code summary.md}: what a pull-request comment or a job summary shows. It
 * reads top-down: the verdict and why, the figures, the JFR rules with their evidence
 * folded, the environment, the files.
 * <p>
 * GitHub rejects comments over 65,536 characters. The evidence is the only part that can
 * grow without bound, so when the text is too long it is rendered again without the
 * evidence, which stays complete in {@code rules.json}.
 */
final class SummaryMarkdown {

	/** Well under GitHub's 65,536-character limit, leaving room for a comment header. */
	static final int LIMIT = 60_000;

	private static final List<Metric> SINGLE_ROWS = List.of(Metric.RPS, Metric.RATIO_TO_DIRECT, Metric.CPU_PER_REQUEST,
			Metric.LATENCY_P50, Metric.LATENCY_P90, Metric.LATENCY_P99, Metric.LATENCY_MAX);

	private SummaryMarkdown() {
	}

	static String render(Report report, List<String> files) {
		String text = render(report, files, true);
		if (text.length() <= LIMIT) {
			return text;
		}
		text = render(report, files, false);
		if (text.length() <= LIMIT) {
			return text;
		}
		String cut = "\n\n*(summary cut at " + Numbers.count(LIMIT) + " characters: see results.json)*\n";
		return text.substring(0, LIMIT - cut.length()) + cut;
	}

	private static String render(Report report, List<String> files, boolean evidence) {
		StringBuilder md = new StringBuilder();
		header(md, report);
		if (report.isCompare()) {
			comparison(md, report);
		}
		else {
			single(md, report);
		}
		warnings(md, report);
		rules(md, report, evidence);
		flameGraph(md, report);
		environment(md, report.info());
		files(md, report, files);
		return md.toString();
	}

	private static void header(StringBuilder md, Report report) {
		Gate gate = report.gate();
		String title = report.isCompare() ? "Gateway performance, head vs base" : "Gateway performance";
		md.append("## ")
			.append(gate.passed() ? "✅ " : "❌ ")
			.append(title)
			.append(": ")
			.append(gate.passed() ? "pass" : "fail")
			.append("\n\n");
		if (!gate.passed()) {
			md.append("**The gate failed:**\n\n");
			gate.reasons().forEach((reason) -> md.append("- ").append(reason).append('\n'));
			md.append('\n');
		}
		RunInfo info = report.info();
		String load = "wrk -t" + info.wrkThreads() + " -c" + info.wrkConnections();
		if (report.isCompare()) {
			Comparison comparison = report.comparison();
			int pairs = comparison.pairedRounds().size();
			md.append("Head ")
				.append(Markdown.code(Fingerprint.shortSha(info.gitHead())))
				.append(" vs base ")
				.append(Markdown.code(Fingerprint.shortSha(info.gitBase())))
				.append(" (")
				.append(Markdown.code(String.valueOf(info.gitBaseRef())))
				.append(") · profile ")
				.append(Markdown.code(info.gatewayProfile()))
				.append(" · ")
				.append(pairs)
				.append(" interleaved base/head ")
				.append((pairs == 1) ? "pair" : "pairs")
				.append(" of ")
				.append(Numbers.seconds(info.roundDurationSeconds()))
				.append(", ")
				.append(load)
				.append(" · ")
				.append(Numbers.level(comparison.perMetricConfidence()))
				.append("% intervals (Student t of the per-pair ratios; ")
				.append(Numbers.level(comparison.settings().confidence()))
				.append("% for all ")
				.append(comparison.metrics().size())
				.append(" metrics together)\n\n");
		}
		else {
			TargetSummary gateway = report.targets().get(Target.GATEWAY);
			md.append("Commit ")
				.append(Markdown.code(Fingerprint.shortSha(info.gitHead())))
				.append(" · profile ")
				.append(Markdown.code(info.gatewayProfile()))
				.append(" · ")
				.append(gateway.rounds())
				.append((gateway.rounds() == 1) ? " round" : " rounds")
				.append(" of ")
				.append(Numbers.seconds(info.roundDurationSeconds()))
				.append(" per target, ")
				.append(load)
				.append(" · medians over rounds\n\n");
		}
	}

	private static void single(StringBuilder md, Report report) {
		TargetSummary direct = report.targets().get(Target.DIRECT);
		TargetSummary gateway = report.targets().get(Target.GATEWAY);
		md.append("| metric | direct (control) | gateway | gateway min – max | gateway CV |\n");
		md.append("|---|---:|---:|---:|---:|\n");
		for (Metric metric : SINGLE_ROWS) {
			Spread g = gateway.get(metric);
			Spread d = (direct != null) ? direct.get(metric) : null;
			if (g == null && d == null) {
				continue;
			}
			md.append("| ")
				.append(label(metric))
				.append(" | ")
				.append((d != null) ? Numbers.metric(metric, d.median()) : "")
				.append(" | **")
				.append((g != null) ? Numbers.metric(metric, g.median()) : "–")
				.append("** | ")
				.append((g != null) ? Numbers.metric(metric, g.min()) + " – " + Numbers.metric(metric, g.max()) : "")
				.append(" | ")
				.append((g != null) ? Numbers.percent(g.cv()) : "")
				.append(" |\n");
		}
		md.append("| failed requests (errors + non-2xx) | ")
			.append((direct != null) ? Numbers.count(direct.errors() + direct.non2xx()) : "")
			.append(" | ")
			.append(Numbers.count(gateway.errors() + gateway.non2xx()))
			.append(" of ")
			.append(Numbers.count(gateway.requests()))
			.append(" | | |\n\n");
		md.append("CPU per request is the serving process's own: hello-service for direct, the gateway for gateway. ");
		cpuByProcess(md, "All processes during gateway rounds", gateway);
	}

	private static void comparison(StringBuilder md, Report report) {
		Comparison comparison = report.comparison();
		String confidence = Numbers.level(comparison.perMetricConfidence());
		md.append("| metric | base | head | change | ")
			.append(confidence)
			.append("% interval | threshold | verdict |\n");
		md.append("|---|---:|---:|---:|---:|---:|---|\n");
		for (MetricComparison metric : comparison.metrics()) {
			Metric m = metric.metric();
			md.append("| ")
				.append(label(m))
				.append(" | ")
				.append(Numbers.metric(m, metric.baseMedian()))
				.append(" | ")
				.append(Numbers.metric(m, metric.headMedian()))
				.append(" | ")
				.append(Numbers.change(metric.changePercent()))
				.append(" | ")
				.append(interval(metric))
				.append(" | ±")
				.append(Numbers.plain(metric.thresholdPercent()))
				.append("% | ")
				.append(verdict(metric))
				.append(" |\n");
		}
		md.append('\n');
		md.append("Change = geometric mean of the per-pair ratios head/base; base and head columns are medians. ")
			.append("A metric regresses only when the change is beyond its threshold and the interval excludes no change.\n\n");
		TargetSummary base = report.targets().get(Target.BASE);
		TargetSummary head = report.targets().get(Target.HEAD);
		md.append("Round-to-round spread (CV): ");
		StringJoiner spreads = new StringJoiner(", ");
		for (Metric metric : List.of(Metric.CPU_PER_REQUEST, Metric.RPS)) {
			spreads.add(metric.label() + " base " + Numbers.percent(cv(base, metric)) + ", head "
					+ Numbers.percent(cv(head, metric)));
		}
		md.append(spreads).append(". ");
		TargetSummary direct = report.targets().get(Target.DIRECT);
		if (direct != null) {
			md.append("Direct backend (control): ")
				.append(Numbers.metric(Metric.RPS, direct.get(Metric.RPS).median()))
				.append(" req/s, CV ")
				.append(Numbers.percent(direct.get(Metric.RPS).cv()))
				.append(". ");
		}
		cpuByProcess(md, "All processes during head rounds", head);
	}

	private static Double cv(TargetSummary summary, Metric metric) {
		Spread spread = (summary != null) ? summary.get(metric) : null;
		return (spread != null) ? spread.cv() : null;
	}

	private static void cpuByProcess(StringBuilder md, String title, TargetSummary summary) {
		StringJoiner processes = new StringJoiner(", ");
		for (Map.Entry<String, Spread> entry : summary.cpuByProcess().entrySet()) {
			processes.add(Markdown.code(entry.getKey()) + " "
					+ Numbers.metric(Metric.CPU_PER_REQUEST, entry.getValue().median()) + " µs");
		}
		md.append(title).append(": ").append(processes).append(" per request.\n\n");
	}

	private static String interval(MetricComparison metric) {
		if (metric.low() == null) {
			return "–";
		}
		return Numbers.change((metric.low() - 1) * 100) + " … " + Numbers.change((metric.high() - 1) * 100);
	}

	private static String verdict(MetricComparison metric) {
		String text = switch (metric.verdict()) {
			case REGRESSED -> "🔴 **regressed**";
			case IMPROVED -> "🟢 improved";
			case UNCHANGED -> "⚪ unchanged";
			case INCONCLUSIVE -> "❔ inconclusive";
		};
		return (metric.note() != null) ? text + " (" + metric.note() + ")" : text;
	}

	private static String label(Metric metric) {
		return switch (metric) {
			case RATIO_TO_DIRECT -> "gateway / direct RPS";
			case CPU_PER_REQUEST -> "CPU per request (µs)";
			default -> metric.label() + " (" + metric.unit() + ")";
		};
	}

	private static void warnings(StringBuilder md, Report report) {
		if (report.warnings().isEmpty()) {
			return;
		}
		md.append("**Warnings:**\n\n");
		report.warnings().forEach((warning) -> md.append("- ⚠️ ").append(warning).append('\n'));
		md.append('\n');
	}

	private static void rules(StringBuilder md, Report report, boolean evidence) {
		if (!report.rules().ran()) {
			md.append("### JFR rules: skipped\n\nNot run: ").append(report.rules().skippedBecause()).append(".\n\n");
			return;
		}
		if (evidence) {
			md.append(MarkdownReportWriter.toMarkdown(report.rules().report())).append('\n');
			return;
		}
		md.append("### JFR rules: ").append(report.rules().describe()).append("\n\n");
		md.append("| rule | severity | status | rows (limit) |\n|---|---|---|---:|\n");
		for (RuleResult result : report.rules().report().results()) {
			md.append("| ")
				.append(Markdown.code(result.rule().id()))
				.append(" | ")
				.append(result.rule().severity().id())
				.append(" | ")
				.append(result.status().id())
				.append(" | ")
				.append(Numbers.count(result.rowCount()))
				.append(" (")
				.append(result.rule().limit())
				.append(") |\n");
		}
		md.append("\n*Evidence left out to keep this summary under GitHub's comment size limit: it is in ")
			.append(Markdown.code(ReportFiles.RULES))
			.append(".*\n\n");
	}

	private static void flameGraph(StringBuilder md, Report report) {
		FlameGraphOutcome flame = report.flameGraph();
		String whose = report.isCompare() ? "the head gateway" : "the gateway";
		if (flame.file() != null) {
			md.append("Flame graph of ")
				.append(whose)
				.append(": ")
				.append(Markdown.code(flame.file()))
				.append(" (")
				.append(Numbers.count(flame.samples()))
				.append(" execution samples).\n\n");
		}
		else {
			md.append("No flame graph of ").append(whose).append(": ").append(flame.problem()).append(".\n\n");
		}
	}

	private static void environment(StringBuilder md, RunInfo info) {
		md.append("**Environment:** JDK ")
			.append(Markdown.code(Fingerprint.jdk(info.javaVersion())))
			.append(" · ")
			.append(Markdown.code(Fingerprint.orUnknown(info.os())))
			.append(" · ")
			.append(Markdown.code(Fingerprint.orUnknown(info.cpuModel())))
			.append(", ")
			.append(info.cpuCount())
			.append(" vCPUs · pinned ")
			.append(Markdown.code(info.layout().describe()))
			.append(" · ")
			.append(Markdown.code(Fingerprint.orUnknown(info.wrkVersion())))
			.append(" · warm-up ")
			.append(Numbers.seconds(info.warmupSeconds()))
			.append(info.warmupStable() ? " (stable)" : " (**not stable**)");
		List<HostFreezes> freezes = HostFreezes.of(info);
		if (!freezes.isEmpty()) {
			md.append(" · host froze ");
			for (int i = 0; i < freezes.size(); i++) {
				md.append((i > 0) ? ", " : "")
					.append("cpu")
					.append(freezes.get(i).cpu())
					.append(' ')
					.append(Numbers.percent(freezes.get(i).frozenFraction()));
			}
		}
		md.append(" · started ").append(Markdown.code(info.startedAt())).append("\n\n");
	}

	private static void files(StringBuilder md, Report report, List<String> files) {
		List<String> listed = new ArrayList<>(files);
		listed.add(ReportFiles.SUMMARY);
		for (String recording : List.of("gateway.jfr", "head.jfr", "base.jfr")) {
			if (Files.isRegularFile(report.run().directory().resolve(recording))) {
				listed.add(recording);
			}
		}
		StringJoiner joined = new StringJoiner(" · ");
		listed.forEach((file) -> joined.add(Markdown.code(file)));
		md.append("**Files:** ").append(joined).append('\n');
		boolean troubled = !report.gate().passed() || !report.warnings().isEmpty();
		if (troubled && !report.run().logs().isEmpty()) {
			StringJoiner logs = new StringJoiner(" · ");
			report.run().logs().forEach((log) -> logs.add(Markdown.code(log)));
			md.append("\n**Logs:** ").append(logs).append('\n');
		}
	}

}
