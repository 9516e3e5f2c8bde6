package dev.perflab.perf.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;

import dev.perflab.perf.results.Gate;
import dev.perflab.perf.results.Results;
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
@Command(name = "report", resourceBundle = "dev.perflab.perf.cli.report", mixinStandardHelpOptions = true,
		sortOptions = false)
final class ReportCommand implements Callable<Integer> {

	@Spec
	private CommandSpec spec;

	@Parameters(index = "0", paramLabel = "RUN_DIR")
	private Path runDirectory;

	@Mixin
	private GateOptions gate;

	@Option(names = "--no-jfr")
	private boolean skipJfr;

	@Override
	public Integer call() {
		Results results = ReportGenerator.generate(this.gate.toReportOptions(this.runDirectory, this.skipJfr));
		print(results, this.runDirectory, this.spec.commandLine().getOut());
		return results.exitCode();
	}

	/** Prints a report's verdict, its reasons and warnings, and where the summary is. */
	static void print(Results results, Path runDirectory, PrintWriter out) {
		Gate gate = results.gate();
		out.println("perf report: " + gate.verdict() + " (exit " + gate.exitCode() + "), rules "
				+ results.rules().describe());
		gate.reasons().forEach((reason) -> out.println("  - " + reason));
		gate.inconclusive().forEach((reason) -> out.println("  cannot tell: " + reason));
		results.warnings().forEach((warning) -> out.println("  warning: " + warning));
		out.println("  " + runDirectory.resolve(ReportFiles.SUMMARY));
	}

}
