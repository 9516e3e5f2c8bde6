package dev.perflab.jfrrules.functions;

/**
 * {@code REGEXP_CONTAINS(text, regex)}: whether {@code text} contains a match for the
 * Java regex (anchor with {@code ^} and {@code $} for a full match). {@code FALSE} when
 * either is {@code NULL}, so {@code NOT REGEXP_CONTAINS(...)} keeps rows with a missing
 * value.
 */
public final class RegexpContainsFunction {

	private RegexpContainsFunction() {
	}

	public static boolean eval(String text, String regex) {
		if (text == null || regex == null) {
			return false;
		}
		return Regexes.find(regex, text);
	}

}
