package dev.perflab.perf.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import dev.perflab.perf.compare.CompareSettings;
import dev.perflab.perf.compare.Thresholds;
import dev.perflab.perf.report.ReportOptions;
import picocli.CommandLine.Option;

/**
 * What judges a run: rules, thresholds, confidence and the request-error limit. Shared by
 * {@code perf run} and {@code perf report}, so both judge alike.
 */
final class GateOptions {

	@Option(names = "--rules", paramLabel = "DIR",
			description = "A directory of jfr-rules rule files (default: the rules bundled with jfr-rules).")
	Path rules;

	@Option(names = "--threshold-cpu", paramLabel = "PCT", defaultValue = "" + Thresholds.DEFAULT_CPU_PERCENT,
			description = "Compare: change of CPU per request that can be a regression (default: ${DEFAULT-VALUE}).")
	double thresholdCpu;

	@Option(names = "--threshold-rps", paramLabel = "PCT", defaultValue = "" + Thresholds.DEFAULT_RPS_PERCENT,
			description = "Compare: change of throughput that can be a regression (default: ${DEFAULT-VALUE}).")
	double thresholdRps;

	@Option(names = "--threshold-latency", paramLabel = "PCT", defaultValue = "" + Thresholds.DEFAULT_LATENCY_PERCENT,
			description = "Compare: change of latency p50/p90/p99 that can be a regression (default: ${DEFAULT-VALUE}).")
	double thresholdLatency;

	@Option(names = "--confidence", paramLabel = "LEVEL", defaultValue = "" + CompareSettings.DEFAULT_CONFIDENCE,
			description = "Compare: confidence of the one-sided bound that gates CPU per request "
					+ "(default: ${DEFAULT-VALUE}).")
	double confidence;

	@Option(names = "--max-errors", paramLabel = "PCT", defaultValue = "0.1",
			description = "Percent of the measured gateway's requests that may fail (socket errors and non-2xx) "
					+ "before the gate fails (default: ${DEFAULT-VALUE}).")
	double maxErrorsPercent;

	@Option(names = "--fail-on-inconclusive",
			description = "Exit 1 when the run could not judge (an interval wider than its threshold, too few pairs, "
					+ "an unsettled warm-up). Without it an inconclusive run exits 0 and says so in results.json "
					+ "and the summary.")
	boolean failOnInconclusive;

	@Option(names = "--base-rule-files", paramLabel = "PATH", split = ",",
			description = "The base's rule files and .jfc (directories or files), to list what the head added, "
					+ "removed or changed. Needs --head-rule-files.")
	List<Path> baseRuleFiles = new ArrayList<>();

	@Option(names = "--head-rule-files", paramLabel = "PATH", split = ",",
			description = "The head's rule files and .jfc, compared with --base-rule-files.")
	List<Path> headRuleFiles = new ArrayList<>();

	/**
	 * Returns the report's options.
	 * @param runDirectory the run directory
	 * @param skipJfr whether to skip the rules and the flame graph
	 * @return the options
	 * @throws IllegalArgumentException naming the option out of range
	 */
	ReportOptions toReportOptions(Path runDirectory, boolean skipJfr) {
		CompareSettings compare = new CompareSettings(
				new Thresholds(this.thresholdCpu, this.thresholdRps, this.thresholdLatency), this.confidence);
		return new ReportOptions(runDirectory, this.rules, compare, this.maxErrorsPercent / 100, skipJfr,
				this.failOnInconclusive, this.baseRuleFiles, this.headRuleFiles);
	}

}
