package dev.perflab.jfrrules.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A call {@code PARAM('name')} or {@code PARAM_TEXT('name')} in a query text, where it is
 * (1-based, in the file).
 * <p>
 * Found by scanning the text, not by Calcite, so that the rules load can refuse a
 * parameter declared and never read, or read and never declared, before any recording is
 * opened, as it refuses the other header errors. The scan skips comments, string literals
 * and quoted identifiers, where {@code PARAM(} is text.
 *
 * @param function the function called, as written
 * @param name the parameter's name; {@code null} if the argument is not one quoted name
 * @param line the line of the call
 * @param column the column of the call
 */
record ParameterUse(String function, String name, int line, int column) {

	private static final Pattern CALL = Pattern.compile("(?i)\\G(PARAM(?:_TEXT)?)\\s*\\(");

	private static final Pattern ARGUMENT = Pattern.compile("\\G\\s*'([a-z][a-z0-9-]*)'\\s*\\)");

	/**
	 * Returns the calls of {@code PARAM} in a query, in text order.
	 * @param sql the whole file text
	 * @return the calls
	 */
	static List<ParameterUse> in(String sql) {
		List<ParameterUse> uses = new ArrayList<>();
		int line = 1;
		int lineStart = 0;
		int i = 0;
		while (i < sql.length()) {
			char c = sql.charAt(i);
			if (c == '\n') {
				line++;
				lineStart = i + 1;
				i++;
			}
			else if (sql.startsWith("--", i)) {
				int end = sql.indexOf('\n', i);
				i = (end < 0) ? sql.length() : end;
			}
			else if (sql.startsWith("/*", i)) {
				int end = sql.indexOf("*/", i + 2);
				int stop = (end < 0) ? sql.length() : end + 2;
				for (int j = i; j < stop; j++) {
					if (sql.charAt(j) == '\n') {
						line++;
						lineStart = j + 1;
					}
				}
				i = stop;
			}
			else if (c == '\'' || c == '"') {
				int end = endOfQuoted(sql, i, c);
				for (int j = i; j < end; j++) {
					if (sql.charAt(j) == '\n') {
						line++;
						lineStart = j + 1;
					}
				}
				i = end;
			}
			else if (Character.isLetterOrDigit(c) || c == '_' || c == '$') {
				Matcher call = CALL.matcher(sql).region(i, sql.length());
				boolean wordStart = i == 0 || !isWordPart(sql.charAt(i - 1));
				if (wordStart && call.lookingAt()) {
					Matcher argument = ARGUMENT.matcher(sql).region(call.end(), sql.length());
					boolean named = argument.lookingAt();
					uses.add(
							new ParameterUse(call.group(1), named ? argument.group(1) : null, line, i - lineStart + 1));
					i = call.end();
				}
				else {
					while (i < sql.length() && isWordPart(sql.charAt(i))) {
						i++;
					}
				}
			}
			else {
				i++;
			}
		}
		return uses;
	}

	/**
	 * Returns the call as written, with its parameter's name.
	 * @return e.g. {@code PARAM('budget')}
	 */
	String call() {
		return this.function + "('" + this.name + "')";
	}

	private static boolean isWordPart(char c) {
		return Character.isLetterOrDigit(c) || c == '_' || c == '$';
	}

	/**
	 * Returns the index after a quoted text that starts at {@code start}; a doubled quote
	 * is one quote inside it.
	 */
	private static int endOfQuoted(String sql, int start, char quote) {
		int i = start + 1;
		while (i < sql.length()) {
			if (sql.charAt(i) == quote) {
				if (i + 1 < sql.length() && sql.charAt(i + 1) == quote) {
					i += 2;
					continue;
				}
				return i + 1;
			}
			i++;
		}
		return sql.length();
	}

}
