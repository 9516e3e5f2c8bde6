package dev.perflab.jfrrules.rules;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads a rule file: a header of {@code -- key: value} comment lines, then one query.
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
 * A {@code -- word:} line with an unknown lower-case key is an error, so that a misspelt
 * {@code limt} cannot silently drop a limit; other comment lines are free commentary.
 */
final class RuleFileParser {

	private static final Set<String> KEYS = Set.of("id", "title", "severity", "why", "fix", "limit");

	private static final Pattern FIELD = Pattern.compile("^--\\s?([a-z][a-z-]*):(.*)$");

	private static final Pattern CONTINUATION = Pattern.compile("^--(?: {2,}|\\t)\\s*(\\S.*)$");

	private static final Pattern ID = Pattern.compile("[a-z0-9][a-z0-9-]*");

	private RuleFileParser() {
	}

	static Rule parse(String source, String text) {
		Map<String, String> fields = new LinkedHashMap<>();
		Map<String, Integer> fieldLines = new LinkedHashMap<>();
		String current = null;
		String[] lines = text.split("\r?\n", -1);
		int queryLine = 0;
		for (int i = 0; i < lines.length; i++) {
			String line = lines[i].strip();
			int lineNumber = i + 1;
			if (line.isEmpty()) {
				current = null;
				continue;
			}
			if (!line.startsWith("--")) {
				queryLine = lineNumber;
				break;
			}
			Matcher field = FIELD.matcher(line);
			Matcher continuation = CONTINUATION.matcher(line);
			if (field.matches()) {
				String key = field.group(1);
				if (!KEYS.contains(key)) {
					throw new InvalidRuleException(source, lineNumber, 4,
							"unknown header field '" + key + "' (known: id, title, severity, why, fix, limit)");
				}
				if (fields.containsKey(key)) {
					throw new InvalidRuleException(source, lineNumber, 4, "header field '" + key + "' appears twice");
				}
				fields.put(key, field.group(2).strip());
				fieldLines.put(key, lineNumber);
				current = key;
			}
			else if (continuation.matches() && current != null) {
				String joined = fields.get(current);
				fields.put(current, joined.isEmpty() ? continuation.group(1) : joined + " " + continuation.group(1));
			}
			else {
				current = null;
			}
		}
		if (queryLine == 0) {
			throw new InvalidRuleException(source, 0, 0, "no query after the header");
		}
		for (String required : new String[] { "id", "title", "severity", "why", "fix" }) {
			if (fields.getOrDefault(required, "").isEmpty()) {
				throw new InvalidRuleException(source, 1, 1, "missing header field '" + required + "'");
			}
		}
		String id = fields.get("id");
		if (!ID.matcher(id).matches()) {
			throw new InvalidRuleException(source, fieldLines.get("id"), 4,
					"id '" + id + "' must be lower-case letters, digits and dashes");
		}
		Severity severity = Severity.of(fields.get("severity"));
		if (severity == null) {
			throw new InvalidRuleException(source, fieldLines.get("severity"), 4,
					"severity must be 'fail' or 'warn', not '" + fields.get("severity") + "'");
		}
		long limit = parseLimit(source, fields.get("limit"), fieldLines.getOrDefault("limit", 0));
		return new Rule(id, fields.get("title"), severity, fields.get("why"), fields.get("fix"), limit, source, text);
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

}
