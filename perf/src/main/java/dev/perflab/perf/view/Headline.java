package dev.perflab.perf.view;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import dev.perflab.jfrrules.check.Status;
import dev.perflab.perf.compare.Verdict;
import dev.perflab.perf.results.Results;
import dev.perflab.perf.text.InertText;
import dev.perflab.perf.compare.Interval;
import dev.perflab.perf.compare.MetricComparison;

/**
 * The one sentence a reader needs: the verdict with its number. A reviewer who reads only
 * the heading must not come away with a wrong idea, so a pass says how large a change the
 * run could have missed, and an inconclusive run says how large a change it could see.
 */
final class Headline {

	private Headline() {
	}

	static String of(Results results) {
		if (results.comparison() == null) {
			return results.verdict().id();
		}
		List<MetricComparison> rows = results.comparison().metrics();
		return switch (results.verdict()) {
			case FAIL -> failed(results, rows);
			case INCONCLUSIVE -> "Inconclusive: " + inconclusive(results, rows);
			case PASS -> passed(rows) + ComparisonReasons.exceptionsRisen(results.comparison().exceptions())
				.map((risen) -> String.format(Locale.ROOT, "; exceptions per 1,000 requests rose to %,.2f",
						results.comparison().exceptions().head()))
				.orElse("");
		};
	}

	private static String failed(Results results, List<MetricComparison> rows) {
		List<MetricComparison> regressed = with(rows, Verdict.REGRESSED);
		if (!regressed.isEmpty()) {
			return change(regressed.get(0), "worse") + more(regressed.size() - 1, "worse");
		}
		Results.RuleCheck check = results.rules().check();
		Optional<Results.RuleResult> rule = (check == null) ? Optional.empty()
				: check.results().stream().filter((result) -> result.status() == Status.FAIL).findFirst();
		if (rule.isPresent()) {
			return "JFR rule " + InertText.code(rule.get().id(), 100) + " failed";
		}
		return "the gate failed";
	}

	private static String inconclusive(Results results, List<MetricComparison> rows) {
		if (!results.run().warmup().stable()) {
			return "the warm-up did not settle, so " + RunMarkdown.baseName(results.run())
					+ " and head were not measured in a steady state";
		}
		if (!rows.isEmpty() && rows.stream().allMatch((row) -> row.sensitivity() == null)) {
			return "too few pairs for an interval";
		}
		// What the run could not answer: a row that only fails on a regression (the
		// latency phase's tail) leaves nothing open.
		Optional<MetricComparison> widest = with(rows, Verdict.INCONCLUSIVE).stream()
			.filter((row) -> row.sensitivity() != null && row.metric().gating().decides())
			.max(Comparator.comparingDouble(RunMarkdown::minimumDetected));
		if (widest.isPresent()) {
			return "this run catches changes of " + percent(RunMarkdown.minimumDetected(widest.get()))
					+ " and larger in " + widest.get().metric().label() + "; it cannot tell";
		}
		return "the run could not judge (see below)";
	}

	private static String passed(List<MetricComparison> rows) {
		List<MetricComparison> improved = with(rows, Verdict.IMPROVED);
		if (!improved.isEmpty()) {
			return change(improved.get(0), "better") + more(improved.size() - 1, "better");
		}
		if (rows.isEmpty()) {
			return "pass";
		}
		MetricComparison first = rows.get(0);
		return "No change beyond ±" + Figures.plain(first.thresholdPercent()) + "% in " + first.metric().label()
				+ interval(first);
	}

	/** {@code CPU per request 8.9% worse (+4.1 … +13.9%)}. */
	static String change(MetricComparison row, String word) {
		return capitalized(row.metric().label()) + " "
				+ String.format(Locale.ROOT, "%.1f%%", Math.abs(row.changePercent())) + " " + word + interval(row);
	}

	private static String interval(MetricComparison row) {
		Interval interval = row.interval();
		if (interval.low() == null || interval.high() == null) {
			return "";
		}
		return " (" + Figures.ratioChange(interval.low()) + " … " + Figures.ratioChange(interval.high()) + ")";
	}

	private static String more(int count, String word) {
		if (count == 0) {
			return "";
		}
		return ", and " + count + ((count == 1) ? " more metric " : " more metrics ") + word;
	}

	private static String percent(double percent) {
		return String.format(Locale.ROOT, (percent < 10) ? "%.1f%%" : "%.0f%%", percent);
	}

	private static List<MetricComparison> with(List<MetricComparison> rows, Verdict verdict) {
		return rows.stream().filter((row) -> row.verdict() == verdict).toList();
	}

	private static String capitalized(String text) {
		return text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1);
	}

}
