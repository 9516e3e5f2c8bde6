package dev.perflab.jfrrules.rules;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The header of a rule or view file: {@code -- key: value} comment lines before the first
 * line that is not a comment, where the query starts.
 * <p>
 * A line starting {@code --} and two or more spaces (or a tab) continues the field above;
 * other comment lines are free commentary. A {@code -- word:} line with a key the file
 * kind does not know is an error ({@link #checkKeys}), so that a misspelt {@code limt}
 * cannot silently drop a limit. The fields end at the first bare {@code --} line: the
 * commentary after it is prose, where a sentence may well start "-- stream: the ...".
 *
 * @param fields the values by key, continuation lines joined with a space
 * @param lines the 1-based line of each key
 * @param queryLine the 1-based line where the query starts
 */
record SqlFileHeader(Map<String, String> fields, Map<String, Integer> lines, int queryLine) {

	/**
	 * A field: a key of one word, or {@code param} and the parameter's name (so that each
	 * parameter is a field of its own, and one declared twice is an error like any
	 * field).
	 */
	private static final Pattern FIELD = Pattern
		.compile("^--\\s?(" + Parameters.KEY_PREFIX + "[a-z][a-z0-9-]*|[a-z][a-z-]*):(.*)$");

	private static final Pattern CONTINUATION = Pattern.compile("^--(?: {2,}|\\t)\\s*(\\S.*)$");

	static SqlFileHeader read(String source, String text) {
		Map<String, String> fields = new LinkedHashMap<>();
		Map<String, Integer> lines = new LinkedHashMap<>();
		String current = null;
		boolean commentary = false;
		String[] textLines = text.split("\r?\n", -1);
		for (int i = 0; i < textLines.length; i++) {
			String line = textLines[i].strip();
			int lineNumber = i + 1;
			if (line.isEmpty()) {
				current = null;
				continue;
			}
			if (!line.startsWith("--")) {
				return new SqlFileHeader(fields, lines, lineNumber);
			}
			if (line.equals("--")) {
				commentary = true;
			}
			if (commentary) {
				continue;
			}
			Matcher field = FIELD.matcher(line);
			Matcher continuation = CONTINUATION.matcher(line);
			if (field.matches()) {
				String key = field.group(1);
				if (fields.containsKey(key)) {
					throw new InvalidRuleException(source, lineNumber, 4, "header field '" + key + "' appears twice");
				}
				fields.put(key, field.group(2).strip());
				lines.put(key, lineNumber);
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
		throw new InvalidRuleException(source, 0, 0, "no query after the header");
	}

	/**
	 * Fails on the first key, in file order, that is not one of {@code known}.
	 */
	void checkKeys(String source, List<String> known) {
		for (String key : this.fields.keySet()) {
			if (!known.contains(key)
					&& !(known.contains(Parameters.KEY_PREFIX) && key.startsWith(Parameters.KEY_PREFIX))) {
				throw new InvalidRuleException(source, line(key), 4, "unknown header field '" + key + "' (known: "
						+ String.join(", ", known).replace(Parameters.KEY_PREFIX, Parameters.KEY_PREFIX + "NAME")
						+ ")");
			}
		}
	}

	/**
	 * Returns a field that must be present and not empty.
	 */
	String required(String source, String key) {
		String value = this.fields.getOrDefault(key, "");
		if (value.isEmpty()) {
			throw new InvalidRuleException(source, 1, 1, "missing header field '" + key + "'");
		}
		return value;
	}

	boolean has(String key) {
		return this.fields.containsKey(key);
	}

	/**
	 * Returns the line of a key, 0 if the header does not have it.
	 */
	int line(String key) {
		return this.lines.getOrDefault(key, 0);
	}

}
