package dev.perflab.perf.comment;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import dev.perflab.perf.cli.PerfCommand;

/**
 * One in-process run of {@code perf comment}, with what it printed.
 *
 * @param exitCode the exit code
 * @param out standard output
 * @param err standard error
 */
record CommentRun(int exitCode, String out, String err) {

	static CommentRun of(Path directory, String... options) {
		List<String> args = new ArrayList<>(
				List.of("comment", directory.toString(), "--expected-head-sha", CommentDataFixture.HEAD_SHA));
		args.addAll(List.of(options));
		return raw(args.toArray(String[]::new));
	}

	static CommentRun raw(String... args) {
		StringWriter out = new StringWriter();
		StringWriter err = new StringWriter();
		int exitCode = PerfCommand.execute(args, new PrintWriter(out), new PrintWriter(err));
		return new CommentRun(exitCode, out.toString(), err.toString());
	}

}
