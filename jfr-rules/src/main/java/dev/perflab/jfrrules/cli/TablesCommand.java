package dev.perflab.jfrrules.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;

import dev.perflab.jfrrules.functions.EventLoopThreadFunction;
import dev.perflab.jfrrules.recording.JfrRecording;
import dev.perflab.jfrrules.schema.ColumnInfo;
import dev.perflab.jfrrules.schema.EventTable;
import dev.perflab.jfrrules.schema.JfrSchema;
import dev.perflab.jfrrules.sql.JfrDatabase;
import dev.perflab.jfrrules.sql.ViewInfo;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code tables FILE.jfr [FILTER]}: the event types of a recording with their event
 * counts and columns, and the bundled views over them, i.e. what a query can select.
 */
@Command(name = "tables", mixinStandardHelpOptions = true,
		description = "Lists the tables (event types) of a recording with event counts and columns, and the views.")
final class TablesCommand implements Callable<Integer> {

	@Spec
	private CommandSpec spec;

	@Parameters(index = "0", paramLabel = "FILE.jfr", description = "The recording.")
	private Path recording;

	@Parameters(index = "1", paramLabel = "FILTER", arity = "0..1",
			description = "Only tables whose name contains FILTER (case-insensitive).")
	private String filter;

	@Option(names = "--all", description = "Also list event types without events in this recording.")
	private boolean all;

	@Override
	public Integer call() {
		JfrRecording jfr = JfrRecording.open(this.recording);
		Map<String, Long> counts = jfr.countEvents();
		PrintWriter out = this.spec.commandLine().getOut();
		int shown = 0;
		try (JfrDatabase database = JfrDatabase.open(jfr, EventLoopThreadFunction.DEFAULT_PATTERN)) {
			for (EventTable table : database.schema().eventTables()) {
				long count = counts.getOrDefault(table.name(), 0L);
				if (shows(table.name(), count)) {
					shown++;
					out.printf("\"%s\".\"%s\"  %,d events  (%s)%n", JfrSchema.NAME, table.name(), count, table.label());
					printColumns(out, table.columns(), "    ");
					out.println();
				}
			}
			for (ViewInfo view : database.views()) {
				long count = view.tables().stream().mapToLong((table) -> counts.getOrDefault(table.name(), 0L)).sum();
				if (shows(view.definition().name(), count)) {
					shown++;
					out.printf("\"%s\".\"%s\"  view over %,d events  (%s)%n", JfrSchema.NAME, view.definition().name(),
							count, view.definition().title());
					out.printf("    defined in %s; reads %s%n", view.definition().source(),
							view.tables().stream().map(EventTable::name).collect(Collectors.joining(", ")));
					printColumns(out, view.columns(), "    ");
					out.println();
				}
			}
		}
		out.printf("%d tables shown%s%n", shown, this.all ? "" : " (with events; --all for every declared type)");
		return 0;
	}

	private boolean shows(String name, long count) {
		String needle = (this.filter != null) ? this.filter.toLowerCase(Locale.ROOT) : "";
		return (count > 0 || this.all) && name.toLowerCase(Locale.ROOT).contains(needle);
	}

	private static void printColumns(PrintWriter out, List<ColumnInfo> columns, String indent) {
		for (ColumnInfo column : columns) {
			out.println(String
				.format("%s%-22s %-14s %s", indent, "\"" + column.name() + "\"", column.type(), column.description())
				.stripTrailing());
			printColumns(out, column.fields(), indent + "    ");
		}
	}

}
