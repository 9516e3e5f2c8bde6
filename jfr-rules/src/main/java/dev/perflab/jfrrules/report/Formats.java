package dev.perflab.jfrrules.report;

import java.time.Duration;
import java.util.Locale;

/**
 * Number formats shared by the text and Markdown reports (JSON carries raw numbers).
 */
final class Formats {

	private Formats() {
	}

	/**
	 * Formats nanoseconds as milliseconds, e.g. {@code 4,812.3 ms}; {@code -} when
	 * unknown.
	 */
	static String millis(Long nanos) {
		if (nanos == null) {
			return "-";
		}
		double millis = nanos / 1e6;
		return (millis < 0.1 && nanos > 0) ? String.format(Locale.ROOT, "%.3f ms", millis)
				: String.format(Locale.ROOT, "%,.1f ms", millis);
	}

	static String count(long count) {
		return String.format(Locale.ROOT, "%,d", count);
	}

	static String megabytes(long bytes) {
		return String.format(Locale.ROOT, "%.1f MB", bytes / 1e6);
	}

	static String seconds(Duration duration) {
		return String.format(Locale.ROOT, "%.2f s", duration.toNanos() / 1e9);
	}

	/**
	 * Formats a time of a recording: to a tenth of a second from 10 s, e.g.
	 * {@code 109.1 s}, to the millisecond below, e.g. {@code 0.052 s}, so that a short
	 * window never reads as long as the recording it was cut from.
	 */
	static String span(Duration duration) {
		double seconds = duration.toNanos() / 1e9;
		return String.format(Locale.ROOT, (seconds < 10) ? "%.3f s" : "%,.1f s", seconds);
	}

}
