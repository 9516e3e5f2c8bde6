package dev.perflab.perf.report;

import java.time.Instant;
import java.util.List;
import java.util.Map;

import dev.perflab.perf.results.Results;
import dev.perflab.perf.results.Gate;
import dev.perflab.perf.compare.Comparison;
import dev.perflab.perf.metrics.RoundMetrics;
import dev.perflab.perf.metrics.TargetSummary;
import dev.perflab.perf.raw.Mode;
import dev.perflab.perf.raw.RawRun;
import dev.perflab.perf.raw.RunInfo;
import dev.perflab.perf.raw.Target;
import dev.perflab.perf.rules.RuleFilesChange;
import dev.perflab.perf.rules.RulesOutcome;

/**
 * Everything the outputs of one run are rendered from.
 *
 * @param run the raw data
 * @param options how the report was built
 * @param rounds every round's derived figures, in execution order
 * @param targets the aggregates of each target that ran, in the order direct, gateway,
 * base, head
 * @param comparison base against head (compare mode), else null
 * @param rules the JFR rule check
 * @param flameGraph the flame graph
 * @param hotspots compare mode: where the time went; null in single mode
 * @param ruleFilesChange what head changed in the rule files against base, or null when
 * they were not compared
 * @param warnings things a reader must know that do not fail the gate
 * @param gate the verdict
 * @param generatedAt when the report was built
 */
public record Report(RawRun run, ReportOptions options, List<RoundMetrics> rounds, Map<Target, TargetSummary> targets,
		Comparison comparison, RulesOutcome rules, Results.FlameGraph flameGraph, Results.Hotspots hotspots,
		RuleFilesChange ruleFilesChange, List<String> warnings, Gate gate, Instant generatedAt) {

	public RunInfo info() {
		return this.run.info();
	}

	public boolean isCompare() {
		return info().mode() == Mode.COMPARE;
	}

	/**
	 * Returns the target whose figures are this run's headline: the gateway, or the head
	 * in compare mode.
	 * @return gateway or head
	 */
	public Target subject() {
		return isCompare() ? Target.HEAD : Target.GATEWAY;
	}

	/**
	 * Returns the recording's file name in the run directory.
	 * @return gateway.jfr or head.jfr
	 */
	public String recordingName() {
		return this.run.recording().getFileName().toString();
	}

}
