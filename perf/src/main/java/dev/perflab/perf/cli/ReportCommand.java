package dev.perflab.perf.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;

import dev.perflab.perf.report.Gate;
import dev.perflab.perf.report.Report;
import dev.perflab.perf.report.ReportFiles;
import dev.perflab.perf.report.ReportGenerator;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
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
				"Reads RUN_DIR/raw (written by perf run) and the gateway's recording, and writes "
						+ "results.json, summary.md, rules.json, flamegraph.html, benchmark-bigger.json and "
						+ "benchmark-smaller.json into RUN_DIR, each atomically.",
				"In compare mode, a metric regresses when head/base is beyond its threshold in the bad direction "
						+ "and its one-sided bound excludes no change (Student t over the base/head JVM pairs); only "
						+ "CPU per request gates." },
		exitCodeListHeading = "%nExit codes:%n",
		exitCodeList = { "0:pass, or inconclusive (without --fail-on-inconclusive)",
				"1:the gate failed (a fail rule fired, a metric regressed, or the gateway failed more requests than "
						+ "--max-errors), or inconclusive with --fail-on-inconclusive",
				"2:usage error or bad input" })
final class ReportCommand implements Callable<Integer> {

	@Spec
	private CommandSpec spec;

	@Parameters(index = "0", paramLabel = "RUN_DIR", description = "The run directory (holds raw/run.json).")
	private Path runDirectory;

	@Mixin
	private GateOptions gate;

	@Option(names = "--no-jfr",
			description = "Skip the JFR rule check and the flame graph (raw data without recordings).")
	private boolean skipJfr;

	@Override
	public Integer call() {
		Report report = ReportGenerator.generate(this.gate.toReportOptions(this.runDirectory, this.skipJfr));
		print(report, this.spec.commandLine().getOut());
		return report.gate().exitCode();
	}

	/**
	 * Prints a report's verdict, its reasons and warnings, and where the summary is.
	 * @param report the report
	 * @param out where to print
	 */
	static void print(Report report, PrintWriter out) {
		Gate gate = report.gate();
		out.println("perf report: " + gate.verdict() + " (exit " + gate.exitCode() + "), rules "
				+ report.rules().describe());
		gate.reasons().forEach((reason) -> out.println("  - " + reason));
		gate.inconclusive().forEach((reason) -> out.println("  cannot tell: " + reason));
		report.warnings().forEach((warning) -> out.println("  warning: " + warning));
		out.println("  " + report.run().directory().resolve(ReportFiles.SUMMARY));
	}

}
