package dev.perflab.perf.report;

import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;

import dev.perflab.jfrrules.report.MarkdownReportWriter;
import dev.perflab.perf.metrics.Metric;
import dev.perflab.perf.raw.Mode;
import dev.perflab.perf.results.Results;
import dev.perflab.perf.view.Figures;
import dev.perflab.perf.text.InertText;
import dev.perflab.perf.view.RunMarkdown;
import dev.perflab.perf.metrics.Spread;
import dev.perflab.perf.metrics.TargetSummary;
import dev.perflab.perf.raw.RawRun;
import dev.perflab.perf.rules.RulesOutcome;

/**
 * Renders {@code summary.md}: the shared {@link RunMarkdown} of the run's results (what
 * the pull-request comment renders from results.json), then what only the job summary
 * shows: the round-to-round spread, CPU by process and the flame graph (from the same
 * results), and the JFR evidence, recordings and logs (from the check and the run
 * directory, which results.json does not hold).
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

	static String render(Results results, RawRun run, RulesOutcome rules) {
		String text = render(results, run, rules, true);
		if (text.length() <= LIMIT) {
			return text;
		}
		text = render(results, run, rules, false);
		if (text.length() <= LIMIT) {
			return text;
		}
		String cut = "\n\n*(summary cut at " + Figures.count(LIMIT) + " characters: see results.json)*\n";
		return text.substring(0, LIMIT - cut.length()) + cut;
	}

	private static String render(Results results, RawRun run, RulesOutcome rules, boolean evidence) {
		StringBuilder md = new StringBuilder(RunMarkdown.render(results));
		evidence(md, rules, evidence);
		spread(md, results);
		flameGraph(md, results);
		files(md, results, run);
		return md.toString();
	}

	private static void evidence(StringBuilder md, RulesOutcome rules, boolean evidence) {
		if (!rules.ran()) {
			return;
		}
		String text = MarkdownReportWriter.evidence(rules.report());
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

	private static void spread(StringBuilder md, Results results) {
		Results.Targets targets = results.targets();
		if (results.mode() == Mode.COMPARE) {
			StringJoiner spreads = new StringJoiner(", ");
			for (Metric metric : List.of(Metric.CPU_PER_REQUEST, Metric.RPS)) {
				spreads.add(metric.label() + " " + RunMarkdown.baseName(results.run()) + " "
						+ Figures.percent(cv(targets.base(), metric)) + ", head "
						+ Figures.percent(cv(targets.head(), metric)));
			}
			md.append("Round-to-round spread (CV): ").append(spreads).append(". ");
			Spread direct = (targets.direct() != null) ? targets.direct().get(Metric.RPS) : null;
			if (direct != null) {
				md.append("Direct backend (control): ")
					.append(Figures.metric(Metric.RPS, direct.median()))
					.append(" req/s, CV ")
					.append(Figures.percent(direct.cv()))
					.append(". ");
			}
			if (targets.head() != null) {
				cpuByProcess(md, "All processes during head rounds", targets.head());
			}
			return;
		}
		TargetSummary direct = targets.direct();
		TargetSummary gateway = targets.gateway();
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

	private static Double cv(TargetSummary target, Metric metric) {
		Spread spread = (target != null) ? target.metrics().get(metric) : null;
		return (spread != null) ? spread.cv() : null;
	}

	private static void cpuByProcess(StringBuilder md, String title, TargetSummary target) {
		StringJoiner processes = new StringJoiner(", ");
		target.cpuUsPerRequestByProcess()
			.forEach((process, spread) -> processes
				.add(InertText.code(process) + " " + Figures.metric(Metric.CPU_PER_REQUEST, spread.median()) + " µs"));
		md.append(title).append(": ").append(processes).append(" per request.\n\n");
	}

	private static void flameGraph(StringBuilder md, Results results) {
		Results.FlameGraph flame = results.flameGraph();
		String whose = (results.mode() == Mode.COMPARE) ? "the head gateway" : "the gateway";
		boolean drawn = flame.file() != null;
		md.append(drawn ? "Flame graph of " : "No flame graph of ")
			.append(whose)
			.append(": ")
			.append(InertText.code(drawn ? flame.file() : flame.problem()))
			.append(drawn ? " (" + Figures.count(flame.samples()) + " execution samples)" : "")
			.append(".\n\n");
	}

	private static void files(StringBuilder md, Results results, RawRun run) {
		List<String> listed = new ArrayList<>(results.files());
		listed.add(ReportFiles.SUMMARY);
		for (String recording : List.of("gateway.jfr", "head.jfr", "base.jfr")) {
			if (Files.isRegularFile(run.directory().resolve(recording))) {
				listed.add(recording);
			}
		}
		StringJoiner joined = new StringJoiner(" · ");
		listed.forEach((file) -> joined.add(InertText.code(file)));
		md.append("**Files:** ").append(joined).append('\n');
		boolean troubled = !results.gate().passed() || !results.warnings().isEmpty();
		if (troubled && !run.logs().isEmpty()) {
			StringJoiner logs = new StringJoiner(" · ");
			run.logs().forEach((log) -> logs.add(InertText.code(log)));
			md.append("\n**Logs:** ").append(logs).append('\n');
		}
	}

}
