package dev.perflab.perf.view;

import java.util.List;
import java.util.Locale;
import java.util.StringJoiner;
import java.util.function.UnaryOperator;

import dev.perflab.jfrrules.check.Status;
import dev.perflab.perf.compare.Verdict;
import dev.perflab.perf.flamegraph.SideSamples;
import dev.perflab.perf.flamegraph.Weighing;
import dev.perflab.perf.metrics.Metric;
import dev.perflab.perf.metrics.Round;
import dev.perflab.perf.raw.HostFreeze;
import dev.perflab.perf.raw.Mode;
import dev.perflab.perf.raw.Noise;
import dev.perflab.perf.results.Outcome;
import dev.perflab.perf.results.Results;
import dev.perflab.perf.rules.RuleFilesChange;
import dev.perflab.perf.text.InertText;
import dev.perflab.perf.compare.ExceptionChange;
import dev.perflab.perf.compare.MetricComparison;
import dev.perflab.perf.compare.Sensitivity;
import dev.perflab.perf.metrics.Spread;

/**
 * Renders a run's {@link Results} for GitHub: the part that {@code summary.md} and the
 * pull-request comment share, which is all of the comment but its marker and links. The
 * comment renders a pull request's results.json, so all structure comes from here; every
 * string of the results appears only as an {@link InertText} code span, and lists are cut
 * at {@value #MAX_ITEMS} items.
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
	 * Renders the shared part for the job summary: the head is the run's commit.
	 * @return Markdown, ending with a blank line
	 */
	public static String render(Results results) {
		return render(results, results.run().gitHead(), null, (file) -> "[`" + file + "`](" + file + ")", "");
	}

	/**
	 * Renders the shared part for a pull request's comment, whose run's files are in the
	 * workflow run's artifacts.
	 * @param headSha the head commit to name (a pull request's, in its comment)
	 * @param headRef the head's branch, or null
	 * @param artifactsUrl the workflow run's artifacts (a checked https address), or null
	 * @return Markdown, ending with a blank line
	 */
	public static String render(Results results, String headSha, String headRef, String artifactsUrl) {
		UnaryOperator<String> link = (artifactsUrl != null) ? (file) -> "[`" + file + "`](" + artifactsUrl + ")"
				: (file) -> "`" + file + "`";
		return render(results, headSha, headRef, link, ", both in the run's artifacts");
	}

	/**
	 * Renders the shared part.
	 * @param fileLink a link to one of the run's files by its fixed name
	 * @param where where the files are, said after them, or empty
	 */
	private static String render(Results results, String headSha, String headRef, UnaryOperator<String> fileLink,
			String where) {
		StringBuilder md = new StringBuilder();
		String base = baseName(results.run());
		heading(md, results, headSha, headRef, base);
		reasons(md, "Why the gate failed", results.gate().reasons());
		reasons(md, "What this run could not judge", results.gate().inconclusive());
		if (results.comparison() != null) {
			comparison(md, results.comparison(), base);
			// A pool of several shards has no one run to tell of; a pool of one is that
			// run.
			if (!ofSeveralShards(results)) {
				md.append(RunSpending.render(results));
			}
			if (results.pool() != null) {
				md.append(PoolMarkdown.render(results.pool()));
			}
			hotspots(md, results.hotspots(), base);
			flameGraphDiff(md, Weighing.CPU, results.flameGraphDiff(), fileLink, where);
			flameGraphDiff(md, Weighing.ALLOCATION, results.allocationFlameGraphDiff(), fileLink, where);
		}
		else {
			single(md, results.targets());
		}
		md.append(RatePhaseMarkdown.render(results.rounds()));
		md.append(LoadMarkdown.render(results, (results.mode() == Mode.COMPARE) ? "head" : "gateway"));
		rules(md, results.rules());
		warnings(md, results.warnings());
		environment(md, results);
		return md.toString();
	}

	/**
	 * What the run's base is called: {@code reference} in a push's compare against the
	 * trend's reference ({@code perf-ci.sh --reference} says so with
	 * {@code --meta trend.reference=FILE}), where a reader would otherwise look for a
	 * pull request's base; else {@code base}.
	 */
	public static String baseName(Results.Run run) {
		return run.extra().containsKey(Results.Run.TREND_REFERENCE) ? "reference" : "base";
	}

	static String icon(Outcome outcome) {
		return switch (outcome) {
			case PASS -> "✅";
			case FAIL -> "❌";
			case INCONCLUSIVE -> "⚠️";
		};
	}

	private static void heading(StringBuilder md, Results results, String headSha, String headRef, String base) {
		boolean compare = results.mode() == Mode.COMPARE;
		Results.Run run = results.run();
		Results.Comparison comparison = results.comparison();
		md.append("## ")
			.append(icon(results.verdict()))
			.append(' ')
			.append(compare ? "Gateway performance, head vs " + base + ": " : "Gateway performance: ")
			.append(Headline.of(results))
			.append("\n\n");
		StringJoiner parts = new StringJoiner(" · ");
		StringBuilder head = new StringBuilder(compare ? "Head " : "Commit ")
			.append(InertText.code(Figures.shortSha(headSha), 80));
		if (headRef != null) {
			head.append(" (branch ").append(InertText.code(headRef, 100)).append(')');
		}
		if (comparison != null && run.gitBase() != null) {
			head.append(" vs ").append(base).append(' ').append(InertText.code(Figures.shortSha(run.gitBase()), 80));
			if (run.extra().containsKey(Results.Run.TREND_REFERENCE)) {
				head.append(" (").append(InertText.code(run.extra().get(Results.Run.TREND_REFERENCE), 100)).append(')');
			}
			else if (run.gitBaseRef() != null) {
				head.append(" (").append(InertText.code(run.gitBaseRef(), 100)).append(')');
			}
		}
		parts.add(head);
		parts.add("profile " + InertText.code(run.gatewayProfile(), 100));
		String length = " of " + Figures.seconds(results.load().roundDurationSeconds());
		String load = ", wrk -t" + results.load().wrkThreads() + " -c" + results.load().wrkConnections();
		long jvmPairs = jvmPairs(results);
		if (comparison != null) {
			int windows = comparison.pairedRounds().size();
			parts.add((jvmPairs > 0)
					? windows + plural(windows, " window", " windows") + length + " of " + jvmPairs + " " + base
							+ "/head JVM " + plural(jvmPairs, "pair", "pairs") + ", " + base
							+ " and head loaded at the same time on the same CPU" + load
					: windows + " interleaved " + base + "/head " + plural(windows, "pair", "pairs") + length + load);
		}
		else if (results.targets().gateway() != null) {
			int rounds = results.targets().gateway().rounds();
			parts.add(rounds + plural(rounds, " round", " rounds") + length + " per target" + load
					+ ", medians over rounds");
		}
		if (run.noise() != null) {
			parts.add(noise(run.noise()));
		}
		if (comparison != null) {
			parts.add(Figures.level(comparison.perMetricConfidence()) + "% intervals (" + ownLevels(comparison)
					+ "Student t over the " + ((jvmPairs > 0) ? "JVM pairs" : "pairs") + "; each end a one-sided "
					+ Figures.level(comparison.confidence()) + "% bound, and " + gated() + ")");
		}
		md.append(parts).append("\n\n");
	}

	/**
	 * Names the rows whose interval has a level of its own: a sequential look judges each
	 * metric by its row's α spending, and Pocock's spends more at the first looks.
	 * @return e.g. {@code allocation per request's 93.8% (Pocock's α spending); }, or
	 * empty
	 */
	private static String ownLevels(Results.Comparison comparison) {
		StringBuilder own = new StringBuilder();
		for (MetricComparison row : comparison.metrics()) {
			Double level = row.interval().level();
			if (level != null && level != comparison.perMetricConfidence()) {
				own.append(row.metric().label())
					.append("'s ")
					.append(Figures.level(level))
					.append("% (")
					.append(row.metric().spending().label())
					.append("'s α spending); ");
			}
		}
		return own.toString();
	}

	/**
	 * Names the gated metrics: {@code CPU per request and allocation per request gate; a
	 * regression of latency p99 at the rate fails it too}.
	 */
	private static String gated() {
		List<Metric> onRegression = Metric.gated().stream().filter((metric) -> !metric.gating().decides()).toList();
		return and(Metric.deciding()) + " gate"
				+ (onRegression.isEmpty() ? "" : "; a regression of " + and(onRegression) + " fails it too");
	}

	private static String and(List<Metric> metrics) {
		List<String> labels = metrics.stream().map(Metric::label).toList();
		return (labels.size() < 2) ? String.join("", labels)
				: String.join(", ", labels.subList(0, labels.size() - 1)) + " and " + labels.get(labels.size() - 1);
	}

	private static String noise(Noise noise) {
		String range = noise.minMs() + "-" + noise.maxMs();
		return "a noisy neighbour on the gateway CPU (busy " + range + " ms, then idle " + range
				+ " ms, at random; it ran " + Math.round(noise.cpuShare() * 100) + "% of its time)";
	}

	/**
	 * Returns the JVM pairs the rounds name; 0 for rounds without them (each its own
	 * unit).
	 */
	static long jvmPairs(Results results) {
		return results.rounds().stream().mapToInt(Round::jvmPair).filter((pair) -> pair > 0).distinct().count();
	}

	private static String plural(long count, String one, String more) {
		return (count == 1) ? one : more;
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
	 * Says where each gated row's sensitivity comes from: the spread between JVM pairs,
	 * which more pairs average away, and between windows of one pair, which longer or
	 * more windows would.
	 */
	private static void spreads(StringBuilder md, List<MetricComparison> rows, String base) {
		StringJoiner spreads = new StringJoiner("; ", "Spread of the head/" + base + " ratio (sd): ", ".\n\n");
		spreads.setEmptyValue("");
		for (MetricComparison row : rows) {
			Sensitivity sensitivity = row.sensitivity();
			if (sensitivity == null || !row.metric().gates()) {
				continue;
			}
			String spread = row.metric().label() + " " + Figures.percentSize(sensitivity.betweenPairsPercent())
					+ " between the " + sensitivity.jvmPairs() + " JVM pairs";
			if (sensitivity.withinPairPercent() != null) {
				spread += ", " + Figures.percentSize(sensitivity.withinPairPercent())
						+ " between the windows of one pair";
			}
			spreads.add(spread);
		}
		md.append(spreads);
	}

	private static void comparison(StringBuilder md, Results.Comparison comparison, String base) {
		List<MetricComparison> rows = comparison.metrics();
		if (rows.isEmpty()) {
			return;
		}
		md.append("| metric | " + base + " | head (" + base
				+ " × ratio) | change | interval | caught at 95% | threshold" + " | verdict |\n");
		md.append("|---|---:|---:|---:|---:|---:|---:|---|\n");
		for (MetricComparison row : cut(rows)) {
			Metric metric = row.metric();
			Double minimum = minimumDetected(row);
			row(md, metric.heading(), Figures.metric(metric, row.base()), Figures.metric(metric, row.headImplied()),
					arrow(row.verdict()) + Figures.change(row.changePercent()),
					(row.interval().low() != null && row.interval().high() != null)
							? Figures.ratioChange(row.interval().low()) + " … "
									+ Figures.ratioChange(row.interval().high())
							: "–",
					(minimum != null) ? "±" + Figures.percentSize(minimum) : "–",
					"±" + Figures.plain(row.thresholdPercent()) + "%", verdict(row.verdict()));
		}
		ExceptionChange exceptions = comparison.exceptions();
		if (exceptions != null) {
			row(md, Metric.EXCEPTIONS_PER_1K_REQUESTS.heading(),
					Figures.metric(Metric.EXCEPTIONS_PER_1K_REQUESTS, exceptions.base()),
					Figures.metric(Metric.EXCEPTIONS_PER_1K_REQUESTS, exceptions.head()),
					(exceptions.risen() ? "▲ " : "") + String.format(Locale.ROOT, "%+,.2f", exceptions.change()), "–",
					"–", "+" + Figures.plain(exceptions.thresholdPer1k()) + " in every pair",
					exceptions.risen() ? "risen ⚠️" : "not risen");
		}
		md.append('\n');
		md.append("Change = geometric mean of the per-pair ratios head/" + base + "; head = " + base
				+ "'s median × that ratio, so ")
			.append("every figure of a row is one estimate. ▲ worse, ▼ better: beyond the threshold, and the interval ")
			.append("excludes no change; unchanged: the interval lies within the threshold. Caught at 95% = the ")
			.append("smallest change that a run whose JVM pairs spread as this run's did flags 95 times in 100. ")
			.append("Allocation counts heap bytes only: Netty's pooled direct buffers are off-heap and not in it. ")
			.append("Exceptions are compared as a difference (the clean gateway's is about zero) and warn, never fail, ")
			.append("when every JVM pair (at least 2) rose by more than the threshold.\n\n");
		spreads(md, rows, base);
		boolean listed = false;
		List<String> notes = cut(rows).stream().map(MetricComparison::note).distinct().toList();
		boolean oneNote = rows.size() > 1 && notes.size() == 1 && notes.get(0) != null;
		if (oneNote) {
			md.append("- Every metric: ")
				.append(InertText.code(notes.get(0)))
				.append(". More JVM pairs (--forks, --pairs) would give an ");
			md.append("interval.\n");
			listed = true;
		}
		for (MetricComparison row : cut(rows)) {
			if (row.verdict() == Verdict.INCONCLUSIVE && row.sensitivity() != null) {
				md.append("- ⚠️ ")
					.append(row.metric().heading())
					.append(": this run catches changes of ")
					.append(Figures.percentSize(row.sensitivity().minimumDetectedPercent()))
					.append(" and larger; it cannot tell. More JVM pairs (--forks, --pairs) or a quieter runner would ")
					.append("narrow the interval.\n");
				listed = true;
			}
			if (row.note() != null && !oneNote) {
				md.append("- Note on ").append(row.metric().heading()).append(": ").append(InertText.code(row.note()));
				md.append((row.verdict() == Verdict.INCONCLUSIVE)
						? ". More JVM pairs (--forks, --pairs) would give an interval.\n" : "\n");
				listed = true;
			}
		}
		if (listed) {
			md.append('\n');
		}
	}

	/**
	 * Returns the smallest change, in percent, that a run like this one catches in 95
	 * runs of 100, or null without an interval.
	 */
	static Double minimumDetected(MetricComparison row) {
		return (row.sensitivity() != null) ? row.sensitivity().minimumDetectedPercent() : null;
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

	private static void hotspots(StringBuilder md, Results.Hotspots outcome, String side) {
		md.append("### Where the time went\n\n");
		Results.HotspotComparison hotspots = outcome.comparison();
		if (hotspots == null) {
			md.append(Character.toUpperCase(side.charAt(0)) + side.substring(1)
					+ " and head execution samples not compared: ")
				.append(InertText.code(outcome.reason()))
				.append(".\n\n");
			return;
		}
		String samples = side + " " + Figures.count(hotspots.baseSamples()) + " and head "
				+ Figures.count(hotspots.headSamples()) + " execution samples";
		if (hotspots.shifts().isEmpty()) {
			md.append("No method's share of the samples moved beyond sampling noise (")
				.append(samples)
				.append(", ")
				.append(Figures.count(hotspots.tests()))
				.append(" testable methods × measures).\n\n");
			return;
		}
		md.append("| method | share | " + side + " | head | change |\n|---|---|---:|---:|---:|\n");
		List<Results.Shift> shown = hotspots.shifts().subList(0, Math.min(HOTSPOT_ROWS, hotspots.shifts().size()));
		for (Results.Shift shift : shown) {
			double base = (double) shift.baseCount() / Math.max(hotspots.baseSamples(), 1);
			double head = (double) shift.headCount() / Math.max(hotspots.headSamples(), 1);
			row(md, InertText.code(shift.method(), 120),
					InertText.code(shift.measure().id(), 10) + ((shift.baseCount() == 0) ? ", **new in head**" : ""),
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

	/**
	 * Points to the differential flame graphs of a weighing, and says in words what their
	 * widths are: a figure per request, each side's own. The file names are the fixed
	 * ones (the results record holds no other), never text of the results: the comment
	 * renders a pull request's results.json.
	 */
	private static void flameGraphDiff(StringBuilder md, Weighing weighing, Results.FlameGraphDiff diff,
			UnaryOperator<String> fileLink, String where) {
		String what = (weighing == Weighing.CPU) ? "CPU" : "allocation";
		if (diff.problem() != null) {
			md.append("No ")
				.append(what)
				.append(" differential flame graph: ")
				.append(InertText.code(diff.problem(), 300))
				.append(".\n\n");
			return;
		}
		md.append("**Differential flame graph, ")
			.append(what)
			.append("**, head against base: ")
			.append(fileLink.apply(weighing.file()))
			.append(" (head's shape; red: ")
			.append(weighing.more())
			.append(" than in base, blue: less, a frame new in head red by its own); ")
			.append("what head no longer does: ")
			.append(fileLink.apply(weighing.goneFile()))
			.append(where)
			.append(". A frame's width is ")
			.append(weighing.unit())
			.append((weighing == Weighing.CPU)
					? " (each side's measured CPU per request shared out by its execution samples)"
					: " (the sampled allocations' bytes over the requests served)")
			.append(": base ")
			.append(perRequest(weighing, diff.base()))
			.append(", head ")
			.append(perRequest(weighing, diff.head()))
			.append(", from every JVM's measured window.\n\n");
	}

	private static String perRequest(Weighing weighing, SideSamples side) {
		return Figures.count(Math.round(side.perRequest())) + " " + weighing.symbol() + " per request ("
				+ Figures.count(side.samples()) + " samples over " + Figures.count(side.requests()) + " requests)";
	}

	private static void single(StringBuilder md, Results.Targets targets) {
		md.append("| metric | direct (control) | gateway | gateway min – max | gateway CV |\n");
		md.append("|---|---:|---:|---:|---:|\n");
		for (Metric metric : Metric.values()) {
			Spread direct = (targets.direct() != null) ? targets.direct().metrics().get(metric) : null;
			Spread gateway = (targets.gateway() != null) ? targets.gateway().metrics().get(metric) : null;
			if (direct == null && gateway == null) {
				continue;
			}
			row(md, metric.heading(), (direct != null) ? Figures.metric(metric, direct.median()) : "",
					"**" + Figures.metric(metric, (gateway != null) ? gateway.median() : null) + "**",
					(gateway != null)
							? Figures.metric(metric, gateway.min()) + " – " + Figures.metric(metric, gateway.max())
							: "",
					(gateway != null && gateway.cv() != null) ? Figures.percent(gateway.cv()) : "");
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

	private static void rules(StringBuilder md, Results.Rules rules) {
		md.append("### JFR rules: ");
		Results.RuleCheck check = rules.check();
		if (check == null) {
			md.append("skipped\n\nNot run: ").append(InertText.code(rules.reason())).append(".\n\n");
		}
		else {
			md.append(status(rules.status().verdict()))
				.append(" (")
				.append(check.summary().fail())
				.append(" fail, ")
				.append(check.summary().warn())
				.append(" warn, ")
				.append(check.summary().pass())
				.append(" pass)\n\n");
			judged(md, check.results());
			if (!check.parametersSet().isEmpty()) {
				md.append("⚠️ Rule parameters set for this run (`--set`): ")
					.append(String.join(", ",
							check.parametersSet().stream().map((set) -> InertText.code(set.text(), 100)).toList()))
					.append(".\n\n");
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

	private static void judged(StringBuilder md, List<Results.RuleResult> results) {
		if (results.isEmpty()) {
			return;
		}
		StringJoiner judged = new StringJoiner(" · ");
		for (Results.RuleResult rule : cut(results)) {
			String rows = (rule.status() != Status.PASS)
					? " (" + Figures.count(rule.rows()) + " rows, limit " + rule.limit() + ")" : "";
			judged.add(InertText.code(rule.id(), 100) + " " + status(rule.status()) + rows);
		}
		md.append("Rules that judged this run: ").append(judged);
		if (results.size() > MAX_ITEMS) {
			md.append(" and ").append(results.size() - MAX_ITEMS).append(" more");
		}
		md.append(".\n\n");
		List<Results.RuleResult> found = cut(results).stream()
			.filter((rule) -> rule.finding() != null && rule.status() != Status.PASS)
			.toList();
		found.forEach((rule) -> md.append("- ")
			.append(InertText.code(rule.id(), 100))
			.append(": ")
			.append(InertText.code(rule.finding(), 400))
			.append('\n'));
		if (!found.isEmpty()) {
			md.append('\n');
		}
	}

	private static String status(Status status) {
		return switch (status) {
			case FAIL -> "❌ **fail**";
			case WARN -> "⚠️ warn";
			case PASS -> "pass";
		};
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

	/** Whether the results pool several runners' shards (a pool of one is that run). */
	private static boolean ofSeveralShards(Results results) {
		return results.pool() != null && results.pool().shards().size() > 1;
	}

	private static void environment(StringBuilder md, Results results) {
		Results.Environment environment = results.environment();
		StringJoiner parts = new StringJoiner(" · ");
		parts.add("JDK " + InertText.code(Figures.jdk(environment.javaVersion()), 80));
		parts.add(InertText.code(Figures.orUnknown(environment.os()), 80));
		parts.add("CPU " + InertText.code(Figures.orUnknown(environment.cpuModel()), 80));
		parts.add(environment.cpuCount() + " vCPUs");
		parts.add("gateway on CPU " + InertText.code(results.layout().gatewayCpus(), 40) + ", services on "
				+ InertText.code(results.layout().servicesCpus(), 40) + ", wrk on "
				+ InertText.code(results.layout().wrkCpus(), 40));
		parts.add(InertText.code(Figures.orUnknown(environment.wrkVersion()), 80));
		Results.Warmup warmup = results.run().warmup();
		parts.add(
				"warm-up " + Figures.seconds(warmup.seconds()) + (warmup.stable() ? " (stable)" : " (**not stable**)"));
		if (!environment.hostFreezes().isEmpty()) {
			StringJoiner frozen = new StringJoiner(", ");
			for (HostFreeze cpu : cut(environment.hostFreezes())) {
				frozen.add("cpu" + cpu.cpu() + " " + Figures.percent(cpu.frozenFraction()));
			}
			parts.add((ofSeveralShards(results) ? "host froze (the worst shard) " : "host froze ") + frozen);
		}
		parts.add("started " + InertText.code(results.run().startedAt(), 40));
		md.append("**Environment:** ").append(parts).append("\n\n");
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
