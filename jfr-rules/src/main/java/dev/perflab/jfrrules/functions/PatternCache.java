package dev.perflab.jfrrules.functions;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;

/**
 * Compiled regular expressions, shared by all functions and queries.
 * <p>
 * A rule passes its regex as a literal, so the function sees the same string for every
 * row and every frame: compiling it once per distinct string (not per row, not per frame)
 * turns the cost of {@code HAS_MATCHING_FRAME} into matching alone. Bounded, because a
 * query could pass a regex computed per row.
 */
final class PatternCache {

	private static final int MAX_PATTERNS = 512;

	private static final Map<String, Pattern> PATTERNS = new ConcurrentHashMap<>();

	private PatternCache() {
	}

	static Pattern get(String regex) {
		Pattern pattern = PATTERNS.get(regex);
		if (pattern == null) {
			if (PATTERNS.size() >= MAX_PATTERNS) {
				PATTERNS.clear();
			}
			pattern = PATTERNS.computeIfAbsent(regex, Pattern::compile);
		}
		return pattern;
	}

}
