package dev.perflab.jfrrules.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;

import dev.perflab.jfrrules.recording.JfrRecording;
import dev.perflab.jfrrules.schema.ColumnInfo;
import dev.perflab.jfrrules.schema.EventTable;
import dev.perflab.jfrrules.schema.JfrSchema;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code tables FILE.jfr [FILTER]}: the event types of a recording with their event
 * counts and columns, i.e. what a query can select.
 */
@Command(name = "tables", mixinStandardHelpOptions = true,
		description = "Lists the tables (event types) of a recording with event counts and columns.")
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
		JfrSchema schema = JfrSchema.of(jfr.eventTypes());
		Map<String, Long> counts = jfr.countEvents();
		PrintWriter out = this.spec.commandLine().getOut();
		String needle = (this.filter != null) ? this.filter.toLowerCase(Locale.ROOT) : "";
		int shown = 0;
		for (EventTable table : schema.eventTables()) {
			long count = counts.getOrDefault(table.name(), 0L);
			if ((count == 0 && !this.all) || !table.name().toLowerCase(Locale.ROOT).contains(needle)) {
				continue;
			}
			shown++;
			out.printf("\"%s\".\"%s\"  %,d events  (%s)%n", JfrSchema.NAME, table.name(), count, table.label());
			printColumns(out, table.columns(), "    ");
			out.println();
		}
		out.printf("%d tables shown%s%n", shown, this.all ? "" : " (with events; --all for every declared type)");
		return 0;
	}

	private static void printColumns(PrintWriter out, List<ColumnInfo> columns, String indent) {
		for (ColumnInfo column : columns) {
			out.printf("%s%-22s %-14s %s%n", indent, "\"" + column.name() + "\"", column.type(), column.description());
			printColumns(out, column.fields(), indent + "    ");
		}
	}

}
