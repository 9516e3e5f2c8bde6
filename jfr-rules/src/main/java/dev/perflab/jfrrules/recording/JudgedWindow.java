package dev.perflab.jfrrules.recording;

import java.time.Duration;
import java.time.Instant;

/**
 * The window of a recording that a check judges: events that start in it count, all
 * others are never loaded.
 * <p>
 * An event belongs to the window by its start time. A long wait that began before the
 * window is left out with the phase that caused it; one that began inside counts in full.
 *
 * @param asked the window as it was asked for
 * @param recording the recording's span
 * @param from the first instant that counts, or null when the window opens with the
 * recording (then an event that began before the first chunk, e.g. a park that spans a
 * chunk rotation, counts too)
 * @param to the instant after the last that counts, or null when the window closes with
 * the recording
 */
public record JudgedWindow(Window asked, RecordingSpan recording, Instant from, Instant to) {

	/**
	 * A recording that began at most this long after its JVM started counts as started at
	 * launch. {@code -XX:StartFlightRecording} starts one within about a second; 10 s
	 * leaves room for a slow machine, and a recording started by hand that soon holds the
	 * start-up too.
	 */
	public static final Duration LAUNCH = Duration.ofSeconds(10);

	/**
	 * Returns the window of the whole recording.
	 * @param recording the recording's span
	 * @return the window
	 */
	public static JudgedWindow whole(RecordingSpan recording) {
		return new JudgedWindow(Window.WHOLE, recording, null, null);
	}

	/**
	 * Returns whether an event that started at this time counts.
	 * @param eventStart the event's start time
	 * @return true if it is inside the window
	 */
	public boolean contains(Instant eventStart) {
		return (this.from == null || !eventStart.isBefore(this.from))
				&& (this.to == null || eventStart.isBefore(this.to));
	}

	/**
	 * Returns whether every event counts, so that loading need not look at times.
	 * @return true if neither bound is set
	 */
	public boolean isWhole() {
		return this.from == null && this.to == null;
	}

	/**
	 * Returns where the window starts, within the recording.
	 * @return the later of the recording's start and {@code from}
	 */
	public Instant start() {
		return (this.from != null && this.from.isAfter(this.recording.start())) ? this.from : this.recording.start();
	}

	/**
	 * Returns where the window ends, within the recording.
	 * @return the earlier of the recording's end and {@code to}
	 */
	public Instant end() {
		return (this.to != null && this.to.isBefore(this.recording.end())) ? this.to : this.recording.end();
	}

	/**
	 * Returns how long the window is, within the recording.
	 * @return the time from {@link #start()} to {@link #end()}
	 */
	public Duration duration() {
		return Duration.between(start(), end());
	}

	/**
	 * Returns whether the window holds the JVM's start-up: it starts with a recording
	 * that started at the JVM's launch, so class loading, JIT compilation and the first
	 * requests of the application are judged with the rest.
	 * @param jvmStart when the JVM started, null if the recording does not say
	 * @return true if the start-up is in the window; false if not, or if not known
	 */
	public boolean includesStartUp(Instant jvmStart) {
		return jvmStart != null && start().equals(this.recording.start())
				&& !this.recording.start().isAfter(jvmStart.plus(LAUNCH));
	}

}
