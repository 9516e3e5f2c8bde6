package dev.perflab.jfrrules.rules;

/**
 * The query a check runs for one rule: the rule file's text, or, for a rule that names a
 * template, the template's query over the rule's rows, {@code WITH "matches" AS (rule)
 * template}.
 * <p>
 * Composed so that every position stays a file position: the rule's text keeps its lines
 * (the {@code WITH} is prepended to its first line, a header comment), and the template's
 * lines follow, so a position past the rule's lines is the template's, at a known offset
 * ({@link #error}).
 *
 * @param text the query to prepare
 * @param rule the rule
 */
public record RuleQuery(String text, Rule rule) {

	static RuleQuery of(Rule rule) {
		QueryTemplate template = rule.template();
		if (template == null) {
			return new RuleQuery(rule.sql(), rule);
		}
		return new RuleQuery("WITH \"" + QueryTemplate.ROWS + "\" AS (" + withoutTrailingSemicolon(rule.sql()) + "\n)\n"
				+ withoutTrailingSemicolon(template.sql()), rule);
	}

	/**
	 * Returns an error at a position of the query, attributed to the file it is in.
	 * @param line the 1-based line in {@link #text()}, 0 if unknown
	 * @param column the 1-based column
	 * @param detail what is wrong
	 * @return the error, naming the rule's file or its template's
	 */
	public InvalidRuleException error(int line, int column, String detail) {
		QueryTemplate template = this.rule.template();
		int ruleLines = lineCount(this.rule.sql());
		if (template == null || line <= ruleLines + 1) {
			return new InvalidRuleException(this.rule.source(), Math.min(line, ruleLines), column, detail);
		}
		return new InvalidRuleException(template.source(), line - ruleLines - 1, column,
				detail + " (in the template of " + this.rule.source() + ")");
	}

	private static int lineCount(String text) {
		return (int) text.chars().filter((c) -> c == '\n').count() + 1;
	}

	/** Replaced by a space, not removed, so that positions stay file positions. */
	private static String withoutTrailingSemicolon(String sql) {
		int end = sql.length();
		while (end > 0 && Character.isWhitespace(sql.charAt(end - 1))) {
			end--;
		}
		return (end > 0 && sql.charAt(end - 1) == ';') ? sql.substring(0, end - 1) + " " + sql.substring(end) : sql;
	}

}
