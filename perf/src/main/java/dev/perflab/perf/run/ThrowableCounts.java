package dev.perflab.perf.run;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;

import jdk.jfr.consumer.EventStream;

/**
 * The throwables a gateway JVM created, as its window recording counted them:
 * {@code jdk.ExceptionStatistics}, a running total since the JVM's launch that JFR emits
 * every 100 ms ({@code perf/jfr/pipeline.jfc}). No management interface counts
 * throwables: JFR does, by instrumenting {@code Throwable}'s constructors while it
 * records, and the gateway records from its launch.
 */
final class ThrowableCounts {

	static final String EVENT = "jdk.ExceptionStatistics";

	private ThrowableCounts() {
	}

	/** Reads a recording's samples of the total. */
	static CumulativeCount read(Path recording) {
		CumulativeCount count = new CumulativeCount();
		// The stream reads only the events it is given a handler for: a window's
		// execution and blocking events are skipped, not parsed.
		try (EventStream events = EventStream.openFile(recording)) {
			events.onEvent(EVENT,
					(event) -> count.add(event.getStartTime().toEpochMilli(), event.getLong("throwables")));
			events.start();
		}
		catch (IOException ex) {
			throw new UncheckedIOException("cannot read the throwables of " + recording, ex);
		}
		return count;
	}

}
