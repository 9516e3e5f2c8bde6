package dev.perflab.jfrrules.cli;

import java.io.PrintWriter;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import dev.perflab.jfrrules.sql.CompiledQuery;
import org.apache.calcite.sql.type.SqlTypeName;

/**
 * Prints query rows as a plain-text table. Multi-line values (such as
 * {@code TRUNCATE_STACKTRACE}) keep their lines inside their column; long lines are cut.
 */
final class TextTable {

	private TextTable() {
	}

	/**
	 * Prints up to {@code maxRows} rows and counts all of them.
	 * @return the number of rows in the result
	 */
	static long print(CompiledQuery query, PrintWriter out, int maxRows, int maxWidth) {
		List<String> header = query.columnNames();
		List<SqlTypeName> types = query.columnTypes();
		int columns = header.size();
		List<String[]> cells = new ArrayList<>();
		long count = 0;
		for (Object[] row : query.rows()) {
			count++;
			if (count <= maxRows) {
				String[] texts = new String[columns];
				for (int i = 0; i < columns; i++) {
					texts[i] = text(row[i], types.get(i));
				}
				cells.add(texts);
			}
		}
		int[] widths = new int[columns];
		for (int i = 0; i < columns; i++) {
			widths[i] = Math.min(maxWidth, header.get(i).length());
			for (String[] row : cells) {
				for (String line : row[i].split("\n", -1)) {
					widths[i] = Math.max(widths[i], Math.min(maxWidth, line.length()));
				}
			}
		}
		printRow(out, header.toArray(new String[0]), widths);
		StringBuilder rule = new StringBuilder();
		for (int i = 0; i < columns; i++) {
			rule.append((i > 0) ? "-+-" : "").append("-".repeat(widths[i]));
		}
		out.println(rule);
		for (String[] row : cells) {
			printRow(out, row, widths);
		}
		return count;
	}

	private static String text(Object value, SqlTypeName type) {
		if (value == null) {
			return "NULL";
		}
		if (type == SqlTypeName.TIMESTAMP && value instanceof Long millis) {
			// Calcite holds timestamps as epoch milliseconds; JFR times are UTC instants.
			return Instant.ofEpochMilli(millis).toString();
		}
		if (value instanceof Object[] struct) {
			return Arrays.deepToString(struct);
		}
		return value.toString();
	}

	private static void printRow(PrintWriter out, String[] row, int[] widths) {
		List<String[]> lines = new ArrayList<>();
		int height = 1;
		for (String cell : row) {
			String[] split = cell.split("\n", -1);
			lines.add(split);
			height = Math.max(height, split.length);
		}
		for (int lineIndex = 0; lineIndex < height; lineIndex++) {
			StringBuilder line = new StringBuilder();
			for (int i = 0; i < row.length; i++) {
				String[] cellLines = lines.get(i);
				String text = (lineIndex < cellLines.length) ? cellLines[lineIndex] : "";
				if (text.length() > widths[i]) {
					text = text.substring(0, Math.max(0, widths[i] - 1)) + "…";
				}
				line.append((i > 0) ? " | " : "").append(text).append(" ".repeat(widths[i] - text.length()));
			}
			out.println(line.toString().stripTrailing());
		}
	}

}
