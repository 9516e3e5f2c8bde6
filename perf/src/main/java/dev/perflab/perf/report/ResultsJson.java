package dev.perflab.perf.report;

import java.util.List;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.perflab.jfrrules.check.RuleResult;
import dev.perflab.jfrrules.check.Status;
import dev.perflab.perf.compare.CompareSettings;
import dev.perflab.perf.compare.Comparison;
import dev.perflab.perf.compare.MetricComparison;
import dev.perflab.perf.hotspots.HotspotComparison;
import dev.perflab.perf.hotspots.MethodShift;
import dev.perflab.perf.metrics.Direction;
import dev.perflab.perf.metrics.Metric;
import dev.perflab.perf.metrics.RoundMetrics;
import dev.perflab.perf.metrics.Spread;
import dev.perflab.perf.metrics.TargetSummary;
import dev.perflab.perf.raw.CpuTicks;
import dev.perflab.perf.raw.RawRound;
import dev.perflab.perf.raw.RunInfo;
import dev.perflab.perf.raw.WrkSummary;
import dev.perflab.perf.rules.RuleFilesChange;

/**
 * Renders {@code results.json}. The tree is built key by key, not by serializing records,
 * so that renaming a Java accessor cannot silently change a format that the workflows and
 * later tools read; {@link #SCHEMA_VERSION} changes with any incompatible change.
 */
final class ResultsJson {

	static final int SCHEMA_VERSION = 1;

	/** Shifts kept in results.json: the largest; the comment data has a size limit. */
	static final int MAX_SHIFTS = 50;

	private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

	private ResultsJson() {
	}

	static byte[] render(Report report, List<String> files) {
		try {
			return MAPPER.writeValueAsBytes(toJson(report, files));
		}
		catch (JsonProcessingException ex) {
			throw new IllegalStateException("cannot render results.json", ex);
		}
	}

	static ObjectNode toJson(Report report, List<String> files) {
		ObjectNode root = MAPPER.createObjectNode();
		root.put("schemaVersion", SCHEMA_VERSION);
		root.put("tool", "perf");
		root.put("generatedAt", report.generatedAt().toString());
		root.put("mode", report.info().mode().id());
		root.put("verdict", report.gate().verdict());
		root.put("exitCode", report.gate().exitCode());
		ObjectNode gate = root.putObject("gate");
		gate.put("passed", report.gate().passed());
		gate.put("outcome", report.gate().outcome().id());
		report.gate().reasons().forEach(gate.putArray("reasons")::add);
		report.gate().inconclusive().forEach(gate.putArray("inconclusive")::add);
		gate.put("failOnInconclusive", report.gate().failOnInconclusive());
		gate.put("maxErrorRate", report.options().maxErrorRate());
		report.warnings().forEach(root.putArray("warnings")::add);
		run(root.putObject("run"), report.info());
		environment(root, report.info());
		ArrayNode rounds = root.putArray("rounds");
		report.rounds().forEach((round) -> round(rounds.addObject(), round));
		ObjectNode targets = root.putObject("targets");
		report.targets().forEach((target, summary) -> target(targets.putObject(target.id()), summary));
		if (report.comparison() != null) {
			comparison(root.putObject("comparison"), report.comparison());
		}
		else {
			root.putNull("comparison");
		}
		rules(root.putObject("rules"), report);
		hotspots(root, report);
		ObjectNode flame = root.putObject("flameGraph");
		flame.put("file", report.flameGraph().file());
		flame.put("samples", report.flameGraph().samples());
		flame.put("problem", report.flameGraph().problem());
		files.forEach(root.putArray("files")::add);
		return root;
	}

	private static void run(ObjectNode node, RunInfo info) {
		node.put("schema", info.schema());
		node.put("startedAt", info.startedAt());
		node.put("gitHead", info.gitHead());
		node.put("gitBase", info.gitBase());
		node.put("gitBaseRef", info.gitBaseRef());
		node.put("gatewayProfile", info.gatewayProfile());
		ObjectNode warmup = node.putObject("warmup");
		warmup.put("seconds", info.warmupSeconds());
		warmup.put("stable", info.warmupStable());
		ObjectNode window = node.putObject("jfrWindow");
		window.put("startMs", info.jfrWindowStartMs());
		window.put("endMs", info.jfrWindowEndMs());
		ObjectNode extra = node.putObject("extra");
		info.extra().forEach(extra::put);
	}

	private static void environment(ObjectNode root, RunInfo info) {
		ObjectNode environment = root.putObject("environment");
		environment.put("javaVersion", info.javaVersion());
		environment.put("javaHome", info.javaHome());
		environment.put("os", info.os());
		environment.put("cpuModel", info.cpuModel());
		environment.put("cpuCount", info.cpuCount());
		environment.put("wrkVersion", info.wrkVersion());
		ArrayNode freezes = environment.putArray("hostFreezes");
		for (HostFreezes cpu : HostFreezes.of(info)) {
			ObjectNode node = freezes.addObject();
			node.put("cpu", cpu.cpu());
			node.put("wallMs", cpu.wallMillis());
			node.put("frozenMs", cpu.frozenMillis());
			node.put("frozenFraction", cpu.frozenFraction());
			node.put("longestMs", cpu.longestMillis());
			node.put("freezes", cpu.freezes());
		}
		ObjectNode layout = root.putObject("layout");
		layout.put("gatewayCpus", info.layout().gatewayCpus());
		layout.put("servicesCpus", info.layout().servicesCpus());
		layout.put("wrkCpus", info.layout().wrkCpus());
		ObjectNode load = root.putObject("load");
		load.put("wrkThreads", info.wrkThreads());
		load.put("wrkConnections", info.wrkConnections());
		load.put("roundDurationSeconds", info.roundDurationSeconds());
		load.put("rounds", info.rounds());
	}

	private static void round(ObjectNode node, RoundMetrics metrics) {
		RawRound raw = metrics.raw();
		node.put("sequence", raw.sequence());
		node.put("round", raw.round());
		node.put("target", raw.target().id());
		node.put("file", raw.file());
		node.put("url", raw.url());
		node.put("startMs", raw.startMillis());
		node.put("endMs", raw.endMillis());
		ObjectNode derived = node.putObject("metrics");
		derived.put("rps", metrics.rps());
		derived.put("latencyP50Ms", metrics.latencyP50Millis());
		derived.put("latencyP90Ms", metrics.latencyP90Millis());
		derived.put("latencyP99Ms", metrics.latencyP99Millis());
		derived.put("latencyP999Ms", metrics.latencyP999Millis());
		derived.put("latencyMaxMs", metrics.latencyMaxMillis());
		derived.put("errors", metrics.errors());
		derived.put("non2xx", metrics.non2xx());
		derived.put("cpuUsPerRequest", metrics.targetCpuMicrosPerRequest());
		ObjectNode byProcess = derived.putObject("cpuUsPerRequestByProcess");
		metrics.cpuMicrosPerRequest().forEach(byProcess::put);
		derived.put("ratioToDirect", metrics.ratioToDirect());
		WrkSummary wrk = raw.wrk();
		ObjectNode wrkNode = node.putObject("wrk");
		wrkNode.put("requests", wrk.requests());
		wrkNode.put("durationUs", wrk.durationMicros());
		wrkNode.put("bytes", wrk.bytes());
		ObjectNode errors = wrkNode.putObject("errors");
		errors.put("connect", wrk.connectErrors());
		errors.put("read", wrk.readErrors());
		errors.put("write", wrk.writeErrors());
		errors.put("status", wrk.statusErrors());
		errors.put("timeout", wrk.timeouts());
		ObjectNode latency = wrkNode.putObject("latencyUs");
		latency.put("mean", wrk.latencyMeanMicros());
		latency.put("stdev", wrk.latencyStdevMicros());
		latency.put("p50", wrk.latencyP50Micros());
		latency.put("p90", wrk.latencyP90Micros());
		latency.put("p99", wrk.latencyP99Micros());
		latency.put("p999", wrk.latencyP999Micros());
		latency.put("max", wrk.latencyMaxMicros());
		CpuTicks cpu = raw.cpu();
		ObjectNode ticks = node.putObject("cpuTicks");
		ticks.put("clkTck", cpu.clockTicksPerSecond());
		ObjectNode processes = ticks.putObject("processes");
		cpu.processes().forEach((process, span) -> {
			ObjectNode spanNode = processes.putObject(process);
			spanNode.put("before", span.before());
			spanNode.put("after", span.after());
		});
	}

	private static void target(ObjectNode node, TargetSummary summary) {
		node.put("rounds", summary.rounds());
		node.put("requests", summary.requests());
		node.put("errors", summary.errors());
		node.put("non2xx", summary.non2xx());
		ObjectNode metrics = node.putObject("metrics");
		summary.metrics().forEach((metric, spread) -> spread(metrics.putObject(metric.id()), spread));
		ObjectNode byProcess = node.putObject("cpuUsPerRequestByProcess");
		summary.cpuByProcess().forEach((process, spread) -> spread(byProcess.putObject(process), spread));
	}

	private static void spread(ObjectNode node, Spread spread) {
		node.put("n", spread.count());
		node.put("median", spread.median());
		node.put("min", spread.min());
		node.put("max", spread.max());
		node.put("cv", spread.cv());
	}

	private static void comparison(ObjectNode node, Comparison comparison) {
		CompareSettings settings = comparison.settings();
		node.put("method",
				"base and head at the same time on the same CPU; ratio = geometric mean of head/base "
						+ "over independent JVM pairs (each the mean of its windows); Student t interval of the mean "
						+ "log-ratio whose ends are one-sided bounds at the confidence; only CPU per request gates");
		node.put("confidence", settings.confidence());
		node.put("perMetricConfidence", comparison.perMetricConfidence());
		ObjectNode thresholds = node.putObject("thresholdsPercent");
		thresholds.put("cpuUsPerRequest", settings.thresholds().cpuPercent());
		thresholds.put("rps", settings.thresholds().rpsPercent());
		thresholds.put("latency", settings.thresholds().latencyPercent());
		comparison.pairedRounds().forEach(node.putArray("pairedRounds")::add);
		comparison.unpairedRounds().forEach(node.putArray("unpairedRounds")::add);
		ArrayNode metrics = node.putArray("metrics");
		for (MetricComparison metric : comparison.metrics()) {
			ObjectNode item = metrics.addObject();
			Metric m = metric.metric();
			item.put("metric", m.id());
			item.put("label", m.label());
			item.put("unit", m.unit());
			item.put("direction", (m.direction() == Direction.BIGGER_IS_BETTER) ? "biggerIsBetter" : "smallerIsBetter");
			item.put("pairs", metric.pairs());
			item.put("base", metric.baseMedian());
			item.put("head", metric.headMedian());
			item.put("headImplied", metric.headImplied());
			item.put("ratio", metric.ratio());
			item.put("changePercent", metric.changePercent());
			ObjectNode interval = item.putObject("interval");
			interval.put("low", metric.low());
			interval.put("high", metric.high());
			item.put("detectableChangePercent", metric.detectableChangePercent());
			item.put("thresholdPercent", metric.thresholdPercent());
			item.put("verdict", metric.verdict().id());
			item.put("note", metric.note());
			metric.pairRatios().forEach(item.putArray("pairRatios")::add);
		}
	}

	private static void rules(ObjectNode node, Report report) {
		node.put("status", report.rules().status());
		if (report.rules().ran()) {
			node.put("file", ReportFiles.RULES);
			node.put("recording", report.recordingName());
			ObjectNode summary = node.putObject("summary");
			for (Status status : Status.values()) {
				summary.put(status.id(), report.rules().report().count(status));
			}
			ArrayNode fired = node.putArray("fired");
			report.rules()
				.report()
				.results()
				.stream()
				.filter((result) -> result.status() != Status.PASS)
				.forEach((result) -> fired.add(result.rule().id()));
			ArrayNode results = node.putArray("results");
			for (RuleResult result : report.rules().report().results()) {
				ObjectNode item = results.addObject();
				item.put("id", result.rule().id());
				item.put("severity", result.rule().severity().id());
				item.put("status", result.status().id());
				item.put("rows", result.rowCount());
				item.put("limit", result.rule().limit());
				String finding = RuleFinding.of(result);
				if (finding != null) {
					item.put("finding", finding);
				}
			}
		}
		else {
			node.put("reason", report.rules().skippedBecause());
		}
		RuleFilesChange change = report.ruleFilesChange();
		if (change != null) {
			ObjectNode files = node.putObject("filesChanged");
			change.added().forEach(files.putArray("added")::add);
			change.removed().forEach(files.putArray("removed")::add);
			change.changed().forEach(files.putArray("changed")::add);
		}
		else {
			node.putNull("filesChanged");
		}
	}

	private static void hotspots(ObjectNode root, Report report) {
		HotspotsOutcome outcome = report.hotspots();
		if (outcome == null) {
			root.putNull("hotspots");
			return;
		}
		ObjectNode node = root.putObject("hotspots");
		if (outcome.comparison() == null) {
			node.put("status", "skipped");
			node.put("reason", outcome.skippedBecause());
			return;
		}
		HotspotComparison comparison = outcome.comparison();
		node.put("status", "compared");
		node.put("method", "share of jdk.ExecutionSample events with the method on the stack (total) or on top "
				+ "(self); Fisher's exact test per method and measure, Bonferroni over the testable ones (Tarone); listed only when the shift goes the same way in every "
				+ "base/head JVM pair");
		node.put("baseSamples", comparison.baseSamples());
		node.put("headSamples", comparison.headSamples());
		node.put("tests", comparison.tests());
		node.put("alpha", comparison.alpha());
		node.put("minShareChange", comparison.minShareChange());
		node.put("shiftCount", comparison.shifts().size());
		ArrayNode shifts = node.putArray("shifts");
		for (MethodShift shift : comparison.shifts().subList(0, Math.min(MAX_SHIFTS, comparison.shifts().size()))) {
			ObjectNode item = shifts.addObject();
			item.put("method", shift.method());
			item.put("measure", shift.measure().id());
			item.put("baseCount", shift.baseCount());
			item.put("headCount", shift.headCount());
			item.put("baseShare", shift.baseShare());
			item.put("headShare", shift.headShare());
			item.put("shareChange", shift.shareChange());
			item.put("pValue", shift.pValue());
			item.put("newInHead", shift.newInHead());
		}
	}

}
