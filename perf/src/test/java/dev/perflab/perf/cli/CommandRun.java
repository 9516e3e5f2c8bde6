package dev.perflab.perf.cli;

import java.io.PrintWriter;
import java.io.StringWriter;

/**
 * One in-process run of the command line, with what it printed.
 *
 * @param exitCode the exit code
 * @param out standard output
 * @param err standard error
 */
record CommandRun(int exitCode, String out, String err) {

	static CommandRun of(String... args) {
		StringWriter out = new StringWriter();
		StringWriter err = new StringWriter();
		int exitCode = PerfCommand.execute(args, new PrintWriter(out), new PrintWriter(err));
		return new CommandRun(exitCode, out.toString(), err.toString());
	}

}
