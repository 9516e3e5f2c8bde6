package dev.perflab.perf.view;

import java.util.List;
import java.util.Locale;
import java.util.StringJoiner;

import dev.perflab.perf.text.InertText;
import dev.perflab.perf.compare.Sensitivity;
import dev.perflab.perf.compare.Verdict;
import dev.perflab.perf.metrics.Metric;
import dev.perflab.perf.results.Outcome;
import dev.perflab.perf.rules.RuleFilesChange;

/**
 * Renders a run for GitHub: the part that {@code summary.md} and the pull-request comment
 * share, which is all of the comment but its marker and links. All structure comes from
 * here; every string of the view appears only as an {@link InertText} code span, and
 * lists are cut at {@value #MAX_ITEMS} items.
 * <p>
 * Only a run that passed gets ✅, anywhere: a reader skimming for green must not find it
 * in a run that could not judge.
 */
public final class RunMarkdown {

	public static final int MAX_ITEMS = 20;

	/** Rows of the hotspot table: the largest shifts; results.json has the rest. */
	public static final int HOTSPOT_ROWS = 8;

	private RunMarkdown() {
	}

	/**
	 * Renders the shared part.
	 * @param view the run
	 * @return Markdown, ending with a blank line
	 */
	public static String render(RunView view) {
		StringBuilder md = new StringBuilder();
		heading(md, view);
		reasons(md, "Why the gate failed", view.failReasons());
		reasons(md, "What this run could not judge", view.inconclusiveReasons());
		if (view.compare()) {
			comparison(md, view.metrics());
			hotspots(md, view.hotspots());
		}
		else {
			single(md, view.figures());
		}
		rules(md, view.rules());
		warnings(md, view.warnings());
		environment(md, view.environment());
		return md.toString();
	}

	static String icon(Outcome outcome) {
		return switch (outcome) {
			case PASS -> "✅";
			case FAIL -> "❌";
			case INCONCLUSIVE -> "⚠️";
		};
	}

	private static void heading(StringBuilder md, RunView view) {
		md.append("## ")
			.append(icon(view.outcome()))
			.append(' ')
			.append(view.compare() ? "Gateway performance, head vs base: " : "Gateway performance: ")
			.append(Headline.of(view))
			.append("\n\n");
		RunView.Context context = view.context();
		StringJoiner parts = new StringJoiner(" · ");
		StringBuilder head = new StringBuilder(view.compare() ? "Head " : "Commit ")
			.append(InertText.code(Figures.shortSha(context.headSha()), 80));
		if (context.headRef() != null) {
			head.append(" (branch ").append(InertText.code(context.headRef(), 100)).append(')');
		}
		if (context.baseSha() != null) {
			head.append(" vs base ").append(InertText.code(Figures.shortSha(context.baseSha()), 80));
			if (context.baseRef() != null) {
				head.append(" (").append(InertText.code(context.baseRef(), 100)).append(')');
			}
		}
		parts.add(head);
		if (context.profile() != null) {
			parts.add("profile " + InertText.code(context.profile(), 100));
		}
		String length = (context.roundSeconds() != null) ? " of " + Figures.seconds(context.roundSeconds()) : "";
		String load = (context.wrkThreads() != null && context.wrkConnections() != null)
				? ", wrk -t" + context.wrkThreads() + " -c" + context.wrkConnections() : "";
		if (context.windowPairs() != null && context.jvmPairs() != null) {
			parts.add(context.windowPairs() + ((context.windowPairs() == 1) ? " window" : " windows") + length + " of "
					+ context.jvmPairs() + " base/head JVM " + ((context.jvmPairs() == 1) ? "pair" : "pairs")
					+ ", base and head loaded at the same time on the same CPU" + load);
		}
		else if (context.windowPairs() != null) {
			parts.add(context.windowPairs() + " interleaved base/head "
					+ ((context.windowPairs() == 1) ? "pair" : "pairs") + length + load);
		}
		else if (context.rounds() != null) {
			parts.add(context.rounds() + ((context.rounds() == 1) ? " round" : " rounds") + length + " per target"
					+ load + ", medians over rounds");
		}
		if (context.noise() != null) {
			parts.add(context.noise());
		}
		if (context.perMetricConfidence() != null) {
			String bound = (context.confidence() != null) ? "; each end a one-sided "
					+ Figures.level(context.confidence()) + "% bound, and only CPU per request gates" : "";
			String unit = (context.jvmPairs() != null) ? "JVM pairs" : "pairs";
			parts.add(Figures.level(context.perMetricConfidence()) + "% intervals (Student t over the " + unit + bound
					+ ")");
		}
		md.append(parts).append("\n\n");
	}

	private static void reasons(StringBuilder md, String title, List<String> reasons) {
		if (reasons.isEmpty()) {
			return;
		}
		md.append("**").append(title).append(":**\n\n");
		cut(reasons).forEach((reason) -> md.append("- ").append(InertText.code(reason, 300)).append('\n'));
		more(md, reasons);
		md.append('\n');
	}

	/**
	 * Says where the first row's sensitivity comes from (the gated metric's): the spread
	 * between JVM pairs, which more pairs average away, and between windows of one pair,
	 * which longer or more windows would.
	 */
	private static void spreads(StringBuilder md, List<RunView.MetricRow> rows) {
		Sensitivity sensitivity = rows.get(0).sensitivity();
		if (sensitivity == null) {
			return;
		}
		md.append("Spread of ")
			.append(rows.get(0).metric().label())
			.append("'s head/base ratio (sd): ")
			.append(String.format(Locale.ROOT, "%.1f%%", sensitivity.betweenPairsPercent()))
			.append(" between the ")
			.append(sensitivity.jvmPairs())
			.append(" JVM pairs");
		if (sensitivity.withinPairPercent() != null) {
			md.append(", ")
				.append(String.format(Locale.ROOT, "%.1f%%", sensitivity.withinPairPercent()))
				.append(" between the windows of one pair");
		}
		md.append(".\n\n");
	}

	private static void comparison(StringBuilder md, List<RunView.MetricRow> rows) {
		if (rows.isEmpty()) {
			return;
		}
		md.append(
				"| metric | base | head (base × ratio) | change | interval | caught at 95% | threshold | verdict |\n");
		md.append("|---|---:|---:|---:|---:|---:|---:|---|\n");
		for (RunView.MetricRow row : cut(rows)) {
			Metric metric = row.metric();
			row(md, label(metric), Figures.metric(metric, row.base()), Figures.metric(metric, row.headImplied()),
					arrow(row.verdict()) + Figures.change(row.changePercent()),
					(row.low() != null && row.high() != null)
							? Figures.ratioChange(row.low()) + " … " + Figures.ratioChange(row.high()) : "–",
					(row.minimumDetectedPercent() != null)
							? "±" + String.format(Locale.ROOT, "%.1f%%", row.minimumDetectedPercent()) : "–",
					(row.thresholdPercent() != null) ? "±" + Figures.plain(row.thresholdPercent()) + "%" : "–",
					verdict(row.verdict()));
		}
		md.append('\n');
		md.append("Change = geometric mean of the per-pair ratios head/base; head = base's median × that ratio, so ")
			.append("every figure of a row is one estimate. ▲ worse, ▼ better: beyond the threshold, and the interval ")
			.append("excludes no change; unchanged: the interval lies within the threshold. Caught at 95% = the ")
			.append("smallest change that a run whose JVM pairs spread as this run's did flags 95 times in 100.\n\n");
		spreads(md, rows);
		boolean listed = false;
		List<String> notes = cut(rows).stream().map(RunView.MetricRow::note).distinct().toList();
		boolean oneNote = rows.size() > 1 && notes.size() == 1 && notes.get(0) != null;
		if (oneNote) {
			md.append("- Every metric: ")
				.append(InertText.code(notes.get(0)))
				.append(". More JVM pairs (--forks, --pairs) would give an ");
			md.append("interval.\n");
			listed = true;
		}
		for (RunView.MetricRow row : cut(rows)) {
			if (row.verdict() == Verdict.INCONCLUSIVE && row.minimumDetectedPercent() != null) {
				md.append("- ⚠️ ")
					.append(label(row.metric()))
					.append(": this run catches changes of ")
					.append(String.format(Locale.ROOT, "%.1f%%", row.minimumDetectedPercent()))
					.append(" and larger; it cannot tell. More JVM pairs (--forks, --pairs) or a quieter runner would ")
					.append("narrow the interval.\n");
				listed = true;
			}
			if (row.note() != null && !oneNote) {
				md.append("- Note on ").append(label(row.metric())).append(": ").append(InertText.code(row.note()));
				md.append((row.verdict() == Verdict.INCONCLUSIVE)
						? ". More JVM pairs (--forks, --pairs) would give an interval.\n" : "\n");
				listed = true;
			}
		}
		if (listed) {
			md.append('\n');
		}
	}

	private static String arrow(Verdict verdict) {
		return switch (verdict) {
			case REGRESSED -> "▲ ";
			case IMPROVED -> "▼ ";
			default -> "";
		};
	}

	private static String verdict(Verdict verdict) {
		return switch (verdict) {
			case REGRESSED -> "🔴 **regressed**";
			case IMPROVED -> "🟢 improved";
			case UNCHANGED -> "⚪ unchanged";
			case INCONCLUSIVE -> "⚠️ inconclusive";
		};
	}

	private static void hotspots(StringBuilder md, RunView.Hotspots hotspots) {
		if (hotspots == null) {
			return;
		}
		md.append("### Where the time went\n\n");
		if (hotspots.skippedBecause() != null) {
			md.append("Base and head execution samples not compared: ")
				.append(InertText.code(hotspots.skippedBecause()))
				.append(".\n\n");
			return;
		}
		String samples = "base " + Figures.count(hotspots.baseSamples()) + " and head "
				+ Figures.count(hotspots.headSamples()) + " execution samples";
		if (hotspots.shifts().isEmpty()) {
			md.append("No method's share of the samples moved beyond sampling noise (")
				.append(samples)
				.append(", ")
				.append(Figures.count(hotspots.tests()))
				.append(" testable methods × measures).\n\n");
			return;
		}
		md.append("| method | share | base | head | change |\n|---|---|---:|---:|---:|\n");
		List<RunView.Shift> shown = hotspots.shifts().subList(0, Math.min(HOTSPOT_ROWS, hotspots.shifts().size()));
		for (RunView.Shift shift : shown) {
			double base = (double) shift.baseCount() / Math.max(hotspots.baseSamples(), 1);
			double head = (double) shift.headCount() / Math.max(hotspots.headSamples(), 1);
			row(md, InertText.code(shift.method(), 120),
					InertText.code(shift.measure(), 10) + ((shift.baseCount() == 0) ? ", **new in head**" : ""),
					Figures.count(shift.baseCount()) + " (" + Figures.percent(base) + ")",
					Figures.count(shift.headCount()) + " (" + Figures.percent(head) + ")",
					((head > base) ? "▲ " : "▼ ") + String.format(Locale.ROOT, "%+.1f pts", (head - base) * 100));
		}
		md.append("\nShare of the ")
			.append(samples)
			.append(" with the method anywhere on the stack (total) or on top (self). Listed: shifts of ")
			.append(Figures.percent(hotspots.minShareChange()))
			.append(" or more that Fisher's exact test tells from sampling noise at ")
			.append(Figures.percent(hotspots.alpha()))
			.append(" for all ")
			.append(Figures.count(hotspots.tests()))
			.append(" testable methods × measures together (Bonferroni), going the same way in every JVM pair");
		if (hotspots.shiftCount() > shown.size()) {
			md.append("; ").append(hotspots.shiftCount() - shown.size()).append(" more");
			md.append((hotspots.shiftCount() > hotspots.shifts().size())
					? " (results.json lists the largest " + hotspots.shifts().size() + ")" : " in results.json");
		}
		md.append(".\n\n");
	}

	private static void single(StringBuilder md, List<RunView.Figure> figures) {
		md.append("| metric | direct (control) | gateway | gateway min – max | gateway CV |\n");
		md.append("|---|---:|---:|---:|---:|\n");
		for (RunView.Figure figure : cut(figures)) {
			Metric metric = figure.metric();
			row(md, label(metric), (figure.direct() != null) ? Figures.metric(metric, figure.direct()) : "",
					"**" + Figures.metric(metric, figure.gateway()) + "**",
					(figure.min() != null && figure.max() != null)
							? Figures.metric(metric, figure.min()) + " – " + Figures.metric(metric, figure.max()) : "",
					(figure.cv() != null) ? Figures.percent(figure.cv()) : "");
		}
		md.append("\nMedians over the rounds.\n\n");
	}

	/**
	 * One row of a Markdown table: cells already rendered, inert where they come from
	 * data.
	 */
	private static void row(StringBuilder md, String... cells) {
		md.append("| ").append(String.join(" | ", cells)).append(" |\n");
	}

	private static void rules(StringBuilder md, RunView.Rules rules) {
		md.append("### JFR rules: ");
		switch (rules.status()) {
			case "pass" -> md.append("pass");
			case "warn" -> md.append("⚠️ warn");
			case "fail" -> md.append("❌ **fail**");
			default -> md.append("skipped");
		}
		if (rules.fail() != null && rules.warn() != null && rules.pass() != null) {
			md.append(" (")
				.append(rules.fail())
				.append(" fail, ")
				.append(rules.warn())
				.append(" warn, ")
				.append(rules.pass())
				.append(" pass)");
		}
		md.append("\n\n");
		if (rules.skippedBecause() != null) {
			md.append("Not run: ").append(InertText.code(rules.skippedBecause())).append(".\n\n");
		}
		if (!rules.results().isEmpty()) {
			StringJoiner judged = new StringJoiner(" · ");
			for (RunView.RuleLine line : cut(rules.results())) {
				String status = switch (line.status()) {
					case "fail" -> "❌ **fail**";
					case "warn" -> "⚠️ warn";
					default -> "pass";
				};
				String rows = (line.rows() != null && !"pass".equals(line.status()))
						? " (" + Figures.count(line.rows()) + " rows, limit " + line.limit() + ")" : "";
				judged.add(InertText.code(line.id(), 100) + " " + status + rows);
			}
			md.append("Rules that judged this run: ").append(judged);
			if (rules.results().size() > MAX_ITEMS) {
				md.append(" and ").append(rules.results().size() - MAX_ITEMS).append(" more");
			}
			md.append(".\n\n");
			for (RunView.RuleLine line : cut(rules.results())) {
				if (line.finding() != null && !"pass".equals(line.status())) {
					md.append("- ").append(InertText.code(line.id(), 100)).append(": ");
					md.append(InertText.code(line.finding(), 400)).append('\n');
				}
			}
			if (rules.results().stream().anyMatch((line) -> line.finding() != null && !"pass".equals(line.status()))) {
				md.append('\n');
			}
		}
		RuleFilesChange change = rules.filesChanged();
		if (change != null) {
			if (change.isEmpty()) {
				md.append("Rule files and recording settings: the same as base's.\n\n");
			}
			else {
				StringJoiner what = new StringJoiner("; ");
				files(what, "removed", change.removed());
				files(what, "changed", change.changed());
				files(what, "added", change.added());
				md.append("⚠️ **This head changed what judges it** (against base): ").append(what).append(".\n\n");
			}
		}
	}

	private static void files(StringJoiner what, String verb, List<String> files) {
		if (files.isEmpty()) {
			return;
		}
		StringJoiner names = new StringJoiner(", ");
		cut(files).forEach((file) -> names.add(InertText.code(file, 100)));
		what.add(verb + " " + names
				+ ((files.size() > MAX_ITEMS) ? " and " + (files.size() - MAX_ITEMS) + " more" : ""));
	}

	private static void warnings(StringBuilder md, List<String> warnings) {
		if (warnings.isEmpty()) {
			return;
		}
		md.append("**Warnings:**\n\n");
		cut(warnings).forEach((warning) -> md.append("- ⚠️ ").append(InertText.code(warning, 400)).append('\n'));
		more(md, warnings);
		md.append('\n');
	}

	private static void environment(StringBuilder md, RunView.Environment environment) {
		if (environment == null) {
			return;
		}
		StringJoiner parts = new StringJoiner(" · ");
		if (environment.javaVersion() != null) {
			parts.add("JDK " + InertText.code(environment.javaVersion(), 80));
		}
		if (environment.os() != null) {
			parts.add(InertText.code(environment.os(), 80));
		}
		if (environment.cpuModel() != null) {
			parts.add("CPU " + InertText.code(environment.cpuModel(), 80));
		}
		if (environment.cpuCount() != null) {
			parts.add(environment.cpuCount() + " vCPUs");
		}
		if (environment.gatewayCpus() != null) {
			parts.add("gateway on CPU " + InertText.code(environment.gatewayCpus(), 40) + ", services on "
					+ InertText.code(String.valueOf(environment.servicesCpus()), 40) + ", wrk on "
					+ InertText.code(String.valueOf(environment.wrkCpus()), 40));
		}
		if (environment.wrkVersion() != null) {
			parts.add(InertText.code(environment.wrkVersion(), 80));
		}
		if (environment.warmupSeconds() != null) {
			parts.add("warm-up " + Figures.seconds(environment.warmupSeconds())
					+ (Boolean.FALSE.equals(environment.warmupStable()) ? " (**not stable**)" : " (stable)"));
		}
		if (environment.frozen() != null && !environment.frozen().isEmpty()) {
			StringJoiner frozen = new StringJoiner(", ");
			for (RunView.Frozen cpu : cut(environment.frozen())) {
				frozen.add("cpu" + cpu.cpu() + " " + Figures.percent(cpu.fraction()));
			}
			parts.add("host froze " + frozen);
		}
		if (environment.startedAt() != null) {
			parts.add("started " + InertText.code(environment.startedAt(), 40));
		}
		if (parts.length() > 0) {
			md.append("**Environment:** ").append(parts).append("\n\n");
		}
	}

	/**
	 * Returns a metric's label with its unit.
	 * @param metric the metric
	 * @return e.g. {@code CPU per request (µs)}
	 */
	public static String label(Metric metric) {
		return switch (metric) {
			case RATIO_TO_DIRECT -> "gateway / direct RPS";
			case CPU_PER_REQUEST -> "CPU per request (µs)";
			default -> metric.label() + " (" + metric.unit() + ")";
		};
	}

	private static <T> List<T> cut(List<T> items) {
		return (items.size() > MAX_ITEMS) ? items.subList(0, MAX_ITEMS) : items;
	}

	private static void more(StringBuilder md, List<?> items) {
		if (items.size() > MAX_ITEMS) {
			md.append("- … and ").append(items.size() - MAX_ITEMS).append(" more\n");
		}
	}

}
