package dev.perflab.jfrrules.sql;

import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

import org.apache.commons.text.similarity.LevenshteinDistance;

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
			// -1 when the distance exceeds the budget: the library stops counting there.
			int distance = new LevenshteinDistance(budget).apply(needle, hay);
			if (distance >= 0) {
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

}
