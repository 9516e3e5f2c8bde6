package dev.perflab.jfrrules.report;

import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;

import dev.perflab.jfrrules.recording.JudgedWindow;

/**
 * The one line that says which part of a recording was judged, for {@code check} and
 * {@code query}: how it was asked for, its times, and where it stands from the JVM's
 * start. A window that holds the start-up says so, since start-up class loading and the
 * first requests are judged with the rest.
 */
public final class WindowText {

	private WindowText() {
	}

	/**
	 * Describes a window, e.g. {@code --skip-first 30s, 2026-11-25T06:30:31.2Z to
	 * 2026-11-25T06:31:50.3Z (79.1 s of 109.1 s); from 30.4 s after the JVM started}.
	 * @param window the window
	 * @param jvmStart when the JVM started, null if not known
	 * @return the description, without a line end
	 */
	public static String describe(JudgedWindow window, Instant jvmStart) {
		StringBuilder text = new StringBuilder(window.asked().describe()).append(", ")
			.append(time(window.start()))
			.append(" to ")
			.append(time(window.end()))
			.append(" (")
			.append(Formats.span(window.duration()));
		if (!window.duration().equals(window.recording().duration())) {
			text.append(" of ").append(Formats.span(window.recording().duration()));
		}
		text.append(')');
		if (window.includesStartUp(jvmStart)) {
			text.append("; start-up included: the recording started ")
				.append(Formats.span(after(jvmStart, window.recording().start())))
				.append(" after the JVM (leave it out with --skip-first or --from)");
		}
		else if (jvmStart != null) {
			text.append("; from ")
				.append(Formats.span(after(jvmStart, window.start())))
				.append(" after the JVM started");
		}
		return text.toString();
	}

	/**
	 * Formats an instant as ISO-8601 in UTC, to the millisecond: what {@code --from} and
	 * {@code --to} accept back.
	 * @param instant the instant
	 * @return the text, e.g. {@code 2026-11-25T06:30:31.200Z}
	 */
	static String time(Instant instant) {
		return DateTimeFormatter.ISO_INSTANT.format(instant.truncatedTo(ChronoUnit.MILLIS));
	}

	/**
	 * The time from one instant to a later one; zero if it is not later (a recording
	 * started at launch can begin a few milliseconds before the JVM reports itself
	 * started).
	 */
	private static Duration after(Instant earlier, Instant later) {
		Duration between = Duration.between(earlier, later);
		return between.isNegative() ? Duration.ZERO : between;
	}

}
