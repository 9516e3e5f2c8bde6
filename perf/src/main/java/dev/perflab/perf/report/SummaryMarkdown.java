package dev.perflab.perf.report;

import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;

import dev.perflab.jfrrules.report.MarkdownReportWriter;
import dev.perflab.perf.metrics.Metric;
import dev.perflab.perf.metrics.Spread;
import dev.perflab.perf.metrics.TargetSummary;
import dev.perflab.perf.raw.Target;
import dev.perflab.perf.results.Results;
import dev.perflab.perf.view.Figures;
import dev.perflab.perf.view.InertText;
import dev.perflab.perf.view.ResultsView;
import dev.perflab.perf.view.RunMarkdown;

/**
 * Renders {@code summary.md}: the shared {@link RunMarkdown} of the run's results (what
 * the pull-request comment renders from results.json), then what only the job summary has
 * at hand: the JFR evidence, the round-to-round spread, CPU by process, the flame graph,
 * the files and the logs.
 * <p>
 * GitHub rejects comments over 65,536 characters. The evidence is the only part that can
 * grow without bound, so when the text is too long it is rendered again without the
 * evidence, which stays complete in {@code rules.json}.
 */
final class SummaryMarkdown {

	/** Well under GitHub's 65,536-character limit, leaving room for a comment header. */
	static final int LIMIT = 60_000;

	private SummaryMarkdown() {
	}

	static String render(Report report, Results results) {
		String text = render(report, results, true);
		if (text.length() <= LIMIT) {
			return text;
		}
		text = render(report, results, false);
		if (text.length() <= LIMIT) {
			return text;
		}
		String cut = "\n\n*(summary cut at " + Figures.count(LIMIT) + " characters: see results.json)*\n";
		return text.substring(0, LIMIT - cut.length()) + cut;
	}

	private static String render(Report report, Results results, boolean evidence) {
		StringBuilder md = new StringBuilder(RunMarkdown.render(ResultsView.of(results)));
		evidence(md, report, evidence);
		spread(md, report);
		flameGraph(md, report);
		files(md, report, results.files());
		return md.toString();
	}

	private static void evidence(StringBuilder md, Report report, boolean evidence) {
		if (!report.rules().ran()) {
			return;
		}
		String text = MarkdownReportWriter.evidence(report.rules().report());
		if (text.isEmpty()) {
			return;
		}
		if (evidence) {
			md.append("#### JFR evidence\n").append(text).append('\n');
			return;
		}
		md.append("*JFR evidence left out to keep this summary under GitHub's comment size limit: it is in ")
			.append(InertText.code(ReportFiles.RULES))
			.append(".*\n\n");
	}

	private static void spread(StringBuilder md, Report report) {
		if (report.isCompare()) {
			TargetSummary base = report.targets().get(Target.BASE);
			TargetSummary head = report.targets().get(Target.HEAD);
			StringJoiner spreads = new StringJoiner(", ");
			for (Metric metric : List.of(Metric.CPU_PER_REQUEST, Metric.RPS)) {
				spreads.add(metric.label() + " base " + Figures.percent(cv(base, metric)) + ", head "
						+ Figures.percent(cv(head, metric)));
			}
			md.append("Round-to-round spread (CV): ").append(spreads).append(". ");
			TargetSummary direct = report.targets().get(Target.DIRECT);
			if (direct != null && direct.get(Metric.RPS) != null) {
				md.append("Direct backend (control): ")
					.append(Figures.metric(Metric.RPS, direct.get(Metric.RPS).median()))
					.append(" req/s, CV ")
					.append(Figures.percent(direct.get(Metric.RPS).cv()))
					.append(". ");
			}
			if (head != null) {
				cpuByProcess(md, "All processes during head rounds", head);
			}
			return;
		}
		TargetSummary direct = report.targets().get(Target.DIRECT);
		TargetSummary gateway = report.targets().get(Target.GATEWAY);
		md.append("Failed requests (errors + non-2xx): gateway ")
			.append(Figures.count(gateway.errors() + gateway.non2xx()))
			.append(" of ")
			.append(Figures.count(gateway.requests()));
		if (direct != null) {
			md.append(", direct ").append(Figures.count(direct.errors() + direct.non2xx()));
		}
		md.append(". CPU per request is the serving process's own: hello-service for direct, the gateway for "
				+ "gateway. ");
		cpuByProcess(md, "All processes during gateway rounds", gateway);
	}

	private static Double cv(TargetSummary summary, Metric metric) {
		Spread spread = (summary != null) ? summary.get(metric) : null;
		return (spread != null) ? spread.cv() : null;
	}

	private static void cpuByProcess(StringBuilder md, String title, TargetSummary summary) {
		StringJoiner processes = new StringJoiner(", ");
		for (Map.Entry<String, Spread> entry : summary.cpuByProcess().entrySet()) {
			processes.add(InertText.code(entry.getKey()) + " "
					+ Figures.metric(Metric.CPU_PER_REQUEST, entry.getValue().median()) + " µs");
		}
		md.append(title).append(": ").append(processes).append(" per request.\n\n");
	}

	private static void flameGraph(StringBuilder md, Report report) {
		FlameGraphOutcome flame = report.flameGraph();
		String whose = report.isCompare() ? "the head gateway" : "the gateway";
		if (flame.file() != null) {
			md.append("Flame graph of ")
				.append(whose)
				.append(": ")
				.append(InertText.code(flame.file()))
				.append(" (")
				.append(Figures.count(flame.samples()))
				.append(" execution samples).\n\n");
		}
		else {
			md.append("No flame graph of ")
				.append(whose)
				.append(": ")
				.append(InertText.code(flame.problem()))
				.append(".\n\n");
		}
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
		listed.forEach((file) -> joined.add(InertText.code(file)));
		md.append("**Files:** ").append(joined).append('\n');
		boolean troubled = !report.gate().passed() || !report.warnings().isEmpty();
		if (troubled && !report.run().logs().isEmpty()) {
			StringJoiner logs = new StringJoiner(" · ");
			report.run().logs().forEach((log) -> logs.add(InertText.code(log)));
			md.append("\n**Logs:** ").append(logs).append('\n');
		}
	}

}
