package dev.perflab.jfrrules.recording;

import java.time.Duration;
import java.time.Instant;

/**
 * The time a recording file covers: from the start of its first chunk to the end of its
 * last, as the chunk headers state them.
 * <p>
 * What the file holds, not what was asked for: {@code jcmd PID JFR.dump begin=-20s} keeps
 * whole chunks, so the "last 20 s" of a recording started at launch can be all of it,
 * start-up included.
 *
 * @param start the start of the earliest chunk
 * @param end the end of the latest chunk
 */
public record RecordingSpan(Instant start, Instant end) {

	/**
	 * Returns how long the recording lasts.
	 * @return the time from start to end
	 */
	public Duration duration() {
		return Duration.between(this.start, this.end);
	}

}
