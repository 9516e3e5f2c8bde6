package dev.perflab.jfrrules.functions;

/**
 * {@code MATCHES(text, regex)}: whether {@code text} contains a match for the Java regex
 * (anchor with {@code ^} and {@code $} for a full match). {@code FALSE} when either is
 * {@code NULL}, so {@code NOT MATCHES(...)} keeps rows with a missing value.
 */
public final class MatchesFunction {

	private MatchesFunction() {
	}

	public static boolean eval(String text, String regex) {
		if (text == null || regex == null) {
			return false;
		}
		return PatternCache.get(regex).matcher(text).find();
	}

}
