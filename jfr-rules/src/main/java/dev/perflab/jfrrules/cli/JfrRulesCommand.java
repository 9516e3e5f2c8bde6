package dev.perflab.jfrrules.cli;

import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;

import dev.perflab.jfrrules.JfrRulesException;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code java -jar jfr-rules.jar check|query|tables ...}: the command line of jfr-rules.
 * <p>
 * Exit codes are a contract with the perf pipeline: 0 pass (warnings allowed), 1 a
 * {@code fail} rule fired, 2 anything that prevented a verdict (usage, a bad rule, an
 * unreadable recording). A crash must never exit 0 or 1, so every exception ends in 2.
 */
@Command(name = "jfr-rules", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
		description = "SQL rules over JDK Flight Recorder recordings that fail the build, with evidence.",
		subcommands = { CheckCommand.class, QueryCommand.class, TablesCommand.class },
		exitCodeListHeading = "%nExit codes:%n",
		exitCodeList = { "0:pass (warnings allowed)", "1:a rule with severity fail fired (check)",
				"2:usage error, malformed rule or query, unreadable recording" })
public final class JfrRulesCommand implements Runnable {

	/** Exit code when a {@code fail} rule fired. */
	public static final int EXIT_FAIL = 1;

	/** Exit code when no verdict could be reached. */
	public static final int EXIT_ERROR = 2;

	@Spec
	private CommandSpec spec;

	public static void main(String[] args) {
		// Calcite logs through SLF4J; without a binding SLF4J warns on every run.
		// The CLI has nothing to log, so silence the warning rather than add a binding.
		System.setProperty("slf4j.internal.verbosity", "ERROR");
		PrintWriter out = new PrintWriter(System.out, true, StandardCharsets.UTF_8);
		PrintWriter err = new PrintWriter(System.err, true, StandardCharsets.UTF_8);
		System.exit(execute(args, out, err));
	}

	/**
	 * Runs the command line without exiting, for tests and embedding.
	 * @param args the arguments
	 * @param out standard output
	 * @param err standard error
	 * @return the exit code
	 */
	public static int execute(String[] args, PrintWriter out, PrintWriter err) {
		CommandLine commandLine = new CommandLine(new JfrRulesCommand());
		commandLine.setOut(out);
		commandLine.setErr(err);
		commandLine.setExecutionExceptionHandler((ex, cl, parseResult) -> {
			if (ex instanceof JfrRulesException) {
				err.println("jfr-rules: " + ex.getMessage());
			}
			else {
				err.println("jfr-rules: internal error: " + ex);
				ex.printStackTrace(err);
			}
			err.flush();
			return EXIT_ERROR;
		});
		int exitCode = commandLine.execute(args);
		out.flush();
		err.flush();
		return exitCode;
	}

	@Override
	public void run() {
		throw new ParameterException(this.spec.commandLine(), "Missing command: check, query or tables");
	}

}
