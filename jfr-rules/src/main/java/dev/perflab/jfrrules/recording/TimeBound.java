package dev.perflab.jfrrules.recording;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.format.DateTimeParseException;

/**
 * One end of a window, as given: a time, or an offset from the recording's start or end.
 * <p>
 * Offsets exist because a recording's own times are what a user rarely knows: "+30s" (30
 * s after the recording starts) leaves out a start-up, "-20s" (20 s before it ends) is
 * what {@code JFR.dump begin=-20s} meant to keep. Times without a zone are the machine's
 * local time, as {@code JFR.dump} reads them; a time of day is on the date the recording
 * starts.
 */
public sealed interface TimeBound {

	/** The forms {@link #parse} accepts, for messages and help. */
	String FORMS = "a time (2026-11-25T06:30:00Z, 2026-11-25T06:30:00, 06:30:00) or an offset from the "
			+ "recording's start (+30s) or end (-20s)";

	/**
	 * Returns where this bound comes from and what it said, e.g. {@code --from +30s}: how
	 * reports and messages name it.
	 * @return the option and its value
	 */
	String source();

	/**
	 * Returns the instant this bound stands for in a recording.
	 * @param span the recording's span
	 * @return the instant
	 */
	Instant resolve(RecordingSpan span);

	/**
	 * Parses a bound.
	 * @param option the option that gave it, e.g. {@code --from}, named in messages
	 * @param text the value
	 * @return the bound
	 * @throws IllegalArgumentException if the value is none of the accepted forms; the
	 * message names the option
	 */
	static TimeBound parse(String option, String text) {
		String source = option + " " + text;
		try {
			if (text.startsWith("+")) {
				return new AfterStart(source, Durations.parse(text.substring(1)));
			}
			if (text.startsWith("-")) {
				return new BeforeEnd(source, Durations.parse(text.substring(1)));
			}
		}
		catch (IllegalArgumentException ex) {
			throw new IllegalArgumentException(option + ": " + ex.getMessage(), ex);
		}
		try {
			return new At(source, OffsetDateTime.parse(text).toInstant());
		}
		catch (DateTimeParseException ex) {
			// not with a zone: try the local forms
		}
		ZoneId zone = ZoneId.systemDefault();
		try {
			return new At(source, LocalDateTime.parse(text).atZone(zone).toInstant());
		}
		catch (DateTimeParseException ex) {
			// not a date and time: try a time of day
		}
		try {
			return new AtTimeOfDay(source, LocalTime.parse(text), zone);
		}
		catch (DateTimeParseException ex) {
			throw new IllegalArgumentException(option + ": '" + text + "' is neither " + FORMS, ex);
		}
	}

	/**
	 * The bound of {@code --skip-first}: the given time after the recording's start.
	 * @param text the duration, e.g. {@code 30s}
	 * @return the bound
	 * @throws IllegalArgumentException if the text is not a duration
	 */
	static TimeBound skipFirst(String text) {
		try {
			return new AfterStart("--skip-first " + text, Durations.parse(text));
		}
		catch (IllegalArgumentException ex) {
			throw new IllegalArgumentException("--skip-first: " + ex.getMessage(), ex);
		}
	}

	/**
	 * A time.
	 *
	 * @param source the option and value
	 * @param instant the time
	 */
	record At(String source, Instant instant) implements TimeBound {

		@Override
		public Instant resolve(RecordingSpan span) {
			return this.instant;
		}

	}

	/**
	 * A time of day, on the date the recording starts in the given zone.
	 *
	 * @param source the option and value
	 * @param time the time of day
	 * @param zone the zone the time is read in
	 */
	record AtTimeOfDay(String source, LocalTime time, ZoneId zone) implements TimeBound {

		@Override
		public Instant resolve(RecordingSpan span) {
			return span.start().atZone(this.zone).toLocalDate().atTime(this.time).atZone(this.zone).toInstant();
		}

	}

	/**
	 * An offset after the recording's start.
	 *
	 * @param source the option and value
	 * @param offset how long after the start
	 */
	record AfterStart(String source, Duration offset) implements TimeBound {

		@Override
		public Instant resolve(RecordingSpan span) {
			return span.start().plus(this.offset);
		}

	}

	/**
	 * An offset before the recording's end.
	 *
	 * @param source the option and value
	 * @param offset how long before the end
	 */
	record BeforeEnd(String source, Duration offset) implements TimeBound {

		@Override
		public Instant resolve(RecordingSpan span) {
			return span.end().minus(this.offset);
		}

	}

}
