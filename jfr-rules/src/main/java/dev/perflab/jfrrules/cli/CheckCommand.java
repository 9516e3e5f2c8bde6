package dev.perflab.jfrrules.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;

import dev.perflab.jfrrules.check.CheckOptions;
import dev.perflab.jfrrules.check.CheckReport;
import dev.perflab.jfrrules.check.RuleCheck;
import dev.perflab.jfrrules.check.Status;
import dev.perflab.jfrrules.report.JsonReportWriter;
import dev.perflab.jfrrules.report.MarkdownReportWriter;
import dev.perflab.jfrrules.report.TextReportWriter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code check FILE.jfr [--rules DIR] [--json OUT] [--markdown OUT] [--skip-first D]
 * [--from T] [--to T] [--set RULE.PARAM=VALUE]...}.
 */
@Command(name = "check", mixinStandardHelpOptions = true,
		description = { "Runs every rule over a recording and prints a summary with evidence.",
				"Exit 0: pass (warnings allowed); 1: a fail rule fired; 2: usage, bad rule or unreadable file." })
final class CheckCommand implements Callable<Integer> {

	@Spec
	private CommandSpec spec;

	@Parameters(index = "0", paramLabel = "FILE.jfr", description = "The recording to check.")
	private Path recording;

	@Option(names = "--rules", paramLabel = "DIR",
			description = "A directory of *.sql rules, or one rule file. Default: the bundled rules.")
	private Path rules;

	@Option(names = "--json", paramLabel = "OUT", description = "Also write the report as JSON to OUT.")
	private Path json;

	@Option(names = "--markdown", paramLabel = "OUT",
			description = "Also write the report as a Markdown section (for a PR comment) to OUT.")
	private Path markdown;

	@Option(names = "--timings", description = "Print load and per-rule timings.")
	private boolean timings;

	@Mixin
	private EventLoopThreadsOption eventLoopThreads;

	@Mixin
	private WindowOptions window;

	@Mixin
	private RequestsOption requests;

	@Mixin
	private SetOption set;

	@Override
	public Integer call() {
		CheckOptions options = CheckOptions.defaults()
			.withEventLoopThreadPattern(this.eventLoopThreads.pattern)
			.withWindow(this.window.window())
			.withRequests(this.requests.requests())
			.withOverrides(this.set.overrides());
		CheckReport report = RuleCheck.run(this.recording, this.rules, options);
		PrintWriter out = this.spec.commandLine().getOut();
		TextReportWriter.write(report, out, this.timings);
		if (this.json != null) {
			JsonReportWriter.write(report, this.json);
		}
		if (this.markdown != null) {
			MarkdownReportWriter.write(report, this.markdown);
		}
		return (report.verdict() == Status.FAIL) ? JfrRulesCommand.EXIT_FAIL : 0;
	}

}
