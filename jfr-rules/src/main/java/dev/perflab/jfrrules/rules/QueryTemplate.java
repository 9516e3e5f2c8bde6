package dev.perflab.jfrrules.rules;

/**
 * A query that judges the rows of many rules alike, written once: a file headed
 * {@code -- template: NAME} next to the rules, such as {@code share.sql}, which every
 * share rule's samples go through. A rule headed {@code -- template: share} gives only
 * its rows, which the template reads as the table {@code "matches"} ({@link RuleQuery});
 * the template reads the rule's parameters with {@code PARAM}, so each rule declares the
 * ones its template reads.
 * <p>
 * It lives with the rules and views, not in the engine, for the same reason as a view:
 * the perf gate judges a pull request with its base's rules directory.
 *
 * @param name the name rules give, e.g. {@code share}
 * @param title one line saying what it judges
 * @param source where it came from, for error messages
 * @param sql the whole file text
 */
public record QueryTemplate(String name, String title, String source, String sql) {

	/** The table name under which a template reads its rule's rows. */
	public static final String ROWS = "matches";

}
