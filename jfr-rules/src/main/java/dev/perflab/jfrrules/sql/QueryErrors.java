package dev.perflab.jfrrules.sql;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import org.apache.calcite.runtime.CalciteContextException;
import org.apache.calcite.sql.parser.SqlParseException;

/**
 * Turns Calcite's prepare errors into one readable line with a position and, for unknown
 * names, the closest names that do exist.
 * <p>
 * Calcite reports unknown tables, columns, struct fields and functions only as message
 * text; the patterns below match the messages of calcite-core 1.42. A message that
 * matches none still comes through, just without suggestions.
 */
final class QueryErrors {

	private static final Pattern UNKNOWN_TABLE = Pattern.compile("(?:Object|Table) '([^']+)' not found");

	private static final Pattern UNKNOWN_COLUMN = Pattern
		.compile("Column '([^']+)' not found in (?:table '([^']+)'|any table)");

	private static final Pattern UNKNOWN_FIELD = Pattern.compile("Unknown field '([^']+)'");

	private static final Pattern UNKNOWN_FUNCTION = Pattern.compile("No match found for function signature (\\w+)");

	private static final Pattern POSITION_PREFIX = Pattern
		.compile("^From line \\d+, column \\d+ to line \\d+, column \\d+: ");

	private QueryErrors() {
	}

	static InvalidQueryException translate(Throwable error, NameCatalog names) {
		SqlParseException parse = find(error, SqlParseException.class);
		if (parse != null) {
			String message = firstLine(parse.getMessage());
			return new InvalidQueryException(parse.getPos().getLineNum(), parse.getPos().getColumnNum(), message,
					error);
		}
		CalciteContextException context = find(error, CalciteContextException.class);
		if (context != null) {
			String message = (context.getCause() != null) ? context.getCause().getMessage() : context.getMessage();
			message = POSITION_PREFIX.matcher(firstLine(message)).replaceFirst("");
			return new InvalidQueryException(context.getPosLine(), context.getPosColumn(),
					message + suggestions(message, names), error);
		}
		Throwable root = error;
		while (root.getCause() != null && root.getCause() != root) {
			root = root.getCause();
		}
		String message = firstLine((root.getMessage() != null) ? root.getMessage() : root.toString());
		return new InvalidQueryException(0, 0, message + suggestions(message, names), error);
	}

	private static String suggestions(String message, NameCatalog names) {
		List<String> matches = new ArrayList<>();
		collect(UNKNOWN_TABLE, message, names::tableNames, matches);
		Matcher column = UNKNOWN_COLUMN.matcher(message);
		if (column.find()) {
			matches.addAll(CloseMatches.of(column.group(1), names.columnNames(column.group(2))));
		}
		collect(UNKNOWN_FIELD, message, names::fieldNames, matches);
		collect(UNKNOWN_FUNCTION, message, names::functionNames, matches);
		if (matches.isEmpty()) {
			return "";
		}
		return "; did you mean " + matches.stream().map((name) -> "\"" + name + "\"").collect(Collectors.joining(", "))
				+ "?";
	}

	private static void collect(Pattern pattern, String message, Supplier<Collection<String>> candidates,
			List<String> matches) {
		Matcher matcher = pattern.matcher(message);
		if (matcher.find()) {
			matches.addAll(CloseMatches.of(matcher.group(1), candidates.get()));
		}
	}

	private static <T extends Throwable> T find(Throwable error, Class<T> type) {
		for (Throwable current = error; current != null; current = current.getCause()) {
			if (type.isInstance(current)) {
				return type.cast(current);
			}
			if (current.getCause() == current) {
				break;
			}
		}
		return null;
	}

	private static String firstLine(String message) {
		if (message == null) {
			return "unknown error";
		}
		int newline = message.indexOf('\n');
		return ((newline >= 0) ? message.substring(0, newline) : message).trim();
	}

}
