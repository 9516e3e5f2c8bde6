package dev.perflab.perf.comment;

import java.util.List;
import java.util.StringJoiner;
import java.util.regex.Pattern;

import dev.perflab.perf.metrics.Metric;

/**
 * Renders the pull-request comment from checked comment data. All structure (headings,
 * tables, labels, figures, emoji) comes from this class; text that came from the pull
 * request appears only as {@link InertText} code spans, never at the start of a line and
 * never in a table cell, and lists are cut at {@value #MAX_ITEMS} items, so the comment
 * stays far below GitHub's 65,536-character limit whatever the data holds.
 * <p>
 * The first line is {@link #MARKER}, by which the workflow finds its own comment to
 * update.
 */
final class CommentMarkdown {

	/** Hidden in the rendered comment; the comment script looks for it. */
	static final String MARKER = "<!-- gateway-perf-lab -->";

	static final int MAX_ITEMS = 20;

	/** A workflow run's address as GitHub gives it: nothing that could break a link. */
	static final Pattern RUN_URL = Pattern.compile("https://[A-Za-z0-9.-]+(/[A-Za-z0-9._~-]+)+");

	private CommentMarkdown() {
	}

	/**
	 * Renders the comment.
	 * @param data the checked data
	 * @param runUrl the address of the workflow run that produced it (checked against
	 * {@link #RUN_URL}), or null
	 * @return the Markdown
	 */
	static String render(CommentData data, String runUrl) {
		if (runUrl != null && !RUN_URL.matcher(runUrl).matches()) {
			throw new IllegalArgumentException("not a workflow run address: " + InertText.clean(runUrl, 80));
		}
		StringBuilder md = new StringBuilder(MARKER).append('\n');
		RunResults results = data.results();
		if (results == null) {
			incomplete(md, data);
		}
		else {
			header(md, data, results);
			if (results.compare()) {
				comparison(md, results.comparison());
			}
			else {
				single(md, results.figures());
			}
			rules(md, results.rules());
			list(md, "Warnings", "⚠️ ", results.warnings());
			environment(md, results.environment());
		}
		footer(md, runUrl, results != null);
		return md.toString();
	}

	private static void incomplete(StringBuilder md, CommentData data) {
		md.append("## ⚠️ Gateway performance: no result\n\n");
		md.append("The perf run of head ")
			.append(InertText.code(shortSha(data.headSha())))
			.append(branch(data))
			.append(" stopped with exit code ")
			.append(data.exitCode())
			.append(" (")
			.append(exitMeaning(data.exitCode()))
			.append(") before the report tool wrote its results.\n\n");
	}

	private static void header(StringBuilder md, CommentData data, RunResults results) {
		md.append("## ")
			.append(results.passed() ? "✅ " : "❌ ")
			.append(results.compare() ? "Gateway performance, head vs base: " : "Gateway performance: ")
			.append(results.passed() ? "pass" : "fail")
			.append("\n\n");
		md.append("Head ").append(InertText.code(shortSha(data.headSha()))).append(branch(data));
		if (results.gitBase() != null) {
			md.append(" merged into its base branch, vs base ").append(InertText.code(shortSha(results.gitBase())));
		}
		if (results.gatewayProfile() != null) {
			md.append(" · profile ").append(InertText.code(results.gatewayProfile()));
		}
		RunResults.Comparison comparison = results.comparison();
		if (comparison != null) {
			md.append(" · ")
				.append(comparison.pairs())
				.append(" interleaved base/head ")
				.append((comparison.pairs() == 1) ? "pair" : "pairs")
				.append(" in the same job");
		}
		md.append("\n\n");
		if (data.exitCode() > 1) {
			md.append("⚠️ `perf/local.sh` exited with ")
				.append(data.exitCode())
				.append(" (")
				.append(exitMeaning(data.exitCode()))
				.append(").\n\n");
		}
		if (!results.passed()) {
			md.append("**Why the gate failed:**\n\n");
			if (results.reasons().isEmpty()) {
				md.append("- (no reason given)\n");
			}
			// The report tool puts rule ids in backticks; inside one code span they
			// would only be noise.
			cut(results.reasons())
				.forEach((reason) -> md.append("- ").append(InertText.code(reason.replace("`", ""), 300)).append('\n'));
			more(md, results.reasons());
			md.append('\n');
		}
	}

	private static void comparison(StringBuilder md, RunResults.Comparison comparison) {
		String level = (comparison.confidence() != null) ? Figures.level(comparison.confidence()) + "% " : "";
		md.append("| metric | base | head | change | ").append(level).append("interval | threshold | verdict |\n");
		md.append("|---|---:|---:|---:|---:|---:|---|\n");
		for (RunResults.MetricRow row : cut(comparison.metrics())) {
			Metric metric = row.metric();
			md.append("| ")
				.append(label(metric))
				.append(" | ")
				.append(Figures.metric(metric, row.base()))
				.append(" | ")
				.append(Figures.metric(metric, row.head()))
				.append(" | ")
				.append(Figures.change(row.changePercent()))
				.append(" | ")
				.append((row.low() != null && row.high() != null)
						? Figures.ratioChange(row.low()) + " … " + Figures.ratioChange(row.high()) : "–")
				.append(" | ")
				.append((row.thresholdPercent() != null) ? "±" + Figures.plain(row.thresholdPercent()) + "%" : "–")
				.append(" | ")
				.append(verdict(row))
				.append(" |\n");
		}
		md.append('\n');
		md.append("Change = geometric mean of the per-pair ratios head/base; base and head are medians. ")
			.append("A metric regresses only when the change is beyond its threshold and the interval excludes ")
			.append("no change.\n\n");
		for (RunResults.MetricRow row : cut(comparison.metrics())) {
			if (row.note() != null) {
				md.append("- Note on ")
					.append(label(row.metric()))
					.append(": ")
					.append(InertText.code(row.note()))
					.append('\n');
			}
		}
		if (comparison.metrics().stream().anyMatch((row) -> row.note() != null)) {
			md.append('\n');
		}
		if (comparison.unknownMetrics() > 0) {
			md.append("*")
				.append(comparison.unknownMetrics())
				.append((comparison.unknownMetrics() == 1) ? " metric" : " metrics")
				.append(" unknown to the default branch's renderer left out: see the job summary.*\n\n");
		}
	}

	private static void single(StringBuilder md, List<RunResults.Figure> figures) {
		md.append("| metric | direct (control) | gateway |\n|---|---:|---:|\n");
		for (RunResults.Figure figure : figures) {
			md.append("| ")
				.append(label(figure.metric()))
				.append(" | ")
				.append((figure.direct() != null) ? Figures.metric(figure.metric(), figure.direct()) : "")
				.append(" | **")
				.append(Figures.metric(figure.metric(), figure.gateway()))
				.append("** |\n");
		}
		md.append("\nMedians over the rounds.\n\n");
	}

	private static void rules(StringBuilder md, RunResults.Rules rules) {
		md.append("**JFR rules:** ");
		switch (rules.status()) {
			case "pass" -> md.append("✅ pass");
			case "warn" -> md.append("⚠️ warn");
			case "fail" -> md.append("❌ **fail**");
			default -> md.append("⏭️ skipped");
		}
		if (rules.status().equals("skipped")) {
			if (rules.reason() != null) {
				md.append(": ").append(InertText.code(rules.reason()));
			}
			md.append("\n\n");
			return;
		}
		if (rules.fail() != null && rules.warn() != null && rules.pass() != null) {
			md.append(" · ")
				.append(rules.fail())
				.append(" fail, ")
				.append(rules.warn())
				.append(" warn, ")
				.append(rules.pass())
				.append(" pass");
		}
		if (!rules.fired().isEmpty()) {
			StringJoiner fired = new StringJoiner(", ");
			cut(rules.fired()).forEach((id) -> fired.add(InertText.code(id, 100)));
			md.append(" · fired: ").append(fired);
			if (rules.fired().size() > MAX_ITEMS) {
				md.append(" and ").append(rules.fired().size() - MAX_ITEMS).append(" more");
			}
			md.append(" (thread, duration and stack of each in the job summary)");
		}
		md.append("\n\n");
	}

	private static void list(StringBuilder md, String title, String prefix, List<String> items) {
		if (items.isEmpty()) {
			return;
		}
		md.append("**").append(title).append(":**\n\n");
		cut(items).forEach((item) -> md.append("- ").append(prefix).append(InertText.code(item, 300)).append('\n'));
		more(md, items);
		md.append('\n');
	}

	private static void environment(StringBuilder md, RunResults.Environment environment) {
		StringJoiner parts = new StringJoiner(" · ");
		if (environment.javaVersion() != null) {
			parts.add("JDK " + InertText.code(environment.javaVersion(), 80));
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
		if (parts.length() > 0) {
			md.append("**Environment:** ").append(parts).append("\n\n");
		}
	}

	private static void footer(StringBuilder md, String runUrl, boolean reported) {
		String run = (runUrl != null) ? "[workflow run](" + runUrl + ")" : "workflow run";
		if (reported) {
			md.append("The job summary of the ")
				.append(run)
				.append(" has the JFR evidence; its artifacts hold the flame graph, the recordings and the logs. ");
		}
		else {
			md.append("The artifacts of the ").append(run).append(" hold the logs. ");
		}
		md.append("This comment is updated on every push.\n");
	}

	private static String verdict(RunResults.MetricRow row) {
		String text = switch (row.verdict()) {
			case REGRESSED -> "🔴 **regressed**";
			case IMPROVED -> "🟢 improved";
			case UNCHANGED -> "⚪ unchanged";
			case INCONCLUSIVE -> "❔ inconclusive";
		};
		return (row.note() != null) ? text + " (note below)" : text;
	}

	static String label(Metric metric) {
		return switch (metric) {
			case RATIO_TO_DIRECT -> "gateway / direct RPS";
			case CPU_PER_REQUEST -> "CPU per request (µs)";
			default -> metric.label() + " (" + metric.unit() + ")";
		};
	}

	private static String branch(CommentData data) {
		return (data.headRef() != null) ? " (branch " + InertText.code(data.headRef(), 100) + ")" : "";
	}

	private static String shortSha(String sha) {
		return CommentDataReader.SHA.matcher(sha).matches() ? sha.substring(0, 12) : sha;
	}

	static String exitMeaning(int exitCode) {
		return switch (exitCode) {
			case 0 -> "pass";
			case 1 -> "the gate failed";
			case 2 -> "usage error";
			case 3 -> "environment error: a missing tool, a busy port, or a service that failed to start or died";
			case 130 -> "interrupted";
			default -> "unexpected";
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
