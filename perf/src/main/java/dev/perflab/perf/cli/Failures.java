package dev.perflab.perf.cli;

import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.List;

import dev.perflab.perf.comment.CommentDataException;
import dev.perflab.perf.raw.RawDataException;
import dev.perflab.perf.results.Gate;
import dev.perflab.perf.results.InvalidResultsException;
import dev.perflab.perf.trend.TrendException;
import picocli.CommandLine;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.IExitCodeGenerator;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * How a command that threw ends. Commands do not print their failures: they throw, and
 * this one place words them as {@code perf COMMAND: what is wrong} and gives the exit
 * code.
 * <ul>
 * <li>Bad input (an option out of range, which its check reports as an
 * {@link IllegalArgumentException} naming the option; a raw run, results.json, comment
 * data or trend file that does not fit; a file that cannot be read or written): exit 2.
 * <li>A failure that carries its own exit code ({@link IExitCodeGenerator}, e.g. git that
 * cannot run): that code.
 * <li>Anything else is a bug: {@code perf: internal error}, the stack trace, and exit 2,
 * never picocli's default 1, which means "the gate failed".
 * </ul>
 * A usage error that picocli finds (an unknown option, a value of the wrong type, an
 * option out of range) is one line too, {@code perf COMMAND: what is wrong}, and exit 2:
 * picocli's default prints the whole help after it, where the one line that matters is
 * lost.
 */
final class Failures implements IExecutionExceptionHandler, IParameterExceptionHandler {

	private static final List<BadInput> BAD_INPUT = List.of(new BadInput(IllegalArgumentException.class, ""),
			new BadInput(RawDataException.class, ""), new BadInput(InvalidResultsException.class, ""),
			new BadInput(CommentDataException.class, "invalid comment data: "), new BadInput(TrendException.class, ""),
			new BadInput(UncheckedIOException.class, ""));

	@Override
	public int handleExecutionException(Exception ex, CommandLine line, ParseResult parseResult) {
		PrintWriter err = line.getErr();
		String command = line.getCommandSpec().qualifiedName();
		if (ex instanceof IExitCodeGenerator failure) {
			err.println(command + ": " + ex.getMessage());
			return failure.getExitCode();
		}
		for (BadInput badInput : BAD_INPUT) {
			if (badInput.type().isInstance(ex)) {
				err.println(command + ": " + badInput.lead() + ex.getMessage());
				return Gate.BAD_INPUT;
			}
		}
		err.println("perf: internal error: " + ex);
		ex.printStackTrace(err);
		return Gate.BAD_INPUT;
	}

	@Override
	public int handleParseException(ParameterException ex, String[] args) {
		CommandLine line = ex.getCommandLine();
		String command = line.getCommandSpec().qualifiedName();
		line.getErr().println(command + ": " + ex.getMessage() + " (" + command + " --help lists the options)");
		UnmatchedArgumentException.printSuggestions(ex, line.getErr());
		return line.getCommandSpec().exitCodeOnInvalidInput();
	}

	/** A kind of bad input, and the words its message follows. */
	private record BadInput(Class<? extends RuntimeException> type, String lead) {

	}

}
