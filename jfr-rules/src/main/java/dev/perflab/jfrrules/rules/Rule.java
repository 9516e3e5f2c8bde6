package dev.perflab.jfrrules.rules;

import java.util.regex.Pattern;

/**
 * One rule: a header and one query. The rule fires when the query returns more than
 * {@code limit} rows.
 *
 * @param id the stable identifier, e.g. {@code event-loop-blocking}
 * @param titleText one line saying what was found, as the header writes it: with
 * {@code {name}} placeholders for parameters ({@link #title()} fills them)
 * @param severity what firing does to the check
 * @param why why it matters
 * @param fix how to fix it
 * @param limit how many rows are tolerated (0 unless the header says otherwise)
 * @param parameters the numbers the query reads with {@code PARAM('name')}
 * @param template the query that judges the rule's rows, {@code null} if the rule's query
 * is the whole query
 * @param source where the rule came from, for error messages, e.g. {@code rules/x.sql}
 * @param sql the whole file text: header lines are SQL comments, so Calcite's error
 * positions are file positions
 */
public record Rule(String id, String titleText, Severity severity, String why, String fix, long limit,
		Parameters parameters, QueryTemplate template, String source, String sql) {

	/** A call of {@code REQUESTS()} on a line that is not a comment. */
	private static final Pattern REQUESTS_CALL = Pattern.compile("(?im)^(?!\\s*--).*\\bREQUESTS\\s*\\(");

	/**
	 * Creates a rule without parameters or template.
	 * @param id the stable identifier
	 * @param title one line saying what was found
	 * @param severity what firing does to the check
	 * @param why why it matters
	 * @param fix how to fix it
	 * @param limit how many rows are tolerated
	 * @param source where the rule came from
	 * @param sql the whole file text
	 */
	public Rule(String id, String title, Severity severity, String why, String fix, long limit, String source,
			String sql) {
		this(id, title, severity, why, fix, limit, Parameters.NONE, null, source, sql);
	}

	/**
	 * Returns the title with the values of the parameters it names, overridden ones
	 * included.
	 * @return e.g. {@code More than 10% of the CPU samples are in cryptography}
	 */
	public String title() {
		return this.parameters.fill(this.titleText);
	}

	/**
	 * Returns the query a check prepares for this rule: its own, or its template's over
	 * its rows.
	 * @return the query
	 */
	public RuleQuery query() {
		return RuleQuery.of(this);
	}

	/**
	 * Returns whether the query calls {@code REQUESTS()}, so that a check without a
	 * request count can say why the rule found nothing. A view that calls it is not seen.
	 * @return true if a line of the query (not a comment) calls it
	 */
	public boolean readsRequests() {
		return REQUESTS_CALL.matcher(this.sql).find();
	}

	Rule withParameters(Parameters parameters) {
		return new Rule(this.id, this.titleText, this.severity, this.why, this.fix, this.limit, parameters,
				this.template, this.source, this.sql);
	}

	Rule withTemplate(QueryTemplate template) {
		return new Rule(this.id, this.titleText, this.severity, this.why, this.fix, this.limit, this.parameters,
				template, this.source, this.sql);
	}

}
