package dev.perflab.perf.comment;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;
import dev.perflab.perf.compare.Verdict;
import dev.perflab.perf.metrics.Metric;
import dev.perflab.perf.report.Outcome;
import dev.perflab.perf.report.ReportFiles;
import dev.perflab.perf.rules.RuleFilesChange;
import dev.perflab.perf.view.RunView;

/**
 * Reads a {@code results.json} (schema 1) into the view the summary is rendered from, so
 * the comment shows what the summary shows. The file came from a pull request's run, so
 * every value is checked for its type, and every enumeration against the values this
 * version knows; a metric this version does not know is left out and counted, so that a
 * pull request that adds one still gets a comment. Parts that older results.json lack
 * (hotspots, the rule list, the inconclusive reasons) are left empty.
 */
final class ResultsReader {

	static final int SCHEMA_VERSION = 1;

	/** The medians single mode shows, in order. */
	private static final List<Metric> SINGLE_FIGURES = List.of(Metric.RPS, Metric.RATIO_TO_DIRECT,
			Metric.CPU_PER_REQUEST, Metric.LATENCY_P50, Metric.LATENCY_P99);

	private static final Set<String> MODES = Set.of("single", "compare");

	private static final Set<String> VERDICTS = Set.of("pass", "fail", "inconclusive");

	private static final Set<String> RULE_STATUSES = Set.of("pass", "warn", "fail", "skipped");

	private static final Set<String> METRIC_VERDICTS = Set.of("improved", "unchanged", "regressed", "inconclusive");

	private static final Set<String> MEASURES = Set.of("total", "self");

	private final JsonFields json = new JsonFields(ReportFiles.RESULTS);

	/** Metrics of the comparison this version does not know, left out. */
	private int unknownMetrics;

	int unknownMetrics() {
		return this.unknownMetrics;
	}

	RunView read(JsonNode root) {
		if (root == null || !root.isObject()) {
			throw new CommentDataException(ReportFiles.RESULTS + ": the top level is not an object");
		}
		long schema = this.json.integer(root, "", "schemaVersion");
		if (schema != SCHEMA_VERSION) {
			throw new CommentDataException(ReportFiles.RESULTS + ": schemaVersion " + schema
					+ " is not the version this renderer reads (" + SCHEMA_VERSION + ")");
		}
		boolean compare = this.json.oneOf(root, "", "mode", MODES).equals("compare");
		Outcome outcome = Outcome.valueOf(this.json.oneOf(root, "", "verdict", VERDICTS).toUpperCase(Locale.ROOT));
		JsonNode gate = this.json.optionalObject(root, "", "gate");
		List<String> reasons = this.json.texts(gate, "gate", "reasons");
		List<String> inconclusive = this.json.texts(gate, "gate", "inconclusive");
		List<String> warnings = this.json.texts(root, "", "warnings");
		JsonNode comparison = compare ? this.json.object(root, "", "comparison") : null;
		List<RunView.MetricRow> metrics = compare ? metrics(comparison) : List.of();
		List<RunView.Figure> figures = compare ? List.of() : figures(this.json.optionalObject(root, "", "targets"));
		RunView.Hotspots hotspots = compare ? hotspots(this.json.optionalObject(root, "", "hotspots")) : null;
		return new RunView(outcome, compare, reasons, inconclusive, context(root, comparison), metrics, figures,
				hotspots, rules(this.json.object(root, "", "rules")), warnings, environment(root));
	}

	/** The forks of a run, from run.extra (written by perf run); null for older runs. */
	private static Integer forks(JsonNode run) {
		String forks = (run != null) ? run.path("extra").path("forks").asText("") : "";
		return forks.matches("[1-9][0-9]{0,5}") ? Integer.valueOf(forks) : null;
	}

	private RunView.Context context(JsonNode root, JsonNode comparison) {
		JsonNode run = this.json.optionalObject(root, "", "run");
		JsonNode load = this.json.optionalObject(root, "", "load");
		Double perMetric = null;
		Double family = null;
		Integer pairs = null;
		if (comparison != null) {
			// Each interval's own level; results.json of older runs had one level for
			// all.
			String levelField = comparison.has("perMetricConfidence") ? "perMetricConfidence" : "confidence";
			perMetric = level(comparison, levelField);
			family = comparison.has("perMetricConfidence") ? level(comparison, "confidence") : null;
			pairs = this.json.array(comparison, "comparison", "pairedRounds").size();
		}
		Long rounds = this.json.optionalInteger(load, "load", "rounds");
		Double seconds = this.json.optionalNumber(load, "load", "roundDurationSeconds");
		return new RunView.Context(this.json.optionalText(run, "run", "gitHead"), null,
				this.json.optionalText(run, "run", "gitBase"), this.json.optionalText(run, "run", "gitBaseRef"),
				this.json.optionalText(run, "run", "gatewayProfile"), pairs, (comparison != null) ? forks(run) : null,
				(comparison == null && rounds != null && rounds >= 0 && rounds < 1_000_000) ? rounds.intValue() : null,
				(seconds != null && seconds > 0 && seconds < 1e6) ? seconds : null,
				this.json.optionalInteger(load, "load", "wrkThreads"),
				this.json.optionalInteger(load, "load", "wrkConnections"), perMetric, family);
	}

	private Double level(JsonNode comparison, String field) {
		Double confidence = this.json.optionalNumber(comparison, "comparison", field);
		if (confidence != null && (confidence <= 0 || confidence >= 1)) {
			throw this.json.problem("comparison", field, "is not between 0 and 1");
		}
		return confidence;
	}

	private RunView.Environment environment(JsonNode root) {
		JsonNode environment = this.json.optionalObject(root, "", "environment");
		JsonNode layout = this.json.optionalObject(root, "", "layout");
		JsonNode run = this.json.optionalObject(root, "", "run");
		JsonNode warmup = this.json.optionalObject(run, "run", "warmup");
		JsonNode stable = (warmup != null) ? warmup.get("stable") : null;
		if (stable != null && !stable.isNull() && !stable.isBoolean()) {
			throw this.json.problem("run.warmup", "stable", "is not true or false");
		}
		List<RunView.Frozen> frozen = new ArrayList<>();
		List<JsonNode> freezes = this.json.array(environment, "environment", "hostFreezes");
		for (int i = 0; i < freezes.size(); i++) {
			String path = "environment.hostFreezes[" + i + "]";
			Long cpu = this.json.optionalInteger(freezes.get(i), path, "cpu");
			Double fraction = this.json.optionalNumber(freezes.get(i), path, "frozenFraction");
			if (cpu != null && fraction != null) {
				frozen.add(new RunView.Frozen(cpu, fraction));
			}
		}
		return new RunView.Environment(this.json.optionalText(environment, "environment", "javaVersion"),
				this.json.optionalText(environment, "environment", "os"),
				this.json.optionalText(environment, "environment", "cpuModel"),
				this.json.optionalInteger(environment, "environment", "cpuCount"),
				this.json.optionalText(layout, "layout", "gatewayCpus"),
				this.json.optionalText(layout, "layout", "servicesCpus"),
				this.json.optionalText(layout, "layout", "wrkCpus"),
				this.json.optionalText(environment, "environment", "wrkVersion"),
				this.json.optionalNumber(warmup, "run.warmup", "seconds"),
				(stable != null && stable.isBoolean()) ? stable.asBoolean() : null, frozen,
				this.json.optionalText(run, "run", "startedAt"));
	}

	private List<RunView.MetricRow> metrics(JsonNode node) {
		List<RunView.MetricRow> rows = new ArrayList<>();
		List<JsonNode> metrics = this.json.array(node, "comparison", "metrics");
		for (int i = 0; i < metrics.size(); i++) {
			String path = "comparison.metrics[" + i + "]";
			JsonNode item = metrics.get(i);
			if (!item.isObject()) {
				throw new CommentDataException(ReportFiles.RESULTS + ": " + path + " is not an object");
			}
			String id = this.json.optionalText(item, path, "metric");
			Verdict verdict = Verdict
				.valueOf(this.json.oneOf(item, path, "verdict", METRIC_VERDICTS).toUpperCase(Locale.ROOT));
			Optional<Metric> metric = metric(id);
			if (metric.isEmpty()) {
				this.unknownMetrics++;
				continue;
			}
			JsonNode interval = this.json.optionalObject(item, path, "interval");
			rows.add(new RunView.MetricRow(metric.get(), this.json.optionalNumber(item, path, "base"),
					this.json.optionalNumber(item, path, "ratio"),
					this.json.optionalNumber(interval, path + ".interval", "low"),
					this.json.optionalNumber(interval, path + ".interval", "high"),
					this.json.optionalNumber(item, path, "thresholdPercent"), verdict,
					this.json.optionalText(item, path, "note")));
		}
		return List.copyOf(rows);
	}

	private List<RunView.Figure> figures(JsonNode targets) {
		List<RunView.Figure> figures = new ArrayList<>();
		for (Metric metric : SINGLE_FIGURES) {
			JsonNode direct = spread(targets, "direct", metric);
			JsonNode gateway = spread(targets, "gateway", metric);
			String path = "targets.gateway.metrics." + metric.id();
			Double directMedian = this.json.optionalNumber(direct, "targets.direct.metrics." + metric.id(), "median");
			Double gatewayMedian = this.json.optionalNumber(gateway, path, "median");
			if (directMedian != null || gatewayMedian != null) {
				figures.add(new RunView.Figure(metric, directMedian, gatewayMedian,
						this.json.optionalNumber(gateway, path, "min"), this.json.optionalNumber(gateway, path, "max"),
						this.json.optionalNumber(gateway, path, "cv")));
			}
		}
		return List.copyOf(figures);
	}

	private JsonNode spread(JsonNode targets, String target, Metric metric) {
		JsonNode node = this.json.optionalObject(targets, "targets", target);
		String path = "targets." + target;
		JsonNode metrics = this.json.optionalObject(node, path, "metrics");
		return this.json.optionalObject(metrics, path + ".metrics", metric.id());
	}

	private RunView.Hotspots hotspots(JsonNode node) {
		if (node == null) {
			return null;
		}
		if ("skipped".equals(this.json.optionalText(node, "hotspots", "status"))) {
			String reason = this.json.optionalText(node, "hotspots", "reason");
			return RunView.Hotspots.skipped((reason != null) ? reason : "no reason given");
		}
		List<RunView.Shift> shifts = new ArrayList<>();
		List<JsonNode> items = this.json.array(node, "hotspots", "shifts");
		for (int i = 0; i < items.size(); i++) {
			String path = "hotspots.shifts[" + i + "]";
			JsonNode item = items.get(i);
			shifts.add(new RunView.Shift(Objects.toString(this.json.optionalText(item, path, "method"), ""),
					this.json.oneOf(item, path, "measure", MEASURES), count(item, path, "baseCount"),
					count(item, path, "headCount")));
		}
		Double alpha = this.json.optionalNumber(node, "hotspots", "alpha");
		Double minShareChange = this.json.optionalNumber(node, "hotspots", "minShareChange");
		long tests = count(node, "hotspots", "tests");
		return new RunView.Hotspots(null, count(node, "hotspots", "baseSamples"),
				count(node, "hotspots", "headSamples"), (int) Math.min(tests, Integer.MAX_VALUE),
				(alpha != null) ? alpha : 0, (minShareChange != null) ? minShareChange : 0, shifts);
	}

	private long count(JsonNode node, String path, String key) {
		long count = this.json.integer(node, path, key);
		if (count < 0) {
			throw this.json.problem(path, key, "is negative");
		}
		return count;
	}

	private RunView.Rules rules(JsonNode node) {
		String status = this.json.oneOf(node, "rules", "status", RULE_STATUSES);
		JsonNode summary = this.json.optionalObject(node, "rules", "summary");
		List<RunView.RuleLine> lines = new ArrayList<>();
		List<JsonNode> results = this.json.array(node, "rules", "results");
		for (int i = 0; i < results.size(); i++) {
			String path = "rules.results[" + i + "]";
			JsonNode item = results.get(i);
			lines.add(new RunView.RuleLine(Objects.toString(this.json.optionalText(item, path, "id"), ""),
					this.json.optionalText(item, path, "severity"),
					this.json.oneOf(item, path, "status", RULE_STATUSES), this.json.optionalInteger(item, path, "rows"),
					this.json.optionalInteger(item, path, "limit"), this.json.optionalText(item, path, "finding")));
		}
		if (lines.isEmpty()) {
			// results.json before the rule list: only the ids of the rules that fired.
			this.json.texts(node, "rules", "fired")
				.forEach((id) -> lines.add(new RunView.RuleLine(id, null, "warn", null, null)));
		}
		String reason = this.json.optionalText(node, "rules", "reason");
		return new RunView.Rules(status, "skipped".equals(status) ? ((reason != null) ? reason : "") : null, lines,
				count(summary, "pass"), count(summary, "warn"), count(summary, "fail"),
				filesChanged(this.json.optionalObject(node, "rules", "filesChanged")));
	}

	private RuleFilesChange filesChanged(JsonNode node) {
		if (node == null) {
			return null;
		}
		return new RuleFilesChange(this.json.texts(node, "rules.filesChanged", "added"),
				this.json.texts(node, "rules.filesChanged", "removed"),
				this.json.texts(node, "rules.filesChanged", "changed"));
	}

	private Long count(JsonNode summary, String key) {
		Long count = this.json.optionalInteger(summary, "rules.summary", key);
		if (count != null && count < 0) {
			throw this.json.problem("rules.summary", key, "is negative");
		}
		return count;
	}

	private static Optional<Metric> metric(String id) {
		return Arrays.stream(Metric.values()).filter((metric) -> metric.id().equals(id)).findFirst();
	}

}
