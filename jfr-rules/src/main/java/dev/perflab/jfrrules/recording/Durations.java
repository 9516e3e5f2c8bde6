package dev.perflab.jfrrules.recording;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Durations as people type them on a command line: {@code 30s}, {@code 1m30s},
 * {@code 500ms}, {@code 1.5s}, {@code 2h}, or ISO-8601 ({@code PT30S}).
 */
final class Durations {

	private static final Pattern PART = Pattern.compile("(\\d+(?:\\.\\d+)?)(ms|s|m|h)");

	private static final Map<String, Long> NANOS_PER_UNIT = Map.of("ms", 1_000_000L, "s", 1_000_000_000L, "m",
			60_000_000_000L, "h", 3_600_000_000_000L);

	static final String EXAMPLES = "30s, 1m30s, 500ms, 1.5s or PT30S";

	private Durations() {
	}

	/**
	 * Parses a duration that is not negative.
	 * @param text the text
	 * @return the duration
	 * @throws IllegalArgumentException if the text is not a duration, or is negative
	 */
	static Duration parse(String text) {
		if (text.toUpperCase(Locale.ROOT).startsWith("PT")) {
			try {
				Duration duration = Duration.parse(text);
				if (!duration.isNegative()) {
					return duration;
				}
			}
			catch (DateTimeParseException ex) {
				// reported below, with the accepted forms
			}
			throw notADuration(text);
		}
		Matcher part = PART.matcher(text);
		Duration total = Duration.ZERO;
		int end = 0;
		try {
			while (part.find() && part.start() == end) {
				BigDecimal nanos = new BigDecimal(part.group(1))
					.multiply(BigDecimal.valueOf(NANOS_PER_UNIT.get(part.group(2))));
				total = total.plusNanos(nanos.setScale(0, RoundingMode.DOWN).longValueExact());
				end = part.end();
			}
		}
		catch (ArithmeticException ex) {
			throw notADuration(text);
		}
		if (end == 0 || end != text.length()) {
			throw notADuration(text);
		}
		return total;
	}

	private static IllegalArgumentException notADuration(String text) {
		return new IllegalArgumentException("'" + text + "' is not a duration (use " + EXAMPLES + ")");
	}

}
