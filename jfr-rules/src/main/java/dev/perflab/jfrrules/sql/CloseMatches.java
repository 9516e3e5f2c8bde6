package dev.perflab.jfrrules.sql;

import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * Names close to a misspelt one, for "did you mean" hints: same name in another case, a
 * name containing the other, or a small edit distance (at most a third of the length, at
 * least 2).
 */
final class CloseMatches {

	private static final int MAX_SUGGESTIONS = 3;

	private CloseMatches() {
	}

	static List<String> of(String wanted, Collection<String> candidates) {
		String needle = wanted.toLowerCase(Locale.ROOT);
		int budget = Math.max(2, needle.length() / 3);
		Map<String, Integer> scored = new TreeMap<>();
		for (String candidate : candidates) {
			String hay = candidate.toLowerCase(Locale.ROOT);
			int distance = distance(needle, hay);
			if (distance <= budget) {
				scored.merge(candidate, distance, Math::min);
			}
			else if (needle.length() >= 3 && (hay.contains(needle) || needle.contains(hay))) {
				scored.merge(candidate, budget + 1, Math::min);
			}
		}
		return scored.entrySet()
			.stream()
			.sorted(Map.Entry.<String, Integer>comparingByValue().thenComparing(Map.Entry.comparingByKey()))
			.limit(MAX_SUGGESTIONS)
			.map(Map.Entry::getKey)
			.toList();
	}

	/**
	 * Levenshtein distance with two rows.
	 */
	static int distance(String a, String b) {
		int[] previous = new int[b.length() + 1];
		int[] current = new int[b.length() + 1];
		for (int j = 0; j <= b.length(); j++) {
			previous[j] = j;
		}
		for (int i = 1; i <= a.length(); i++) {
			current[0] = i;
			for (int j = 1; j <= b.length(); j++) {
				int substitution = previous[j - 1] + ((a.charAt(i - 1) == b.charAt(j - 1)) ? 0 : 1);
				current[j] = Math.min(substitution, Math.min(previous[j], current[j - 1]) + 1);
			}
			int[] swap = previous;
			previous = current;
			current = swap;
		}
		return previous[b.length()];
	}

}
