package dev.perflab.jfrrules.recording;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Locale;
import java.util.StringJoiner;

/**
 * The part of a recording to judge, as asked for: the events that start at or after
 * {@code from} and before {@code to}. A missing bound is the recording's own start or
 * end.
 *
 * @param from where the window starts, or null for the recording's start
 * @param to where it ends, or null for the recording's end
 */
public record Window(TimeBound from, TimeBound to) {

	/** The whole recording. */
	public static final Window WHOLE = new Window(null, null);

	/**
	 * Returns whether this asks for the whole recording.
	 * @return true if neither bound is given
	 */
	public boolean isWhole() {
		return this.from == null && this.to == null;
	}

	/**
	 * Returns the bounds as given, e.g. {@code --skip-first 30s --to -5s}.
	 * @return the sources of the bounds, or {@code whole recording}
	 */
	public String describe() {
		if (isWhole()) {
			return "whole recording";
		}
		StringJoiner joiner = new StringJoiner(" ");
		if (this.from != null) {
			joiner.add(this.from.source());
		}
		if (this.to != null) {
			joiner.add(this.to.source());
		}
		return joiner.toString();
	}

	/**
	 * Places the window in a recording.
	 * @param span the recording's span
	 * @return the window judged
	 * @throws InvalidWindowException if the window is empty or outside the recording; the
	 * message names the bound
	 */
	public JudgedWindow resolve(RecordingSpan span) {
		Instant start = (this.from != null) ? this.from.resolve(span) : null;
		Instant end = (this.to != null) ? this.to.resolve(span) : null;
		if (start != null && end != null && !start.isBefore(end)) {
			throw new InvalidWindowException(
					String.format(Locale.ROOT, "the window is empty: %s (%s) is not before %s (%s)", this.from.source(),
							millis(start), this.to.source(), millis(end)));
		}
		if (start != null && !start.isBefore(span.end())) {
			throw new InvalidWindowException(outside(this.from, start, "at or after the recording's end", span));
		}
		if (end != null && !end.isAfter(span.start())) {
			throw new InvalidWindowException(outside(this.to, end, "at or before the recording's start", span));
		}
		return new JudgedWindow(this, span, start, end);
	}

	private static String outside(TimeBound bound, Instant instant, String where, RecordingSpan span) {
		return String.format(Locale.ROOT, "%s (%s) is %s: the recording runs from %s to %s (%.1f s)", bound.source(),
				millis(instant), where, millis(span.start()), millis(span.end()), span.duration().toMillis() / 1000.0);
	}

	private static Instant millis(Instant instant) {
		return instant.truncatedTo(ChronoUnit.MILLIS);
	}

}
