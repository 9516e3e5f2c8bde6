package dev.perflab.perf.cli;

import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

import dev.perflab.perf.compare.CompareSettings;
import dev.perflab.perf.compare.Thresholds;
import dev.perflab.perf.raw.RawDataException;
import dev.perflab.perf.report.Gate;
import dev.perflab.perf.report.Report;
import dev.perflab.perf.report.ReportFiles;
import dev.perflab.perf.report.ReportGenerator;
import dev.perflab.perf.report.ReportOptions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code perf report RUN_DIR}: writes results.json, summary.md, rules.json, the flame
 * graph and the two benchmark files into the run directory, and exits with the gate's
 * verdict.
 */
@Command(name = "report", mixinStandardHelpOptions = true, sortOptions = false,
		description = {
				"Reads RUN_DIR/raw (written by perf/local.sh) and the gateway's recording, and writes "
						+ "results.json, summary.md, rules.json, flamegraph.html, benchmark-bigger.json and "
						+ "benchmark-smaller.json into RUN_DIR, each atomically.",
				"In compare mode, a metric regresses when head/base is beyond its threshold in the bad direction "
						+ "and its interval excludes no change (Student t of the per-pair ratios; the confidence level "
						+ "is family-wise, split among the metrics)." },
		exitCodeListHeading = "%nExit codes:%n",
		exitCodeList = { "0:pass, or inconclusive (without --fail-on-inconclusive)",
				"1:the gate failed (a fail rule fired, a metric regressed, or the gateway failed more requests than "
						+ "--max-errors), or inconclusive with --fail-on-inconclusive",
				"2:usage error or bad input" })
final class ReportCommand implements Callable<Integer> {

	@Spec
	private CommandSpec spec;

	@Parameters(index = "0", paramLabel = "RUN_DIR", description = "The run directory (holds raw/run.properties).")
	private Path runDirectory;

	@Option(names = "--rules", paramLabel = "DIR",
			description = "A directory of jfr-rules rule files (default: the rules bundled with jfr-rules).")
	private Path rules;

	@Option(names = "--threshold-cpu", paramLabel = "PCT", defaultValue = "" + Thresholds.DEFAULT_CPU_PERCENT,
			description = "Compare mode: change of CPU per request that can be a regression (default: ${DEFAULT-VALUE}).")
	private double thresholdCpu;

	@Option(names = "--threshold-rps", paramLabel = "PCT", defaultValue = "" + Thresholds.DEFAULT_RPS_PERCENT,
			description = "Compare mode: change of throughput that can be a regression (default: ${DEFAULT-VALUE}).")
	private double thresholdRps;

	@Option(names = "--threshold-latency", paramLabel = "PCT", defaultValue = "" + Thresholds.DEFAULT_LATENCY_PERCENT,
			description = "Compare mode: change of latency p50/p90/p99 that can be a regression (default: ${DEFAULT-VALUE}).")
	private double thresholdLatency;

	@Option(names = "--confidence", paramLabel = "LEVEL", defaultValue = "" + CompareSettings.DEFAULT_CONFIDENCE,
			description = "Compare mode: family-wise confidence level of the intervals, split among the "
					+ "metrics (default: ${DEFAULT-VALUE}).")
	private double confidence;

	@Option(names = "--max-errors", paramLabel = "PCT", defaultValue = "0.1",
			description = "Percent of the measured gateway's requests that may fail (socket errors and non-2xx) "
					+ "before the gate fails (default: ${DEFAULT-VALUE}).")
	private double maxErrorsPercent;

	@Option(names = "--no-jfr",
			description = "Skip the JFR rule check and the flame graph (raw data without recordings).")
	private boolean skipJfr;

	@Option(names = "--fail-on-inconclusive",
			description = "Exit 1 when the run could not judge (an interval wider than its threshold, too few pairs, "
					+ "an unsettled warm-up). Without it an inconclusive run exits 0 and says so in results.json "
					+ "and the summary.")
	private boolean failOnInconclusive;

	@Option(names = "--base-rule-files", paramLabel = "PATH", split = ",",
			description = "The base's rule files and .jfc (directories or files), to list what the head added, "
					+ "removed or changed. Needs --head-rule-files.")
	private List<Path> baseRuleFiles = new ArrayList<>();

	@Option(names = "--head-rule-files", paramLabel = "PATH", split = ",",
			description = "The head's rule files and .jfc, compared with --base-rule-files.")
	private List<Path> headRuleFiles = new ArrayList<>();

	@Override
	public Integer call() {
		PrintWriter out = this.spec.commandLine().getOut();
		PrintWriter err = this.spec.commandLine().getErr();
		ReportOptions options;
		try {
			CompareSettings compare = new CompareSettings(
					new Thresholds(this.thresholdCpu, this.thresholdRps, this.thresholdLatency), this.confidence);
			options = new ReportOptions(this.runDirectory, this.rules, compare, this.maxErrorsPercent / 100,
					this.skipJfr, this.failOnInconclusive, this.baseRuleFiles, this.headRuleFiles);
		}
		catch (IllegalArgumentException ex) {
			err.println("perf report: " + ex.getMessage());
			return Gate.BAD_INPUT;
		}
		Report report;
		try {
			report = ReportGenerator.generate(options);
		}
		catch (RawDataException ex) {
			err.println("perf report: " + ex.getMessage());
			return Gate.BAD_INPUT;
		}
		catch (UncheckedIOException ex) {
			err.println("perf report: " + ex.getMessage());
			return Gate.BAD_INPUT;
		}
		Gate gate = report.gate();
		out.println("perf report: " + gate.verdict() + " (exit " + gate.exitCode() + "), rules "
				+ report.rules().describe());
		gate.reasons().forEach((reason) -> out.println("  - " + reason));
		gate.inconclusive().forEach((reason) -> out.println("  cannot tell: " + reason));
		report.warnings().forEach((warning) -> out.println("  warning: " + warning));
		out.println("  " + this.runDirectory.resolve(ReportFiles.SUMMARY));
		return gate.exitCode();
	}

}
