package dev.perflab.perf.comment;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;
import dev.perflab.perf.compare.Verdict;
import dev.perflab.perf.metrics.Metric;
import dev.perflab.perf.report.ReportFiles;

/**
 * Reads the parts of a {@code results.json} (schema 1) that the comment shows. The file
 * came from a pull request's run, so every value is checked for its type, and every
 * enumeration against the values this version knows; a metric this version does not know
 * is left out and counted, so that a pull request that adds one still gets a comment.
 */
final class ResultsReader {

	static final int SCHEMA_VERSION = 1;

	/** The medians single mode shows, in order. */
	private static final List<Metric> SINGLE_FIGURES = List.of(Metric.RPS, Metric.RATIO_TO_DIRECT,
			Metric.CPU_PER_REQUEST, Metric.LATENCY_P50, Metric.LATENCY_P99);

	private static final Set<String> MODES = Set.of("single", "compare");

	private static final Set<String> VERDICTS = Set.of("pass", "fail");

	private static final Set<String> RULE_STATUSES = Set.of("pass", "warn", "fail", "skipped");

	private static final Set<String> METRIC_VERDICTS = Set.of("improved", "unchanged", "regressed", "inconclusive");

	private final JsonFields json = new JsonFields(ReportFiles.RESULTS);

	RunResults read(JsonNode root) {
		if (root == null || !root.isObject()) {
			throw new CommentDataException(ReportFiles.RESULTS + ": the top level is not an object");
		}
		long schema = this.json.integer(root, "", "schemaVersion");
		if (schema != SCHEMA_VERSION) {
			throw new CommentDataException(ReportFiles.RESULTS + ": schemaVersion " + schema
					+ " is not the version this renderer reads (" + SCHEMA_VERSION + ")");
		}
		boolean compare = this.json.oneOf(root, "", "mode", MODES).equals("compare");
		boolean passed = this.json.oneOf(root, "", "verdict", VERDICTS).equals("pass");
		JsonNode gate = this.json.optionalObject(root, "", "gate");
		List<String> reasons = this.json.texts(gate, "gate", "reasons");
		List<String> warnings = this.json.texts(root, "", "warnings");
		JsonNode run = this.json.optionalObject(root, "", "run");
		String gitHead = this.json.optionalText(run, "run", "gitHead");
		String gitBase = this.json.optionalText(run, "run", "gitBase");
		String profile = this.json.optionalText(run, "run", "gatewayProfile");
		RunResults.Comparison comparison = compare ? comparison(this.json.object(root, "", "comparison")) : null;
		List<RunResults.Figure> figures = compare ? List.of() : figures(this.json.optionalObject(root, "", "targets"));
		return new RunResults(compare, passed, reasons, warnings, gitHead, gitBase, profile, environment(root),
				comparison, figures, rules(this.json.object(root, "", "rules")));
	}

	private RunResults.Environment environment(JsonNode root) {
		JsonNode environment = this.json.optionalObject(root, "", "environment");
		JsonNode layout = this.json.optionalObject(root, "", "layout");
		return new RunResults.Environment(this.json.optionalText(environment, "environment", "javaVersion"),
				this.json.optionalText(environment, "environment", "cpuModel"),
				this.json.optionalInteger(environment, "environment", "cpuCount"),
				this.json.optionalText(layout, "layout", "gatewayCpus"),
				this.json.optionalText(layout, "layout", "servicesCpus"),
				this.json.optionalText(layout, "layout", "wrkCpus"));
	}

	private RunResults.Comparison comparison(JsonNode node) {
		// Each interval's own level; results.json of older runs had one level for all.
		String levelField = node.has("perMetricConfidence") ? "perMetricConfidence" : "confidence";
		Double confidence = this.json.optionalNumber(node, "comparison", levelField);
		if (confidence != null && (confidence <= 0 || confidence >= 1)) {
			throw this.json.problem("comparison", levelField, "is not between 0 and 1");
		}
		int pairs = this.json.array(node, "comparison", "pairedRounds").size();
		List<RunResults.MetricRow> rows = new ArrayList<>();
		int unknown = 0;
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
				unknown++;
				continue;
			}
			JsonNode interval = this.json.optionalObject(item, path, "interval");
			rows.add(new RunResults.MetricRow(metric.get(), this.json.optionalNumber(item, path, "base"),
					this.json.optionalNumber(item, path, "head"), this.json.optionalNumber(item, path, "changePercent"),
					this.json.optionalNumber(interval, path + ".interval", "low"),
					this.json.optionalNumber(interval, path + ".interval", "high"),
					this.json.optionalNumber(item, path, "thresholdPercent"), verdict,
					this.json.optionalText(item, path, "note")));
		}
		return new RunResults.Comparison(confidence, pairs, List.copyOf(rows), unknown);
	}

	private List<RunResults.Figure> figures(JsonNode targets) {
		List<RunResults.Figure> figures = new ArrayList<>();
		for (Metric metric : SINGLE_FIGURES) {
			Double direct = median(targets, "direct", metric);
			Double gateway = median(targets, "gateway", metric);
			if (direct != null || gateway != null) {
				figures.add(new RunResults.Figure(metric, direct, gateway));
			}
		}
		return List.copyOf(figures);
	}

	private Double median(JsonNode targets, String target, Metric metric) {
		JsonNode node = this.json.optionalObject(targets, "targets", target);
		String path = "targets." + target;
		JsonNode metrics = this.json.optionalObject(node, path, "metrics");
		JsonNode spread = this.json.optionalObject(metrics, path + ".metrics", metric.id());
		return this.json.optionalNumber(spread, path + ".metrics." + metric.id(), "median");
	}

	private RunResults.Rules rules(JsonNode node) {
		String status = this.json.oneOf(node, "rules", "status", RULE_STATUSES);
		JsonNode summary = this.json.optionalObject(node, "rules", "summary");
		return new RunResults.Rules(status, count(summary, "pass"), count(summary, "warn"), count(summary, "fail"),
				this.json.texts(node, "rules", "fired"), this.json.optionalText(node, "rules", "reason"));
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
