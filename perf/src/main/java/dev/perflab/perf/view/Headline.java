package dev.perflab.perf.view;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import dev.perflab.perf.text.InertText;
import dev.perflab.perf.compare.Verdict;
import dev.perflab.perf.results.Outcome;

/**
 * The one sentence a reader needs: the verdict with its number. A reviewer who reads only
 * the heading must not come away with a wrong idea, so a pass says how large a change the
 * run could have missed, and an inconclusive run says how large a change it could see.
 */
final class Headline {

	private Headline() {
	}

	static String of(RunView view) {
		if (!view.compare()) {
			return view.outcome().id();
		}
		List<RunView.MetricRow> rows = view.metrics();
		return switch (view.outcome()) {
			case FAIL -> failed(view, rows);
			case INCONCLUSIVE -> "Inconclusive: " + inconclusive(view, rows);
			case PASS -> passed(rows);
		};
	}

	private static String failed(RunView view, List<RunView.MetricRow> rows) {
		List<RunView.MetricRow> regressed = with(rows, Verdict.REGRESSED);
		if (!regressed.isEmpty()) {
			return change(regressed.get(0), "worse") + more(regressed.size() - 1, "worse");
		}
		Optional<RunView.RuleLine> rule = view.rules()
			.results()
			.stream()
			.filter((line) -> "fail".equals(line.status()))
			.findFirst();
		if (rule.isPresent()) {
			return "JFR rule " + InertText.code(rule.get().id(), 100) + " failed";
		}
		return "the gate failed";
	}

	private static String inconclusive(RunView view, List<RunView.MetricRow> rows) {
		if (view.environment() != null && Boolean.FALSE.equals(view.environment().warmupStable())) {
			return "the warm-up did not settle, so base and head were not measured in a steady state";
		}
		if (!rows.isEmpty() && rows.stream().allMatch((row) -> row.minimumDetectedPercent() == null)) {
			return "too few pairs for an interval";
		}
		Optional<RunView.MetricRow> widest = with(rows, Verdict.INCONCLUSIVE).stream()
			.filter((row) -> row.minimumDetectedPercent() != null)
			.max(Comparator.comparingDouble(RunView.MetricRow::minimumDetectedPercent));
		if (widest.isPresent()) {
			return "this run catches changes of " + percent(widest.get().minimumDetectedPercent()) + " and larger in "
					+ widest.get().metric().label() + "; it cannot tell";
		}
		return "the run could not judge (see below)";
	}

	private static String passed(List<RunView.MetricRow> rows) {
		List<RunView.MetricRow> improved = with(rows, Verdict.IMPROVED);
		if (!improved.isEmpty()) {
			return change(improved.get(0), "better") + more(improved.size() - 1, "better");
		}
		if (rows.isEmpty()) {
			return "pass";
		}
		RunView.MetricRow first = rows.get(0);
		return "No change beyond ±" + Figures.plain(first.thresholdPercent()) + "% in " + first.metric().label()
				+ interval(first);
	}

	/** {@code CPU per request 8.9% worse (+4.1 … +13.9%)}. */
	static String change(RunView.MetricRow row, String word) {
		return capitalized(row.metric().label()) + " "
				+ String.format(Locale.ROOT, "%.1f%%", Math.abs(row.changePercent())) + " " + word + interval(row);
	}

	private static String interval(RunView.MetricRow row) {
		if (row.low() == null || row.high() == null) {
			return "";
		}
		return " (" + Figures.ratioChange(row.low()) + " … " + Figures.ratioChange(row.high()) + ")";
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

	private static List<RunView.MetricRow> with(List<RunView.MetricRow> rows, Verdict verdict) {
		return rows.stream().filter((row) -> row.verdict() == verdict).toList();
	}

	private static String capitalized(String text) {
		return text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1);
	}

}
