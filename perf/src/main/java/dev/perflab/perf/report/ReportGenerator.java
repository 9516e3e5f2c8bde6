package dev.perflab.perf.report;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import dev.perflab.perf.results.Gate;
import dev.perflab.perf.view.Figures;
import dev.perflab.jfrrules.report.JsonReportWriter;
import dev.perflab.perf.benchmark.BenchmarkJson;
import dev.perflab.perf.benchmark.Benchmarks;
import dev.perflab.perf.compare.Comparison;
import dev.perflab.perf.compare.SequentialCompare;
import dev.perflab.perf.flamegraph.DiffFlameGraphRenderer;
import dev.perflab.perf.flamegraph.Weighing;
import dev.perflab.perf.flamegraph.DiffFlameGraphs;
import dev.perflab.perf.flamegraph.DiffSide;
import dev.perflab.perf.flamegraph.FlameGraph;
import dev.perflab.perf.flamegraph.FlameGraphRenderer;
import dev.perflab.perf.hotspots.HotspotAnalyzer;
import dev.perflab.perf.hotspots.MethodSamples;
import dev.perflab.perf.json.Nullable;
import dev.perflab.perf.metrics.Metric;
import dev.perflab.perf.metrics.MetricsCalculator;
import dev.perflab.perf.metrics.Spread;
import dev.perflab.perf.metrics.Round;
import dev.perflab.perf.metrics.TargetSummary;
import dev.perflab.perf.raw.Mode;
import dev.perflab.perf.raw.RawDataException;
import dev.perflab.perf.raw.RawRun;
import dev.perflab.perf.raw.RawRunJson;
import dev.perflab.perf.raw.RunInfo;
import dev.perflab.perf.raw.Target;
import dev.perflab.perf.results.Results;
import dev.perflab.perf.results.ResultsJson;
import dev.perflab.perf.rules.JfrRulesRunner;
import dev.perflab.perf.rules.RuleFiles;
import dev.perflab.perf.rules.RuleFilesChange;
import dev.perflab.perf.rules.RulesChecker;
import dev.perflab.perf.rules.RulesOutcome;

/**
 * Builds the report of a run and writes its outputs into the run directory.
 * <p>
 * Order matters: the raw files are checked first (cheap, and a bad file is exit 2 before
 * anything else happens), the recording is read next, and only when everything is
 * rendered in memory are the files written, all at once ({@link StagedOutput}).
 */
public final class ReportGenerator {

	/** Base's recording in a compare run, beside head's. */
	static final String BASE_RECORDING = "base.jfr";

	/** Every gateway JVM's measured window, kept apart: see {@code LabRun}. */
	static final String RECORDINGS = "recordings";

	private ReportGenerator() {
	}

	/**
	 * Builds and writes the report of a run directory: {@code perf report}.
	 * @throws RawDataException if raw/run.json or the recording is missing or invalid
	 */
	public static Results generate(ReportOptions options) {
		return generate(options, RawRunJson.read(options.runDirectory()));
	}

	/**
	 * Builds and writes the report of a run just measured, as it is in memory.
	 * @throws RawDataException if the recording is missing or invalid
	 */
	public static Results generate(ReportOptions options, RawRun run) {
		return generate(options, run, JfrRulesRunner::check, Clock.systemUTC());
	}

	/**
	 * Builds and writes the report with another rule checker (tests use a canned one) and
	 * clock (the golden results.json needs a fixed time).
	 * @param checker runs the rules on a recording with a rules directory (null: bundled)
	 * and the requests the recording's JVM served
	 */
	static Results generate(ReportOptions options, RawRun run, RulesChecker checker, Clock clock) {
		RunInfo info = run.info();
		List<Round> rounds = MetricsCalculator.derive(run.rounds());
		Map<Target, TargetSummary> targets = new EnumMap<>(Target.class);
		for (Target target : Target.values()) {
			TargetSummary summary = MetricsCalculator.summarize(rounds, target);
			if (summary != null) {
				targets.put(target, summary);
			}
		}
		boolean compare = info.mode() == Mode.COMPARE;
		SequentialCompare.Judgement judgement = compare
				? new RunJudgement(options.compare(), info.pairs(), info.stopping().maxForks()).judge(rounds,
						info.stopping())
				: null;
		Comparison comparison = (judgement != null) ? judgement.comparison() : null;
		RulesOutcome rules;
		FlameGraph flameGraph = null;
		Results.FlameGraph flameOutcome;
		if (options.skipJfr()) {
			rules = RulesOutcome.skipped("--no-jfr was given");
			flameOutcome = Results.FlameGraph.none("--no-jfr was given");
		}
		else {
			if (!Files.isRegularFile(run.recording())) {
				throw new RawDataException(run.recording().getFileName() + ": the recording is missing");
			}
			rules = checker.check(run.recording(), options.rules(), SideRecordings.recordingRequests(run),
					options.ruleOverrides());
			try {
				String title = (compare ? "head gateway " : "gateway ") + Figures.shortSha(info.gitHead())
						+ ": CPU samples";
				flameGraph = FlameGraphRenderer.render(run.recording(), title);
				flameOutcome = new Results.FlameGraph(ReportFiles.FLAME_GRAPH, flameGraph.samples(), null);
			}
			catch (RuntimeException ex) {
				// A flame graph is a diagnosis aid: a converter failure must not hide the
				// verdict.
				flameOutcome = Results.FlameGraph.none("the converter failed: " + ex.getMessage());
			}
		}
		RuleFilesChange ruleFilesChange = options.comparesRuleFiles()
				? RuleFilesChange.between(RuleFiles.of(options.baseRuleFiles()), RuleFiles.of(options.headRuleFiles()))
				: null;
		Results.Rules rulesResults = ReportResults.rules(rules, run.recording(), ruleFilesChange);
		Target subject = compare ? Target.HEAD : Target.GATEWAY;
		Gate gate = GateEvaluator.evaluate(rules, comparison, subject, targets, info, options.maxErrorRate(),
				options.failOnInconclusive(), options.failOnUnrouted());
		Map<String, byte[]> outputs = new LinkedHashMap<>();
		if (rules.ran()) {
			outputs.put(ReportFiles.RULES, rulesJson(rules));
		}
		if (flameGraph != null) {
			outputs.put(ReportFiles.FLAME_GRAPH, flameGraph.html());
		}
		Results.FlameGraphDiff flameGraphDiff = compare ? flameGraphDiff(Weighing.CPU, run, options, targets, outputs)
				: null;
		Results.FlameGraphDiff allocationFlameGraphDiff = compare
				? flameGraphDiff(Weighing.ALLOCATION, run, options, targets, outputs) : null;
		Benchmarks benchmarks = Benchmarks.of(targets.get(subject), targets.get(Target.DIRECT),
				Fingerprint.extra(info, rulesResults));
		outputs.put(ReportFiles.BENCHMARK_BIGGER, BenchmarkJson.toJson(benchmarks.bigger()));
		outputs.put(ReportFiles.BENCHMARK_SMALLER, BenchmarkJson.toJson(benchmarks.smaller()));
		Results results = new Results(ResultsJson.SCHEMA_VERSION, "perf", Instant.now(clock).toString(), info.mode(),
				gate.outcome(), gate.exitCode(), gate,
				RunWarnings.collect(info, rounds, targets, comparison, options.skipJfr() ? null : flameOutcome),
				ReportResults.run(info), ReportResults.environment(info), info.layout(), ReportResults.load(run),
				rounds, Results.Targets.of(targets),
				(judgement != null) ? ReportResults.comparison(judgement, options.compare()) : null, rulesResults,
				compare ? hotspots(run, options) : null, flameOutcome, flameGraphDiff, allocationFlameGraphDiff, null,
				Stream.concat(Stream.of(ReportFiles.RESULTS), outputs.keySet().stream()).toList());
		byte[] summary = SummaryMarkdown.render(results, run, rules).getBytes(StandardCharsets.UTF_8);
		try (StagedOutput staged = new StagedOutput(run.directory())) {
			staged.stage(ReportFiles.RESULTS, ResultsJson.write(results));
			outputs.forEach(staged::stage);
			staged.stage(ReportFiles.SUMMARY, summary);
			staged.commit(ReportFiles.ALL);
		}
		return results;
	}

	/**
	 * Compares base's and head's execution samples. Like the flame graph, a diagnosis
	 * aid: a recording it cannot read must not hide the verdict.
	 */
	private static Results.Hotspots hotspots(RawRun run, ReportOptions options) {
		if (options.skipJfr()) {
			return Results.Hotspots.skipped("--no-jfr was given");
		}
		Path base = run.directory().resolve(BASE_RECORDING);
		if (!Files.isRegularFile(base)) {
			return Results.Hotspots.skipped("no " + BASE_RECORDING + " in the run directory");
		}
		try {
			// Every JVM's window when the run kept them (recordings/), else the one of
			// each side.
			List<Path> bases = SideRecordings.of(run, Target.BASE, base).files();
			List<Path> heads = SideRecordings.of(run, Target.HEAD, run.recording()).files();
			List<MethodSamples> baseSamples = bases.stream().map(MethodSamples::read).toList();
			List<MethodSamples> headSamples = heads.stream().map(MethodSamples::read).toList();
			// Pair by pair when each JVM of a pair left its window (fork-K-base-P with
			// fork-K-head-P: the sorted lists line up); pooled otherwise.
			return ReportResults
				.hotspots((bases.size() == heads.size()) ? HotspotAnalyzer.compare(baseSamples, headSamples)
						: HotspotAnalyzer.compare(MethodSamples.sum(baseSamples), MethodSamples.sum(headSamples)));
		}
		catch (RuntimeException ex) {
			return Results.Hotspots.skipped("the recordings could not be read: " + ex.getMessage());
		}
	}

	/**
	 * Draws head against base, and base against head, as differential flame graphs from
	 * every JVM's window, each side scaled per request it served. Like the flame graph, a
	 * diagnosis aid: a recording it cannot read must not hide the verdict.
	 * <p>
	 * The CPU graph shares out each side's median CPU per request over the rounds
	 * ({@code results.targets}), not the comparison's base value and head's implied one:
	 * the recordings are of each side's own JVMs, and the targets' medians are each
	 * side's own figure, there in every compare, where the comparison's implied head
	 * value is a model of the difference (a ratio from the paired rounds), not a
	 * measurement of the JVMs drawn.
	 * @param outputs where the pages go when drawn
	 */
	private static Results.FlameGraphDiff flameGraphDiff(Weighing weighing, RawRun run, ReportOptions options,
			Map<Target, TargetSummary> targets, Map<String, byte[]> outputs) {
		if (options.skipJfr()) {
			return Results.FlameGraphDiff.none("--no-jfr was given");
		}
		Path base = run.directory().resolve(BASE_RECORDING);
		if (!Files.isRegularFile(base)) {
			return Results.FlameGraphDiff.none("no " + BASE_RECORDING + " in the run directory");
		}
		try {
			SideRecordings bases = SideRecordings.of(run, Target.BASE, base);
			SideRecordings heads = SideRecordings.of(run, Target.HEAD, run.recording());
			RunInfo info = run.info();
			DiffFlameGraphs graphs = DiffFlameGraphRenderer.render(weighing,
					new DiffSide("base " + Figures.shortSha(info.gitBase()), bases.files(), bases.requests(),
							cpuNsPerRequest(targets.get(Target.BASE))),
					new DiffSide("head " + Figures.shortSha(info.gitHead()), heads.files(), heads.requests(),
							cpuNsPerRequest(targets.get(Target.HEAD))));
			outputs.put(weighing.file(), graphs.html());
			outputs.put(weighing.goneFile(), graphs.goneHtml());
			return new Results.FlameGraphDiff(weighing.file(), weighing.goneFile(), graphs.base(), graphs.head(), null);
		}
		catch (RuntimeException ex) {
			return Results.FlameGraphDiff.none("not drawn: " + ex.getMessage());
		}
	}

	/** Returns a side's median CPU per request in ns; 0 when not measured. */
	private static double cpuNsPerRequest(@Nullable TargetSummary side) {
		Spread cpu = (side != null) ? side.metrics().get(Metric.CPU_PER_REQUEST) : null;
		return (cpu != null && cpu.median() > 0) ? cpu.median() * 1000 : 0;
	}

	private static byte[] rulesJson(RulesOutcome rules) {
		ByteArrayOutputStream out = new ByteArrayOutputStream();
		try {
			JsonReportWriter.write(rules.report(), out);
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
		return out.toByteArray();
	}

}
