package dev.perflab.jfrrules.rules;

import java.util.List;
import java.util.regex.Pattern;

/**
 * Reads the files of a rules directory: a header of {@code -- key: value} comment lines
 * (see {@link SqlFileHeader}), then one query. A header with {@code -- view: NAME} and
 * {@code -- title:} makes the file a view; any other is a rule:
 *
 * <pre>
 * -- id: event-loop-blocking
 * -- title: Blocking call on an event-loop thread
 * -- severity: fail
 * -- why: An event loop serves many connections; while it blocks, all of them wait.
 * --   Lines indented by two or more spaces continue the field above.
 * -- fix: Use a non-blocking client, or move the call to Schedulers.boundedElastic().
 * -- limit: 0
 * SELECT ...
 * </pre>
 *
 * A rule may declare parameters ({@link Parameters}) and name a query template
 * ({@link QueryTemplate}); a header with {@code -- template: NAME} and no {@code id} is a
 * template.
 */
final class RuleFileParser {

	/** The key that makes a file in a rules directory a view rather than a rule. */
	static final String VIEW_KEY = "view";

	/**
	 * The key that makes a file a query template; in a rule, the template its rows go
	 * through.
	 */
	static final String TEMPLATE_KEY = "template";

	private static final List<String> KEYS = List.of("id", "title", "severity", "why", "fix", "limit", TEMPLATE_KEY,
			Parameters.KEY_PREFIX);

	private static final List<String> VIEW_KEYS = List.of(VIEW_KEY, "title");

	private static final List<String> TEMPLATE_KEYS = List.of(TEMPLATE_KEY, "title");

	private static final Pattern ID = Pattern.compile("[a-z0-9][a-z0-9-]*");

	/**
	 * Lower case, digits and underscores: no dot, so a view can never take the name of a
	 * JFR event type and hide its table.
	 */
	private static final Pattern VIEW_NAME = Pattern.compile("[a-z][a-z0-9_]*");

	private RuleFileParser() {
	}

	static Rule parse(String source, String text) {
		return parse(source, text, SqlFileHeader.read(source, text));
	}

	static Rule parse(String source, String text, SqlFileHeader header) {
		header.checkKeys(source, KEYS);
		String id = header.required(source, "id");
		String title = header.required(source, "title");
		String severityName = header.required(source, "severity");
		String why = header.required(source, "why");
		String fix = header.required(source, "fix");
		if (!ID.matcher(id).matches()) {
			throw new InvalidRuleException(source, header.line("id"), 4,
					"id '" + id + "' must be lower-case letters, digits and dashes");
		}
		Severity severity = Severity.of(severityName);
		if (severity == null) {
			throw new InvalidRuleException(source, header.line("severity"), 4,
					"severity must be 'fail' or 'warn', not '" + severityName + "'");
		}
		long limit = parseLimit(source, header.fields().get("limit"), header.line("limit"));
		Parameters parameters = Parameters.read(source, header);
		List<String> undeclared = parameters.undeclaredIn(title);
		if (!undeclared.isEmpty()) {
			throw new InvalidRuleException(source, header.line("title"), 4, "the title says {" + undeclared.get(0)
					+ "}, which the header declares no parameter for (declared: " + parameters.names() + ")");
		}
		return new Rule(id, title, severity, why, fix, limit, parameters, null, source, text);
	}

	private static long parseLimit(String source, String value, int line) {
		if (value == null) {
			return 0;
		}
		try {
			long limit = Long.parseLong(value);
			if (limit >= 0) {
				return limit;
			}
		}
		catch (NumberFormatException ex) {
			// reported below
		}
		throw new InvalidRuleException(source, line, 4, "limit must be a whole number >= 0, not '" + value + "'");
	}

	static ViewDefinition parseView(String source, String text, SqlFileHeader header) {
		header.checkKeys(source, VIEW_KEYS);
		return new ViewDefinition(name(source, header, VIEW_KEY), header.required(source, "title"), source, text);
	}

	static QueryTemplate parseTemplate(String source, String text, SqlFileHeader header) {
		header.checkKeys(source, TEMPLATE_KEYS);
		return new QueryTemplate(name(source, header, TEMPLATE_KEY), header.required(source, "title"), source, text);
	}

	/**
	 * Returns the name a view or template file declares under {@code key}: an SQL name
	 * written the same way in every query that uses it.
	 */
	private static String name(String source, SqlFileHeader header, String key) {
		String name = header.required(source, key);
		if (!VIEW_NAME.matcher(name).matches()) {
			throw new InvalidRuleException(source, header.line(key), 4,
					key + " name '" + name + "' must be lower-case letters, digits and underscores");
		}
		return name;
	}

	/**
	 * Returns whether a header is a template's: it names a template and is no rule (a
	 * rule names its template too, beside an {@code id}).
	 */
	static boolean isTemplate(SqlFileHeader header) {
		return header.has(TEMPLATE_KEY) && !header.has("id");
	}

}
