package dev.perflab.perf.comment;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;

import dev.perflab.jfrrules.check.Status;
import dev.perflab.perf.compare.Verdict;
import dev.perflab.perf.results.Outcome;
import dev.perflab.perf.results.Results;
import dev.perflab.perf.results.ResultsJson;
import dev.perflab.perf.view.Figures;
import dev.perflab.perf.text.InertText;
import dev.perflab.perf.compare.MetricComparison;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code perf annotate RESULTS_JSON}: prints one GitHub Actions workflow command per
 * finding of a run, so that the check itself names what failed: {@code ::error} for each
 * {@code fail} JFR rule that fired, each regressed metric and any other reason the gate
 * failed; {@code ::warning} for each rule that fired below {@code fail} and each warning
 * of the report tool. results.json is read as strictly as the pull-request comment reads
 * it ({@link ResultsJson}), and every string is cleaned and escaped: no line of it can be
 * a workflow command of its own.
 */
@Command(name = "annotate", resourceBundle = "dev.perflab.perf.comment.annotate", mixinStandardHelpOptions = true,
		sortOptions = false)
public final class AnnotateCommand implements Callable<Integer> {

	/** GitHub shows this many annotations of each level per step. */
	static final int MAX_PER_LEVEL = 10;

	@Spec
	private CommandSpec spec;

	@Parameters(index = "0", paramLabel = "RESULTS_JSON",
			description = "A run's results.json (schema " + ResultsJson.SCHEMA_VERSION + ").")
	private Path file;

	@Option(names = "--max-bytes", paramLabel = "N", defaultValue = "" + (16 * 1024 * 1024))
	private long maxBytes;

	@Override
	public Integer call() {
		lines(ResultsJson.read(this.file, this.maxBytes)).forEach(this.spec.commandLine().getOut()::println);
		return 0;
	}

	/**
	 * The annotation lines of a run, errors first.
	 * @return the workflow commands, at most {@value #MAX_PER_LEVEL} (plus one "more"
	 * line) per level
	 */
	static List<String> lines(Results results) {
		List<Annotation> errors = new ArrayList<>();
		List<Annotation> warnings = new ArrayList<>();
		Set<String> explained = new LinkedHashSet<>();
		List<String> failReasons = results.gate().reasons();
		Results.RuleCheck check = results.rules().check();
		List<Results.RuleResult> fired = (check == null) ? List.of()
				: check.results().stream().filter((rule) -> rule.status() != Status.PASS).toList();
		for (Results.RuleResult rule : fired) {
			String id = rule.id();
			String evidence = (rule.finding() != null) ? " Largest finding: " + rule.finding() + "."
					: " Thread, duration and stack: the job summary and rules.json.";
			String reason = find(failReasons, "JFR rule " + id + " failed");
			if (reason != null) {
				explained.add(reason);
				errors.add(new Annotation("JFR rule " + id + " failed", plain(reason) + "." + evidence));
			}
			else {
				warnings.add(new Annotation("JFR rule " + id + " fired",
						"JFR rule " + id + " fired; its severity does not fail the gate." + evidence));
			}
		}
		if (results.comparison() != null) {
			for (MetricComparison row : results.comparison().metrics()) {
				if (row.verdict() != Verdict.REGRESSED) {
					continue;
				}
				String label = row.metric().label();
				String reason = find(failReasons, label + " regressed");
				if (reason != null) {
					explained.add(reason);
				}
				String message = (reason != null) ? plain(reason)
						: label + " regressed by " + Figures.change(row.changePercent()) + " (threshold "
								+ Figures.plain(row.thresholdPercent()) + "%)";
				if (row.metric().gates()) {
					errors.add(new Annotation(label + " regressed", message));
				}
				else {
					// Two gateways sharing a CPU move each other's throughput and
					// latency.
					warnings.add(new Annotation(label + " regressed (not gated)", message));
				}
			}
		}
		for (String reason : failReasons) {
			if (!explained.contains(reason)) {
				errors.add(new Annotation("perf gate failed", plain(reason)));
			}
		}
		if (results.verdict() == Outcome.FAIL && errors.isEmpty()) {
			errors.add(new Annotation("perf gate failed", "The gate failed and gave no reason: see the job summary."));
		}
		for (String warning : results.warnings()) {
			warnings.add(new Annotation("perf run warning", plain(warning)));
		}
		List<String> lines = new ArrayList<>();
		add(lines, "error", errors);
		add(lines, "warning", warnings);
		return lines;
	}

	private static void add(List<String> lines, String level, List<Annotation> annotations) {
		int shown = Math.min(annotations.size(), MAX_PER_LEVEL);
		for (int i = 0; i < shown; i++) {
			Annotation annotation = annotations.get(i);
			// The last slot says how many more there are, if any.
			if (i == MAX_PER_LEVEL - 1 && annotations.size() > MAX_PER_LEVEL) {
				annotation = new Annotation("and " + (annotations.size() - i) + " more",
						(annotations.size() - i) + " more " + level + "s: see the job summary.");
			}
			lines.add("::" + level + " title=" + property(annotation.title()) + "::" + data(annotation.message()));
		}
	}

	/**
	 * The reason that starts with a prefix, read as plain text (a reason may quote ids in
	 * backticks).
	 */
	private static String find(List<String> reasons, String prefix) {
		return reasons.stream().filter((reason) -> plain(reason).startsWith(prefix)).findFirst().orElse(null);
	}

	/** The report tool's backticks are Markdown; an annotation is plain text. */
	private static String plain(String text) {
		return text.replace("`", "");
	}

	/** A message: escaped as GitHub's toolkit does, cleaned of control characters. */
	static String data(String text) {
		return InertText.clean(text, 500).replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A");
	}

	/** A property value: as {@link #data}, and {@code :} and {@code ,} escaped too. */
	static String property(String text) {
		return data(InertText.clean(text, 120)).replace(":", "%3A").replace(",", "%2C");
	}

	private record Annotation(String title, String message) {

	}

}
