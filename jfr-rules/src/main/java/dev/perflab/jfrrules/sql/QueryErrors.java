package dev.perflab.jfrrules.sql;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import dev.perflab.jfrrules.rules.InvalidRuleException;
import dev.perflab.jfrrules.rules.ViewDefinition;
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

	private static final Pattern PARSE_POSITION = Pattern.compile(" at line \\d+, column \\d+\\.?");

	private static final Pattern POSITION_PREFIX = Pattern
		.compile("^From line \\d+, column \\d+ to line \\d+, column \\d+: ");

	private QueryErrors() {
	}

	static InvalidQueryException translate(Throwable error, NameCatalog names) {
		SqlParseException parse = find(error, SqlParseException.class);
		if (parse != null) {
			// The position is reported separately; drop Calcite's copy in the text.
			String message = PARSE_POSITION.matcher(firstLine(parse.getMessage())).replaceFirst("");
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

	/**
	 * Turns the error of a view's definition into an error of the view's file: it is not
	 * an error of the query that named the view, and its position is in the view's text.
	 * If the view failed because a view it names is broken, that view's error is the one.
	 */
	static InvalidRuleException inView(ViewDefinition view, Throwable error, NameCatalog names) {
		InvalidRuleException inner = viewError(error);
		if (inner != null) {
			return inner;
		}
		InvalidQueryException translated = translate(error, names.forQuery(view.sql()));
		return new InvalidRuleException(view.source(), translated.line(), translated.column(), translated.detail(),
				error);
	}

	/**
	 * Returns the error of a view's definition that made a query fail, if that is what
	 * happened.
	 * @return the error, or {@code null}
	 */
	static InvalidRuleException viewError(Throwable error) {
		return find(error, InvalidRuleException.class);
	}

	private static String suggestions(String message, NameCatalog names) {
		List<String> matches = new ArrayList<>();
		collect(UNKNOWN_TABLE, message, names::tableNames, matches);
		Matcher table = UNKNOWN_TABLE.matcher(message);
		if (matches.isEmpty() && table.find() && table.group(1).indexOf('.') < 0) {
			// "Table 'eventThread' not found" is how Calcite reports
			// "eventThread"."javaName"
			// when the queried table has no eventThread column (jdk.ExecutionSample has
			// sampledThread): name the columns it does have.
			return "; \"" + table.group(1) + "\" is neither a table nor a column of the queried tables (columns: "
					+ String.join(", ", names.columnNames(null)) + ")";
		}
		Matcher column = UNKNOWN_COLUMN.matcher(message);
		if (column.find()) {
			String name = column.group(1);
			int dot = name.lastIndexOf('.');
			// "eventThread.javaNam": a struct column that exists, a field that does not.
			matches.addAll((dot >= 0) ? CloseMatches.of(name.substring(dot + 1), names.fieldNames())
					: CloseMatches.of(name, names.columnNames(column.group(2))));
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
