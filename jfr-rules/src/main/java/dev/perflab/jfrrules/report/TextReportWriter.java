package dev.perflab.jfrrules.report;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;

import dev.perflab.jfrrules.check.CheckReport;
import dev.perflab.jfrrules.check.RuleResult;
import dev.perflab.jfrrules.check.Status;
import dev.perflab.jfrrules.check.ViolationGroup;

/**
 * Writes the console summary of {@code check}: the recording and the window judged, one
 * line per rule, and under each rule that fired its largest violation groups with
 * threads, count, durations and top frames.
 */
public final class TextReportWriter {

	private static final int FRAMES_SHOWN = 8;

	private TextReportWriter() {
	}

	/**
	 * Writes the summary.
	 * @param report the report
	 * @param out where to write
	 * @param timings whether to add load and per-rule timings
	 */
	public static void write(CheckReport report, PrintWriter out, boolean timings) {
		out.printf("jfr-rules: %s (%s), %s events read in %s (%s events/s)%n", report.recording(),
				Formats.megabytes(report.recordingSize()), Formats.count(report.load().events()),
				Formats.seconds(report.load().elapsed()), Formats.count(Math.round(report.load().eventsPerSecond())));
		if (report.window() != null) {
			out.printf("window: %s%n", WindowText.describe(report.window(), report.load().jvmStart()));
		}
		for (String override : OverrideText.of(report)) {
			out.printf("set: %s%n", override);
		}
		for (RuleResult result : report.results()) {
			out.printf("%-4s  %-24s %s rows (limit %d)  %s%s%n", result.status().id().toUpperCase(Locale.ROOT),
					result.rule().id(), Formats.count(result.rowCount()), result.rule().limit(), result.rule().title(),
					timings ? "  [" + result.elapsed().toMillis() + " ms]" : "");
			if (report.requests() == null && result.rule().readsRequests()) {
				// Not a pass on the merits: REQUESTS() was NULL, so no row could qualify.
				out.printf("      needs --requests: REQUESTS() was NULL, so this rule could not fire%n");
			}
			if (result.status() != Status.PASS) {
				writeGroups(result, out);
			}
		}
		out.printf("Verdict: %s (%d fail, %d warn, %d pass)%s%n", report.verdict().id().toUpperCase(Locale.ROOT),
				report.count(Status.FAIL), report.count(Status.WARN), report.count(Status.PASS),
				timings ? " in " + Formats.seconds(report.elapsed()) : "");
		out.flush();
	}

	private static void writeGroups(RuleResult result, PrintWriter out) {
		for (ViolationGroup group : result.groups()) {
			out.printf("      %s%s on %s%s: %s events, total %s, max %s%n", group.eventType(),
					(group.detail() != null) ? " [" + group.detail() + "]" : "", String.join(", ", group.threads()),
					(group.threadCount() > group.threads().size())
							? " +" + (group.threadCount() - group.threads().size()) + " more" : "",
					Formats.count(group.count()), Formats.millis(group.totalDurationNanos()),
					Formats.millis(group.maxDurationNanos()));
			List<String> frames = group.topFrames();
			for (int i = 0; i < Math.min(FRAMES_SHOWN, frames.size()); i++) {
				out.printf("          at %s%n", frames.get(i));
			}
			if (group.firstNonJdkFrame() != null
					&& !frames.subList(0, Math.min(FRAMES_SHOWN, frames.size())).contains(group.firstNonJdkFrame())) {
				out.printf("          ... first frame outside the JDK: %s%n", group.firstNonJdkFrame());
			}
		}
		if (result.groupCount() > result.groups().size()) {
			out.printf("      ... and %d more groups%n", result.groupCount() - result.groups().size());
		}
	}

}
