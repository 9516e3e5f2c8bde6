package dev.perflab.perf.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;

import dev.perflab.perf.bisect.BisectCommand;
import dev.perflab.perf.calibration.CalibrateCommand;
import dev.perflab.perf.comment.AnnotateCommand;
import dev.perflab.perf.comment.CommentCommand;
import dev.perflab.perf.pool.PoolCommand;
import dev.perflab.perf.selftest.SelftestCommand;
import dev.perflab.perf.trend.TrendCommand;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.IVersionProvider;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * {@code java -jar perf/target/perf.jar}: the Java half of the perf pipeline.
 */
@Command(name = "perf", resourceBundle = "dev.perflab.perf.cli.perf", mixinStandardHelpOptions = true,
		versionProvider = VersionProvider.class,
		subcommands = { RunCommand.class, ReportCommand.class, ValidateBenchmarkCommand.class, CommentCommand.class,
				AnnotateCommand.class, SelftestRunCommand.class, SelftestCommand.class, CalibrateCommand.class,
				TrendCommand.class, BisectCommand.class, PoolCommand.class, WorkloadCommand.class })
public final class PerfCommand implements Callable<Integer> {

	@Spec
	private CommandSpec spec;

	@Override
	public Integer call() {
		this.spec.commandLine().usage(this.spec.commandLine().getErr());
		return 2;
	}

	public static void main(String[] args) {
		System.exit(execute(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true)));
	}

	/**
	 * Runs a command line.
	 * @param args the arguments
	 * @param out standard output
	 * @param err standard error
	 * @return the exit code
	 */
	public static int execute(String[] args, PrintWriter out, PrintWriter err) {
		CommandLine commandLine = new CommandLine(new PerfCommand());
		shareVersion(commandLine, commandLine.getCommandSpec().versionProvider());
		commandLine.setOut(out);
		commandLine.setErr(err);
		Failures failures = new Failures();
		commandLine.setExecutionExceptionHandler(failures);
		commandLine.setParameterExceptionHandler(failures);
		int exitCode = commandLine.execute(args);
		out.flush();
		err.flush();
		return exitCode;
	}

	// Picocli gives every subcommand its own -V, but not the top command's version
	// provider: without this, "perf run -V" printed an empty line.
	private static void shareVersion(CommandLine command, IVersionProvider version) {
		command.getCommandSpec().versionProvider(version);
		command.getSubcommands().values().forEach((sub) -> shareVersion(sub, version));
	}

}
