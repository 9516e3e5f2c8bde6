package dev.perflab.perf.selftest;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.perflab.perf.compare.Verdict;
import dev.perflab.perf.results.InvalidResultsException;
import dev.perflab.perf.results.Results;
import dev.perflab.perf.results.ResultsJson;

/**
 * One self-test run of a profile, as its {@code results.json} and {@code rules.json} tell
 * it: which detectors fired and how the compared metrics moved.
 *
 * @param profile the gateway profile measured (head)
 * @param run the run's number for this profile, from 1
 * @param directory the run's output directory
 * @param exitCode what {@code perf/local.sh} exited with
 * @param problem why the run has no results, or null
 * @param rules the rules that did not pass, in the order of rules.json
 * @param metrics the compared metrics of its results.json by id ({@code rps},
 * {@code cpuUsPerRequest}, ...)
 */
record ObservedRun(String profile, int run, Path directory, int exitCode, String problem, List<FiredRule> rules,
		Map<String, Results.MetricComparison> metrics) {

	/** Far more than a run's results.json: a self-test reads only its own runs. */
	private static final long MAX_RESULTS_BYTES = 64 * 1024 * 1024;

	/** rules.json is jfr-rules' report, read for the evidence of each rule that fired. */
	private static final ObjectMapper JSON = new ObjectMapper();

	boolean complete() {
		return this.problem == null;
	}

	/**
	 * Returns whether a compared metric of this run regressed or improved: in an A/A run
	 * (the clean gateway against itself), a false alarm.
	 */
	boolean falseAlarm() {
		return this.metrics.values()
			.stream()
			.anyMatch((metric) -> metric.verdict() == Verdict.REGRESSED || metric.verdict() == Verdict.IMPROVED);
	}

	/**
	 * The detectors that went off: {@code rule:ID} for a rule that failed or warned,
	 * {@code metric:ID} for a metric that regressed.
	 */
	List<String> detectors() {
		List<String> detectors = new ArrayList<>();
		this.rules.forEach((rule) -> detectors.add("rule:" + rule.id()));
		this.metrics.values()
			.stream()
			.filter((metric) -> metric.verdict() == Verdict.REGRESSED)
			.forEach((metric) -> detectors.add("metric:" + metric.metric().id()));
		return detectors;
	}

	/**
	 * Whether a detector went off: {@code rule:ID}, {@code metric:ID}, or
	 * {@code rule:ID@TEXT}, a rule whose evidence (event type, detail, threads, frames of
	 * any group) contains TEXT, so that a rule firing for another reason does not count.
	 */
	boolean wentOff(String detector) {
		int at = detector.indexOf('@');
		if (at < 0) {
			return detectors().contains(detector);
		}
		String id = detector.substring(0, at);
		String text = detector.substring(at + 1);
		return this.rules.stream().anyMatch((rule) -> id.equals("rule:" + rule.id()) && rule.matching(text) != null);
	}

	boolean failedARule() {
		return this.rules.stream().anyMatch((rule) -> "fail".equals(rule.status()));
	}

	static ObservedRun read(String profile, int run, Path directory, int exitCode) {
		Path file = directory.resolve(ResultsJson.FILE);
		if (!Files.isRegularFile(file)) {
			return new ObservedRun(profile, run, directory, exitCode,
					"no results.json (perf/local.sh exit " + exitCode + ")", List.of(), Map.of());
		}
		try {
			Results results = ResultsJson.read(file, MAX_RESULTS_BYTES);
			if (results.comparison() == null) {
				return new ObservedRun(profile, run, directory, exitCode,
						"results.json has no comparison: not a --compare run", List.of(), Map.of());
			}
			Map<String, Results.MetricComparison> metrics = new LinkedHashMap<>();
			results.comparison().metrics().forEach((metric) -> metrics.put(metric.metric().id(), metric));
			return new ObservedRun(profile, run, directory, exitCode, null, rules(directory.resolve("rules.json")),
					metrics);
		}
		catch (InvalidResultsException ex) {
			return new ObservedRun(profile, run, directory, exitCode, "invalid results: " + ex.getMessage(), List.of(),
					Map.of());
		}
		catch (IOException ex) {
			return new ObservedRun(profile, run, directory, exitCode, "unreadable rules.json: " + ex.getMessage(),
					List.of(), Map.of());
		}
	}

	private static List<FiredRule> rules(Path file) throws IOException {
		List<FiredRule> fired = new ArrayList<>();
		if (!Files.isRegularFile(file)) {
			return fired;
		}
		for (JsonNode rule : JSON.readTree(file.toFile()).path("rules")) {
			String status = rule.path("status").asText();
			if ("fail".equals(status) || "warn".equals(status)) {
				List<String> groups = new ArrayList<>();
				rule.path("groups").forEach((group) -> groups.add(evidence(group)));
				fired.add(new FiredRule(rule.path("id").asText(), status, rule.path("rowCount").asLong(), groups));
			}
		}
		return fired;
	}

	/**
	 * The largest finding of a rule, as the summary shows it: event type, detail,
	 * threads, count, longest wait, the top frame and the first frame outside the JDK.
	 */
	private static String evidence(JsonNode group) {
		if (group.isMissingNode()) {
			return "";
		}
		StringBuilder text = new StringBuilder(group.path("eventType").asText());
		if (!group.path("detail").isNull() && !group.path("detail").asText().isEmpty()) {
			text.append(' ').append(group.path("detail").asText());
		}
		List<String> threads = new ArrayList<>();
		group.path("threads").forEach((thread) -> threads.add(thread.asText()));
		text.append(" on ").append(String.join(", ", threads));
		text.append(String.format(Locale.ROOT, ": %d events, max %.3f ms", group.path("count").asLong(),
				group.path("maxDurationNs").asLong() / 1e6));
		List<String> frames = new ArrayList<>();
		group.path("topFrames").forEach((frame) -> frames.add(frame.asText()));
		if (!frames.isEmpty()) {
			text.append("; top frames ").append(String.join(" < ", frames));
		}
		if (!group.path("firstNonJdkFrame").isNull() && !group.path("firstNonJdkFrame").isMissingNode()) {
			text.append("; first frame outside the JDK ").append(group.path("firstNonJdkFrame").asText());
		}
		return text.toString();
	}

	/**
	 * A rule that failed or warned.
	 *
	 * @param id the rule id
	 * @param status {@code fail} or {@code warn}
	 * @param rows how many rows the rule's query returned
	 * @param groups its findings, largest first, one line each
	 */
	record FiredRule(String id, String status, long rows, List<String> groups) {

		/**
		 * The first finding that mentions {@code text}, or null.
		 */
		String matching(String text) {
			return this.groups.stream().filter((group) -> group.contains(text)).findFirst().orElse(null);
		}

	}

}
