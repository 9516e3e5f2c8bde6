package dev.perflab.perf.selftest;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Stream;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.perflab.jfrrules.check.Status;
import dev.perflab.jfrrules.check.ViolationGroup;
import dev.perflab.perf.compare.Verdict;
import dev.perflab.perf.results.InvalidResultsException;
import dev.perflab.perf.results.Results;
import dev.perflab.perf.results.ResultsJson;
import dev.perflab.perf.rules.RuleFinding;
import dev.perflab.perf.compare.MetricComparison;

/**
 * One self-test run of a profile, as its {@code results.json} and {@code rules.json} tell
 * it: which detectors fired and how the compared metrics moved.
 *
 * @param profile the gateway profile measured (head)
 * @param run the run's number for this profile, from 1
 * @param exitCode what {@code perf/local.sh} exited with
 * @param problem why the run has no results, or null
 * @param rules the rules that did not pass, in the order of results.json
 * @param metrics the compared metrics of its results.json by id ({@code rps},
 * {@code cpuUsPerRequest}, ...)
 */
record ObservedRun(String profile, int run, Path directory, int exitCode, String problem, List<FiredRule> rules,
		Map<String, MetricComparison> metrics) {

	/** Far more than a run's results.json: a self-test reads only its own runs. */
	private static final long MAX_RESULTS_BYTES = 64 * 1024 * 1024;

	/** Reads only the groups of jfr-rules' report, under the names it writes them. */
	private static final ObjectMapper RULES_JSON = JsonMapper.builder()
		.disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
		.addMixIn(ViolationGroup.class, GroupNames.class)
		.build();

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
		return this.rules.stream().anyMatch((rule) -> rule.result().status() == Status.FAIL);
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
			Map<String, MetricComparison> metrics = new LinkedHashMap<>();
			results.comparison().metrics().forEach((metric) -> metrics.put(metric.metric().id(), metric));
			return new ObservedRun(profile, run, directory, exitCode, null, fired(directory, results.rules().check()),
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

	/**
	 * The rules that fired, as results.json has them, each with all its groups from the
	 * check's full report: results.json words only the largest, and a rule may fire for
	 * the expected reason in another group.
	 */
	private static List<FiredRule> fired(Path directory, Results.RuleCheck check) throws IOException {
		List<Results.RuleResult> fired = (check != null)
				? check.results().stream().filter((result) -> result.status() != Status.PASS).toList() : List.of();
		if (fired.isEmpty()) {
			return List.of();
		}
		Map<String, List<ViolationGroup>> groups = new HashMap<>();
		RULES_JSON.readValue(directory.resolve(check.file()).toFile(), RulesFile.class)
			.rules()
			.forEach((rule) -> groups.put(rule.id(), rule.groups()));
		return fired.stream()
			.map((result) -> new FiredRule(result, groups.getOrDefault(result.id(), List.of())))
			.toList();
	}

	/** What the self-test reads of jfr-rules' rules.json. */
	private record RulesFile(List<RuleGroups> rules) {

	}

	private record RuleGroups(String id, List<ViolationGroup> groups) {

	}

	/** The names rules.json gives the durations of a group. */
	private abstract static class GroupNames {

		@JsonProperty("totalDurationNs")
		abstract Long totalDurationNanos();

		@JsonProperty("maxDurationNs")
		abstract Long maxDurationNanos();

	}

	/**
	 * A rule that failed or warned.
	 *
	 * @param result what results.json says of it: status, rows and its largest finding
	 * @param groups all its groups, largest first
	 */
	record FiredRule(Results.RuleResult result, List<ViolationGroup> groups) {

		String id() {
			return this.result.id();
		}

		/**
		 * The first group with {@code text} in its event type, detail, threads or frames,
		 * in words, or null.
		 */
		String matching(String text) {
			return this.groups.stream()
				.filter((group) -> Stream
					.of(Stream.of(group.eventType(), group.detail(), group.firstNonJdkFrame()),
							group.threads().stream(), group.topFrames().stream())
					.flatMap(Function.identity())
					.anyMatch((field) -> field != null && field.contains(text)))
				.findFirst()
				.map(RuleFinding::of)
				.orElse(null);
		}

	}

}
