package dev.perflab.jfrrules.schema;

import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedObject;

/**
 * The {@code duration} of an event in nanoseconds, computed from the start and end ticks
 * the event already holds, for the same reason as {@link StartTimeMapping}.
 */
final class DurationMapping extends TimespanMapping {

	DurationMapping() {
		super(jdk.jfr.Timespan.TICKS);
	}

	@Override
	public Object read(RecordedObject owner, String field) {
		if (owner instanceof RecordedEvent event) {
			return event.getDuration().toNanos();
		}
		return super.read(owner, field);
	}

}
