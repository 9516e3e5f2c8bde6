package dev.perflab.jfrrules.report;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import dev.perflab.jfrrules.check.CheckReport;
import dev.perflab.jfrrules.check.RuleResult;
import dev.perflab.jfrrules.check.Status;
import dev.perflab.jfrrules.check.ViolationGroup;

/**
 * Writes a {@link CheckReport} as a Markdown section for a pull-request comment
 * ({@code check --markdown}): a heading with the verdict, one table row per rule, and the
 * evidence of each failing or warning rule folded in a {@code <details>} block so that
 * the comment stays short.
 */
public final class MarkdownReportWriter {

	private static final int GROUPS_SHOWN = 5;

	private MarkdownReportWriter() {
	}

	/**
	 * Writes the report to a file.
	 * @param report the report
	 * @param file the file, replaced if it exists
	 */
	public static void write(CheckReport report, Path file) {
		try {
			Files.writeString(file, toMarkdown(report), StandardCharsets.UTF_8);
		}
		catch (IOException ex) {
			throw new UncheckedIOException("cannot write " + file, ex);
		}
	}

	/**
	 * Returns the report as Markdown.
	 * @param report the report
	 * @return the Markdown text, ending with a newline
	 */
	public static String toMarkdown(CheckReport report) {
		StringBuilder md = new StringBuilder();
		Status verdict = report.verdict();
		md.append("### JFR rules: ")
			.append(icon(verdict))
			.append(' ')
			.append(verdict.id().toUpperCase(Locale.ROOT))
			.append("\n\n");
		md.append(code(report.recording().getFileName().toString()))
			.append(" · ")
			.append(Formats.megabytes(report.recordingSize()))
			.append(" · ")
			.append(Formats.count(report.load().events()))
			.append(" events read in ")
			.append(Formats.seconds(report.load().elapsed()))
			.append(" · event loops: ")
			.append(code(report.eventLoopThreadPattern()))
			.append("\n\n");
		List<String> overrides = OverrideText.of(report);
		if (!overrides.isEmpty()) {
			md.append("Parameters set for this check: ")
				.append(String.join(", ", overrides.stream().map(MarkdownReportWriter::code).toList()))
				.append("\n\n");
		}
		md.append("| | Rule | Severity | Rows (limit) | Largest finding |\n");
		md.append("|---|---|---|---|---|\n");
		for (RuleResult result : report.results()) {
			md.append("| ")
				.append(icon(result.status()))
				.append(" | ")
				.append(code(result.rule().id()))
				.append(" ")
				.append(cell(result.rule().title()))
				.append(" | ")
				.append(result.rule().severity().id())
				.append(" | ")
				.append(Formats.count(result.rowCount()))
				.append(" (")
				.append(result.rule().limit())
				.append(") | ")
				.append(result.groups().isEmpty() ? "" : cell(headline(result.groups().get(0))))
				.append(" |\n");
		}
		md.append(evidence(report));
		return md.toString();
	}

	/**
	 * Returns only the evidence of the rules that did not pass, each in a folded block,
	 * for a report that shows the rules' outcome its own way.
	 * @param report the report
	 * @return the Markdown text, empty when every rule passed
	 */
	public static String evidence(CheckReport report) {
		StringBuilder md = new StringBuilder();
		for (RuleResult result : report.results()) {
			if (result.status() != Status.PASS) {
				appendEvidence(md, result);
			}
		}
		return md.toString();
	}

	private static void appendEvidence(StringBuilder md, RuleResult result) {
		md.append("\n<details>\n<summary>")
			.append(icon(result.status()))
			.append(" <code>")
			.append(html(result.rule().id()))
			.append("</code>: ")
			.append(Formats.count(result.rowCount()))
			.append(" rows in ")
			.append(Formats.count(result.groupCount()))
			.append((result.groupCount() == 1) ? " group" : " groups")
			.append("</summary>\n\n");
		md.append("**Why:** ").append(result.rule().why()).append("\n\n");
		md.append("**Fix:** ").append(result.rule().fix()).append("\n\n");
		List<ViolationGroup> groups = result.groups();
		for (int i = 0; i < Math.min(GROUPS_SHOWN, groups.size()); i++) {
			ViolationGroup group = groups.get(i);
			md.append("**").append(i + 1).append(".** ").append(headline(group)).append("\n");
			if (group.firstNonJdkFrame() != null) {
				md.append("first frame outside the JDK: ").append(code(group.firstNonJdkFrame())).append("\n");
			}
			md.append("\n```\n");
			group.topFrames().forEach((frame) -> md.append(frame).append('\n'));
			md.append("```\n\n");
		}
		if (result.groupCount() > GROUPS_SHOWN) {
			md.append("... and ")
				.append(result.groupCount() - GROUPS_SHOWN)
				.append(" more groups (all in the JSON report).\n\n");
		}
		md.append("</details>\n");
	}

	private static String headline(ViolationGroup group) {
		StringBuilder text = new StringBuilder();
		text.append(code(String.valueOf(group.eventType())));
		if (group.detail() != null) {
			text.append(' ').append(code(group.detail()));
		}
		text.append(" on ");
		List<String> threads = group.threads();
		for (int i = 0; i < threads.size(); i++) {
			text.append((i > 0) ? ", " : "").append(code(threads.get(i)));
		}
		if (group.threadCount() > threads.size()) {
			text.append(" +").append(group.threadCount() - threads.size()).append(" more");
		}
		text.append(": ").append(Formats.count(group.count())).append(" events");
		if (group.totalDurationNanos() != null) {
			text.append(", total ")
				.append(Formats.millis(group.totalDurationNanos()))
				.append(", max ")
				.append(Formats.millis(group.maxDurationNanos()));
		}
		return text.toString();
	}

	private static String icon(Status status) {
		return switch (status) {
			case PASS -> "✅";
			case WARN -> "⚠️";
			case FAIL -> "❌";
		};
	}

	/**
	 * Inline code; a value with a backtick gets a longer fence, as CommonMark allows.
	 */
	private static String code(String text) {
		String fence = text.contains("`") ? "`` " : "`";
		String close = text.contains("`") ? " ``" : "`";
		return fence + text + close;
	}

	/**
	 * Escapes what would end a table cell or start a line break inside one.
	 */
	private static String cell(String text) {
		return text.replace("|", "\\|").replace("\n", " ");
	}

	private static String html(String text) {
		return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
	}

}
