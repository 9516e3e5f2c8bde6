package dev.perflab.perf.report;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import dev.perflab.jfrrules.check.CheckReport;
import dev.perflab.jfrrules.check.Status;
import dev.perflab.perf.compare.CompareSettings;
import dev.perflab.perf.compare.Comparison;
import dev.perflab.perf.compare.SequentialCompare;
import dev.perflab.perf.hotspots.HotspotComparison;
import dev.perflab.perf.hotspots.MethodShift;
import dev.perflab.perf.raw.RawRound;
import dev.perflab.perf.raw.RawRun;
import dev.perflab.perf.raw.RawRunJson;
import dev.perflab.perf.raw.RunInfo;
import dev.perflab.perf.raw.Target;
import dev.perflab.perf.results.Results;
import dev.perflab.perf.results.ResultsJson;
import dev.perflab.perf.rules.RuleFilesChange;
import dev.perflab.perf.rules.RuleFinding;
import dev.perflab.perf.rules.RulesOutcome;

/**
 * The parts of {@link Results} that are the run's domain records in results.json's words:
 * what {@code summary.md} is rendered from, as the pull-request comment renders it from
 * the file.
 */
final class ReportResults {

	private static final String COMPARISON_METHOD = "base and head at the same time on the same CPU; ratio = geometric "
			+ "mean of head/base over independent JVM pairs (each the mean of its windows); Student t interval of the "
			+ "mean log-ratio whose ends are one-sided bounds at the confidence; CPU and allocation per request gate";

	private static final String HOTSPOT_METHOD = "share of jdk.ExecutionSample events with the method on the stack "
			+ "(total) or on top (self); Fisher's exact test per method and measure, Bonferroni over the testable ones "
			+ "(Tarone); listed only when the shift goes the same way in every base/head JVM pair";

	private ReportResults() {
	}

	static Results.Environment environment(RunInfo info) {
		return new Results.Environment(info.javaVersion(), info.javaHome(), info.os(), info.cpuModel(), info.cpuCount(),
				info.wrkVersion(), info.hostFreezes());
	}

	static Results.Load load(RawRun run) {
		RunInfo info = run.info();
		Map<String, Long> sent = new LinkedHashMap<>();
		for (RawRound round : run.rounds()) {
			if ((round.target() == Target.HEAD || round.target() == Target.GATEWAY) && round.wrk().sent() != null) {
				round.wrk().sent().forEach((name, count) -> sent.merge(name, count, Long::sum));
			}
		}
		return new Results.Load(info.wrkThreads(), info.wrkConnections(), info.roundDurationSeconds(), info.rounds(),
				info.traffic(), sent);
	}

	static Results.Run run(RunInfo info) {
		return new Results.Run(RawRunJson.SCHEMA, info.startedAt(), info.gitHead(), info.gitBase(), info.gitBaseRef(),
				info.gatewayProfile(), info.forks(), info.pairs(), info.windows(), info.stopping(),
				new Results.Warmup(info.warmupSeconds(), info.warmupStable(), info.warmUps()), info.jfrWindow(),
				info.noise(), info.meta());
	}

	/**
	 * Returns the comparison of a judgement: its last look's figures, with the run's own
	 * one-sided confidence beside the level that look tested at.
	 */
	static Results.Comparison comparison(SequentialCompare.Judgement judgement, CompareSettings run) {
		Comparison comparison = judgement.comparison();
		CompareSettings settings = comparison.settings();
		return new Results.Comparison(COMPARISON_METHOD, run.confidence(), comparison.perMetricConfidence(),
				settings.thresholds(), judgement.looks(), comparison.pairedRounds(), comparison.unpairedRounds(),
				comparison.metrics(), comparison.exceptions());
	}

	static Results.Rules rules(RulesOutcome rules, Path recording, RuleFilesChange filesChanged) {
		if (!rules.ran()) {
			return new Results.Rules(Results.RulesStatus.SKIPPED, rules.skippedBecause(), null, filesChanged);
		}
		CheckReport check = rules.report();
		List<Results.RuleResult> results = check.results()
			.stream()
			.map((result) -> new Results.RuleResult(result.rule().id(), result.rule().severity(), result.status(),
					result.rowCount(), result.rule().limit(), RuleFinding.of(result)))
			.toList();
		Results.RuleCounts counts = new Results.RuleCounts(check.count(Status.PASS), check.count(Status.WARN),
				check.count(Status.FAIL));
		List<Results.ParameterSet> set = check.results()
			.stream()
			.flatMap((result) -> result.rule()
				.parameters()
				.overridden()
				.stream()
				.map((parameter) -> new Results.ParameterSet(result.rule().id(), parameter.name(), parameter.text(),
						parameter.declaredText())))
			.toList();
		return new Results.Rules(Results.RulesStatus.of(check.verdict()), null,
				new Results.RuleCheck(ReportFiles.RULES, recording.getFileName().toString(), counts, results, set),
				filesChanged);
	}

	/** Returns what a hotspot comparison found, its largest shifts listed. */
	static Results.Hotspots hotspots(HotspotComparison comparison) {
		List<Results.Shift> shifts = comparison.shifts()
			.stream()
			.limit(ResultsJson.MAX_SHIFTS)
			.map(ReportResults::shift)
			.toList();
		return new Results.Hotspots(Results.HotspotsStatus.COMPARED, null,
				new Results.HotspotComparison(HOTSPOT_METHOD, comparison.baseSamples(), comparison.headSamples(),
						comparison.tests(), comparison.alpha(), comparison.minShareChange(), comparison.shifts().size(),
						shifts));
	}

	private static Results.Shift shift(MethodShift shift) {
		return new Results.Shift(shift.method(), shift.measure(), shift.baseCount(), shift.headCount(),
				shift.baseShare(), shift.headShare(), shift.shareChange(), shift.pValue(), shift.newInHead());
	}

}
