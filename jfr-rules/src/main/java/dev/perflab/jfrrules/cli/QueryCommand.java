package dev.perflab.jfrrules.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

import dev.perflab.jfrrules.JfrRulesException;
import dev.perflab.jfrrules.recording.JfrRecording;
import dev.perflab.jfrrules.recording.JudgedWindow;
import dev.perflab.jfrrules.recording.Window;
import dev.perflab.jfrrules.report.WindowText;
import dev.perflab.jfrrules.rules.RuleSet;
import dev.perflab.jfrrules.sql.CompiledQuery;
import dev.perflab.jfrrules.sql.JfrDatabase;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code query FILE.jfr "SQL"}: runs one ad-hoc query and prints the rows as a table, the
 * quick way to try a rule's query before saving it.
 */
@Command(name = "query", mixinStandardHelpOptions = true, description = {
		"Runs one SQL query over a recording and prints the rows as a table.",
		"Example: query rec.jfr 'SELECT \"eventThread\".\"javaName\", COUNT(*) FROM \"jfr\".\"jdk.ThreadPark\" GROUP BY 1'" })
final class QueryCommand implements Callable<Integer> {

	@Spec
	private CommandSpec spec;

	@Parameters(index = "0", paramLabel = "FILE.jfr", description = "The recording.")
	private Path recording;

	@Parameters(index = "1", paramLabel = "SQL",
			description = "The query; tables are \"jfr\".\"<event type>\" and the views, e.g. \"jfr\".\"blocking_events\".")
	private String sql;

	@Option(names = "--max-rows", paramLabel = "N", defaultValue = "100",
			description = "Print at most N rows (all are counted). Default: ${DEFAULT-VALUE}.")
	private int maxRows;

	@Option(names = "--max-width", paramLabel = "N", defaultValue = "60",
			description = "Cut cells wider than N characters. Default: ${DEFAULT-VALUE}.")
	private int maxWidth;

	@Mixin
	private EventLoopThreadsOption eventLoopThreads;

	@Mixin
	private WindowOptions windowOptions;

	@Mixin
	private RequestsOption requests;

	@Override
	public Integer call() {
		long start = System.nanoTime();
		Window asked = this.windowOptions.window();
		JfrRecording jfr = JfrRecording.open(this.recording);
		JudgedWindow window = asked.resolve(jfr.span());
		PrintWriter out = this.spec.commandLine().getOut();
		CompiledQuery query;
		try (JfrDatabase database = JfrDatabase.open(jfr, this.eventLoopThreads.pattern, this.requests.requests(),
				List.of(this.sql), RuleSet.bundled().views(), window)) {
			query = database.prepareAndLoad(this.sql);
		}
		long count;
		try {
			count = TextTable.print(query, out, this.maxRows, this.maxWidth);
		}
		catch (RuntimeException ex) {
			throw new JfrRulesException("the query failed: " + ex.getMessage(), ex);
		}
		out.printf("(%,d rows%s, %,d ms)%n", count, (count > this.maxRows) ? ", first " + this.maxRows + " shown" : "",
				(System.nanoTime() - start) / 1_000_000);
		if (!asked.isWhole()) {
			// Which events the rows come from; whether that holds the start-up is check's
			// business (it reads the JVM's start in its pass).
			out.printf("window: %s%n", WindowText.describe(window, null));
		}
		return 0;
	}

}
