package dev.perflab.perf.selftest;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.cfg.EnumFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.perflab.perf.metrics.Spread;
import dev.perflab.perf.compare.Verdict;
import dev.perflab.perf.metrics.Metric;
import dev.perflab.perf.results.Results;
import dev.perflab.perf.rules.RuleFinding;
import dev.perflab.perf.run.CalibrationProfile;
import dev.perflab.perf.text.InertText;
import dev.perflab.perf.compare.Interval;
import dev.perflab.perf.compare.MetricComparison;

/**
 * The self-test's table: per profile, what should catch it, what did, and how often.
 * <p>
 * A profile with expected detectors is caught in a run when at least one of them went
 * off: a {@code rule:ID} that failed or warned, or a {@code metric:ID} that regressed. A
 * profile without any ({@code clean}) passes a run when the run completed and no
 * {@code fail} rule fired and no metric regressed or improved (a false alarm). Each rate
 * is shown with its 95% Clopper-Pearson interval.
 */
final class SelftestTable {

	/**
	 * Code points of a rule's finding shown: a finding lists threads, so it can run long.
	 */
	private static final int EVIDENCE_LIMIT = 1_000;

	/** Verdicts as the reports spell them: their ids, the lower-case names. */
	private static final ObjectMapper JSON = JsonMapper.builder()
		.enable(SerializationFeature.INDENT_OUTPUT)
		.enable(EnumFeature.WRITE_ENUMS_TO_LOWERCASE)
		.build();

	private final List<Row> rows;

	private SelftestTable(List<Row> rows) {
		this.rows = rows;
	}

	static SelftestTable of(List<ObservedRun> runs, Map<String, String> seedRounds,
			Map<String, List<String>> expected) {
		Map<String, List<ObservedRun>> byProfile = new LinkedHashMap<>();
		runs.forEach((run) -> byProfile.computeIfAbsent(run.profile(), (key) -> new ArrayList<>()).add(run));
		List<Row> rows = new ArrayList<>();
		byProfile.forEach((profile, profileRuns) -> rows.add(new Row(profile, seedRounds.getOrDefault(profile, ""),
				expected.getOrDefault(profile, List.of()), profileRuns)));
		return new SelftestTable(rows);
	}

	boolean allCaught() {
		return this.rows.stream().allMatch(Row::allCaught);
	}

	String markdown() {
		StringBuilder md = new StringBuilder();
		md.append("| profile | seed round | expected detector | observed detector | RPS change | CPU/request change "
				+ "| caught |\n");
		md.append("|---|---|---|---|---:|---:|---|\n");
		for (Row row : this.rows) {
			md.append("| ")
				.append(InertText.code(row.profile(), 100))
				.append(" | ")
				.append(row.seedRound())
				.append(" | ")
				.append(row.expected().isEmpty() ? "none (must pass)" : String.join(", ", names(row.expected())))
				.append(row.expectedChange())
				.append(" | ")
				.append(row.observed())
				.append(" | ")
				.append(row.change("rps"))
				.append(" | ")
				.append(row.change("cpuUsPerRequest"))
				.append(" | ")
				.append(row.verdict())
				.append(" |\n");
		}
		md.append("\nChange: head (profile) vs base (the clean gateway of the same commit), the median over the runs "
				+ "with its interval for one run. Caught: an expected detector went off in every run (clean: passed, "
				+ "no fail rule fired and no metric moved).\n");
		for (Row row : this.rows) {
			String evidence = row.evidence();
			if (!evidence.isEmpty()) {
				md.append("\n- ").append(InertText.code(row.profile(), 100)).append(": ").append(evidence).append('\n');
			}
		}
		return md.toString();
	}

	String json() throws JsonProcessingException {
		return JSON.writeValueAsString(
				new Document(1, "perf selftest-summary", allCaught(), this.rows.stream().map(Row::json).toList()))
				+ "\n";
	}

	private static List<String> names(List<String> detectors) {
		return detectors.stream().map(SelftestTable::name).toList();
	}

	private static String name(String detector) {
		int at = detector.indexOf('@');
		if (at >= 0) {
			return name(detector.substring(0, at)) + " with " + detector.substring(at + 1);
		}
		String id = detector.substring(detector.indexOf(':') + 1);
		if (detector.startsWith("metric:")) {
			return Metric.ofId(id).map(Metric::label).orElse(id) + " regressed";
		}
		return InertText.code(id, 100);
	}

	private static String percent(double value) {
		return String.format(Locale.ROOT, "%+.1f%%", value);
	}

	/** selftest.json. */
	private record Document(int schemaVersion, String tool, boolean allCaught, List<ProfileJson> profiles) {

	}

	private record ProfileJson(String profile, String seedRound, List<String> expected, int runs, int caughtRuns,
			boolean caught, Map<String, Integer> observed, Changes rpsChangePercent,
			Changes cpuUsPerRequestChangePercent, String evidence, List<RunJson> runDetails) {

	}

	/**
	 * The changes over a profile's runs: their count and, when there are any, their
	 * spread.
	 */
	@JsonInclude(JsonInclude.Include.NON_NULL)
	private record Changes(int n, Double median, Double min, Double max) {

		static Changes of(double[] changes) {
			if (changes.length == 0) {
				return new Changes(0, null, null, null);
			}
			Spread spread = Spread.of(changes);
			return new Changes(changes.length, spread.median(), spread.min(), spread.max());
		}

	}

	private record RunJson(int run, String directory, int exitCode, String problem, boolean caught,
			List<String> detectors, Map<String, MetricJson> metrics) {

	}

	private record MetricJson(Double changePercent, Double intervalLow, Double intervalHigh, Verdict verdict) {

		static MetricJson of(MetricComparison metric) {
			return new MetricJson(metric.changePercent(), metric.interval().low(), metric.interval().high(),
					metric.verdict());
		}

	}

	/**
	 * One profile over its runs.
	 */
	record Row(String profile, String seedRound, List<String> expected, List<ObservedRun> runs) {

		boolean caught(ObservedRun run) {
			if (!run.complete()) {
				return false;
			}
			if (this.expected.isEmpty()) {
				// A false alarm on any metric, gated or not, fails the clean gateway:
				// a verdict that moves without a change is what the self-test is for.
				return !run.failedARule() && !run.falseAlarm();
			}
			return this.expected.stream().anyMatch(run::wentOff);
		}

		/**
		 * Returns what a calibration profile should change: its amount over the base's
		 * figure as these runs measured it (the median over them), e.g. N µs of CPU per
		 * request, so that a reader can tell a calibration that was caught from one that
		 * read below its size. Empty for any other profile, or without a measured base.
		 */
		String expectedChange() {
			Optional<CalibrationProfile.Amount> calibration = CalibrationProfile.of(this.profile);
			if (calibration.isEmpty()) {
				return "";
			}
			CalibrationProfile family = calibration.get().profile();
			double[] bases = this.runs.stream()
				.map((run) -> run.metrics().get(family.metric()))
				.filter(Objects::nonNull)
				.map(MetricComparison::base)
				.filter(Objects::nonNull)
				.mapToDouble(Double::doubleValue)
				.toArray();
			if (bases.length == 0) {
				return "";
			}
			double base = Spread.of(bases).median();
			int amount = calibration.get().amount();
			return String.format(Locale.ROOT, " (%d %s: %s of the base's %,.1f %s)", amount, family.unit(),
					percent(100.0 * amount / base), base, family.unit());
		}

		ProfileJson json() {
			List<RunJson> details = this.runs.stream()
				.map((run) -> new RunJson(run.run(), run.directory().toString(), run.exitCode(), run.problem(),
						caught(run), run.detectors(), metricsJson(run)))
				.toList();
			return new ProfileJson(this.profile, this.seedRound, this.expected, this.runs.size(), caughtRuns(),
					allCaught(), detectorCounts(), Changes.of(changes("rps")), Changes.of(changes("cpuUsPerRequest")),
					evidence(), details);
		}

		private static Map<String, MetricJson> metricsJson(ObservedRun run) {
			Map<String, MetricJson> metrics = new LinkedHashMap<>();
			run.metrics().forEach((id, metric) -> metrics.put(id, MetricJson.of(metric)));
			return metrics;
		}

		int caughtRuns() {
			return (int) this.runs.stream().filter(this::caught).count();
		}

		boolean allCaught() {
			return caughtRuns() == this.runs.size();
		}

		String verdict() {
			String counts = " (" + ClopperPearson.describe(caughtRuns(), this.runs.size()) + ")";
			if (this.expected.isEmpty()) {
				return (allCaught() ? "pass" : "**FAIL**") + counts;
			}
			return (allCaught() ? "yes" : "**no**") + counts;
		}

		Map<String, Integer> detectorCounts() {
			Map<String, Integer> counts = new LinkedHashMap<>();
			this.runs.forEach((run) -> run.detectors().forEach((detector) -> counts.merge(detector, 1, Integer::sum)));
			return counts;
		}

		String observed() {
			List<String> parts = new ArrayList<>();
			long incomplete = this.runs.stream().filter((run) -> !run.complete()).count();
			if (incomplete > 0) {
				parts.add(incomplete + " run(s) without results: "
						+ this.runs.stream()
							.filter((run) -> !run.complete())
							.map(ObservedRun::problem)
							.findFirst()
							.orElse(""));
			}
			detectorCounts().forEach((detector, count) -> {
				String part = name(detector) + detail(detector);
				if (this.expected.isEmpty() && detector.startsWith("metric:")) {
					part += " (false alarm)";
				}
				parts.add(part + ((this.runs.size() > 1) ? " " + count + "/" + this.runs.size() : ""));
			});
			return parts.isEmpty() ? "nothing" : String.join("; ", parts);
		}

		/**
		 * With one run, the rule's status and rows, or the metric's change and interval.
		 */
		private String detail(String detector) {
			if (this.runs.size() != 1) {
				return "";
			}
			ObservedRun run = this.runs.get(0);
			if (detector.startsWith("rule:")) {
				return run.rules()
					.stream()
					.filter((rule) -> detector.equals("rule:" + rule.id()))
					.map((rule) -> " (" + rule.result().status().id() + ", " + rule.result().rows() + " rows)")
					.findFirst()
					.orElse("");
			}
			return "";
		}

		double[] changes(String metric) {
			return this.runs.stream()
				.map((run) -> run.metrics().get(metric))
				.filter(Objects::nonNull)
				.map(MetricComparison::changePercent)
				.filter(Objects::nonNull)
				.mapToDouble(Double::doubleValue)
				.toArray();
		}

		String change(String metric) {
			double[] changes = changes(metric);
			if (changes.length == 0) {
				return "-";
			}
			if (changes.length == 1 && this.runs.size() == 1) {
				MetricComparison only = this.runs.get(0).metrics().get(metric);
				Interval range = only.interval();
				String interval = (range.low() != null && range.high() != null)
						? " (" + percent((range.low() - 1) * 100) + " … " + percent((range.high() - 1) * 100) + ")"
						: "";
				String mark = (only.verdict() == Verdict.REGRESSED) ? " 🔴" : "";
				return percent(changes[0]) + interval + mark;
			}
			Spread spread = Spread.of(changes);
			return percent(spread.median()) + " (median of " + spread.n() + ", " + percent(spread.min()) + " … "
					+ percent(spread.max()) + ")";
		}

		/**
		 * The finding of the first expected rule that went off (for the clean gateway: of
		 * any rule that fired), in the words of {@link RuleFinding}: for
		 * {@code rule:ID@TEXT}, its group that mentions TEXT.
		 */
		String evidence() {
			for (ObservedRun run : this.runs) {
				for (ObservedRun.FiredRule rule : run.rules()) {
					String finding = finding(rule);
					if (finding != null) {
						return InertText.code(rule.id(), 100) + " (" + rule.result().status().id() + "): "
								+ InertText.code(finding, EVIDENCE_LIMIT);
					}
				}
			}
			return "";
		}

		private String finding(ObservedRun.FiredRule rule) {
			if (this.expected.isEmpty()) {
				return rule.result().finding();
			}
			for (String detector : this.expected) {
				if (detector.equals("rule:" + rule.id())) {
					return rule.result().finding();
				}
				if (detector.startsWith("rule:" + rule.id() + "@")) {
					String found = rule.matching(detector.substring(detector.indexOf('@') + 1));
					if (found != null) {
						return found;
					}
				}
			}
			return null;
		}

	}

}
