package dev.perflab.jfrrules.schema;

import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The identifiers a query text names, found by scanning, before any SQL engine is ready:
 * quoted ({@code "jdk.ThreadPark"}) or not, lower-cased, since lookups ignore case.
 * Comments and string literals do not count. A superset of what the query references (a
 * column alias is an identifier too), which is what the callers need.
 */
public final class SqlIdentifiers {

	/** A quoted identifier, a bare word, or a comment or string literal to skip. */
	private static final Pattern TOKEN = Pattern
		.compile("\"((?:[^\"]|\"\")*)\"|([A-Za-z_][A-Za-z0-9_$]*)|--[^\n]*|/\\*.*?\\*/|'(?:[^']|'')*'", Pattern.DOTALL);

	private SqlIdentifiers() {
	}

	/**
	 * Returns the identifiers of a query text.
	 * @param sql the query
	 * @return the identifiers, lower-cased, in order of first appearance
	 */
	public static Set<String> in(String sql) {
		Set<String> identifiers = new LinkedHashSet<>();
		Matcher token = TOKEN.matcher(sql);
		while (token.find()) {
			String identifier = (token.group(1) != null) ? token.group(1).replace("\"\"", "\"") : token.group(2);
			if (identifier != null) {
				identifiers.add(identifier.toLowerCase(Locale.ROOT));
			}
		}
		return identifiers;
	}

}
