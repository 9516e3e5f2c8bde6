package dev.perflab.jfrrules.schema;

import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedObject;

/**
 * The {@code startTime} of an event, read from the ticks the event already holds.
 * <p>
 * Reading it by name would search the field list and check the field's annotations for
 * every event; this column is in every table and every event, so that lookup alone was a
 * visible part of the load time of a large recording.
 */
final class StartTimeMapping extends TimestampMapping {

	StartTimeMapping() {
		super(jdk.jfr.Timestamp.TICKS);
	}

	@Override
	public Object read(RecordedObject owner, String field) {
		if (owner instanceof RecordedEvent event) {
			return event.getStartTime().toEpochMilli();
		}
		return super.read(owner, field);
	}

}
