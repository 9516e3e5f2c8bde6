package dev.perflab.jfrrules.functions;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;

/**
 * Compiled regular expressions and remembered answers, shared by all functions and
 * queries.
 * <p>
 * A rule passes its regex as a literal, so a function sees the same string for every row:
 * compiling it once per distinct string (not per row, not per frame) is the first saving.
 * The second is remembering answers per distinct text: rules test thread names, and a
 * recording has a few hundred names but millions of events. Both maps are bounded and
 * simply start over when full, because a query could pass a regex or text that differs on
 * every row.
 */
final class Regexes {

	private static final int MAX_PATTERNS = 512;

	private static final int MAX_ANSWERS = 16_384;

	private static final Map<String, Pattern> PATTERNS = new ConcurrentHashMap<>();

	private static final Map<Pattern, Map<String, Boolean>> FOUND = new ConcurrentHashMap<>();

	private static final Map<Pattern, Map<String, Boolean>> MATCHED = new ConcurrentHashMap<>();

	private Regexes() {
	}

	static Pattern compile(String regex) {
		Pattern pattern = PATTERNS.get(regex);
		if (pattern == null) {
			if (PATTERNS.size() >= MAX_PATTERNS) {
				PATTERNS.clear();
				FOUND.clear();
				MATCHED.clear();
			}
			pattern = PATTERNS.computeIfAbsent(regex, Pattern::compile);
		}
		return pattern;
	}

	/**
	 * Whether the text contains a match (a search).
	 */
	static boolean find(String regex, String text) {
		return remembered(FOUND, compile(regex), text, false);
	}

	/**
	 * Whether the whole text matches.
	 */
	static boolean matchesWhole(String regex, String text) {
		return remembered(MATCHED, compile(regex), text, true);
	}

	private static boolean remembered(Map<Pattern, Map<String, Boolean>> answers, Pattern pattern, String text,
			boolean whole) {
		Map<String, Boolean> known = answers.computeIfAbsent(pattern, (key) -> new ConcurrentHashMap<>());
		Boolean answer = known.get(text);
		if (answer == null) {
			if (known.size() >= MAX_ANSWERS) {
				known.clear();
			}
			answer = whole ? pattern.matcher(text).matches() : pattern.matcher(text).find();
			known.put(text, answer);
		}
		return answer;
	}

}
