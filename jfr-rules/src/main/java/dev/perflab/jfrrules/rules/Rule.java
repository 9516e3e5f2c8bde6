package dev.perflab.jfrrules.rules;

import java.util.regex.Pattern;

/**
 * One rule: a header and one query. The rule fires when the query returns more than
 * {@code limit} rows.
 *
 * @param id the stable identifier, e.g. {@code event-loop-blocking}
 * @param title one line saying what was found
 * @param severity what firing does to the check
 * @param why why it matters
 * @param fix how to fix it
 * @param limit how many rows are tolerated (0 unless the header says otherwise)
 * @param source where the rule came from, for error messages, e.g. {@code rules/x.sql}
 * @param sql the whole file text: header lines are SQL comments, so Calcite's error
 * positions are file positions
 */
public record Rule(String id, String title, Severity severity, String why, String fix, long limit, String source,
		String sql) {

	/** A call of {@code REQUESTS()} on a line that is not a comment. */
	private static final Pattern REQUESTS_CALL = Pattern.compile("(?im)^(?!\\s*--).*\\bREQUESTS\\s*\\(");

	/**
	 * Returns whether the query calls {@code REQUESTS()}, so that a check without a
	 * request count can say why the rule found nothing. A view that calls it is not seen.
	 * @return true if a line of the query (not a comment) calls it
	 */
	public boolean readsRequests() {
		return REQUESTS_CALL.matcher(this.sql).find();
	}

}
