package dev.perflab.perf.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import picocli.CommandLine.IExitCodeGenerator;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A command that throws ends through {@link Failures}: bad input as "perf COMMAND:
 * message" and exit 2, a failure with its own exit code with that code, a bug with its
 * stack trace and exit 2.
 */
class FailuresTests {

	@TempDir
	Path directory;

	@Test
	void badInputNamesTheCommandAndExitsTwo() {
		CommandRun run = CommandRun.of("calibrate", this.directory.resolve("missing").toString());

		assertThat(run.exitCode()).isEqualTo(2);
		assertThat(run.err()).isEqualTo("perf calibrate: " + this.directory.resolve("missing")
				+ ": no such run directory" + System.lineSeparator());
	}

	@Test
	void anOptionOutOfRangeIsBadInput() {
		CommandRun run = CommandRun.of("bisect", "good", "bad", "--attempts", "0");

		assertThat(run.exitCode()).isEqualTo(2);
		assertThat(run.err()).isEqualTo("perf bisect: --attempts must be 1 or more, was 0" + System.lineSeparator());
	}

	@Test
	void aMetricThatBisectCannotJudgeByIsBadInput() {
		CommandRun run = CommandRun.of("bisect", "good", "bad", "--metric", "rps");

		assertThat(run.exitCode()).isEqualTo(2);
		assertThat(run.err())
			.isEqualTo("perf bisect: --metric must be one of cpu, allocation, latency-at-rate, was 'rps'"
					+ System.lineSeparator());
	}

	@Test
	void bisectTakesTheMetricAfterGoodAndBadAsPerfLocalShPassesIt() {
		// perf/local.sh --bisect GOOD BAD --metric allocation: the option comes after the
		// commits; it is taken (the run gets as far as git), not refused or passed on.
		CommandRun run = CommandRun.of("bisect", "--root", this.directory.toString(), "good", "bad", "--metric",
				"allocation");

		assertThat(run.exitCode()).isEqualTo(2);
		assertThat(run.err())
			.isEqualTo("perf bisect: 'good' is not a commit of " + this.directory + System.lineSeparator());
	}

	@Test
	void aFailureWithItsOwnExitCodeEndsWithIt() {
		StringWriter err = new StringWriter();
		CommandLine bisect = subcommand("bisect", err);

		int exitCode = new Failures().handleExecutionException(new GitGone(), bisect, null);

		assertThat(exitCode).isEqualTo(3);
		assertThat(err).hasToString("perf bisect: cannot run git" + System.lineSeparator());
	}

	@Test
	void aBugPrintsItsStackTraceAndExitsTwoNotTheGatesOne() {
		StringWriter err = new StringWriter();
		CommandLine report = subcommand("report", err);

		int exitCode = new Failures().handleExecutionException(new IllegalStateException("boom"), report, null);

		assertThat(exitCode).isEqualTo(2);
		assertThat(err.toString()).startsWith("perf: internal error: java.lang.IllegalStateException: boom")
			.contains("at dev.perflab.perf.cli.FailuresTests");
	}

	private static CommandLine subcommand(String name, StringWriter err) {
		CommandLine perf = new CommandLine(new PerfCommand());
		perf.setErr(new PrintWriter(err, true));
		return perf.getSubcommands().get(name);
	}

	private static final class GitGone extends RuntimeException implements IExitCodeGenerator {

		private static final long serialVersionUID = 1L;

		GitGone() {
			super("cannot run git");
		}

		@Override
		public int getExitCode() {
			return 3;
		}

	}

}
