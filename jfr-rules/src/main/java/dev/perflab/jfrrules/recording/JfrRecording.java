package dev.perflab.jfrrules.recording;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

import dev.perflab.jfrrules.schema.EventTable;
import jdk.jfr.EventType;
import jdk.jfr.consumer.EventStream;
import jdk.jfr.consumer.RecordingFile;

/**
 * A JFR recording on disk: checked and described when opened, loaded in one pass on
 * demand.
 * <p>
 * Opening reads only the metadata (the event types), which is enough to build the schema
 * and to prepare every query. The events themselves are read once, by
 * {@link #load(Collection)}, for the tables the queries referenced.
 */
public final class JfrRecording {

	private static final byte[] MAGIC = { 'F', 'L', 'R', 0 };

	private final Path path;

	private final long size;

	private final List<EventType> eventTypes;

	private JfrRecording(Path path, long size, List<EventType> eventTypes) {
		this.path = path;
		this.size = size;
		this.eventTypes = eventTypes;
	}

	/**
	 * Opens a recording and reads its metadata.
	 * @param path the {@code .jfr} file
	 * @return the recording
	 * @throws UnreadableRecordingException if the file is missing, not a JFR recording,
	 * or truncated
	 */
	public static JfrRecording open(Path path) {
		if (!Files.isRegularFile(path)) {
			throw new UnreadableRecordingException("cannot read recording " + path + ": no such file");
		}
		try {
			checkMagic(path);
			try (RecordingFile file = new RecordingFile(path)) {
				// Reads every chunk header and metadata block: a truncated last chunk
				// fails here.
				// This check matters: EventStream silently yields zero events for such a
				// file.
				return new JfrRecording(path, Files.size(path), file.readEventTypes());
			}
		}
		catch (EOFException ex) {
			throw new UnreadableRecordingException("cannot read recording " + path + ": the file is truncated ("
					+ ex.getMessage() + "); was the recording dumped completely?", ex);
		}
		catch (IOException | RuntimeException ex) {
			throw new UnreadableRecordingException("cannot read recording " + path + ": " + ex.getMessage(), ex);
		}
	}

	private static void checkMagic(Path path) throws IOException {
		byte[] head = new byte[MAGIC.length];
		try (InputStream in = Files.newInputStream(path)) {
			int read = in.readNBytes(head, 0, head.length);
			if (read < head.length || !Arrays.equals(head, MAGIC)) {
				throw new UnreadableRecordingException(
						"cannot read recording " + path + ": not a JFR recording (it does not start with 'FLR')");
			}
		}
	}

	public Path path() {
		return this.path;
	}

	/**
	 * Returns the file size, reported next to load rates.
	 * @return the size in bytes
	 */
	public long size() {
		return this.size;
	}

	public List<EventType> eventTypes() {
		return this.eventTypes;
	}

	/**
	 * Reads the events of the given tables in one pass over the file.
	 * <p>
	 * Only the named event types are parsed: the JDK's stream parser skips events nobody
	 * listens to without decoding them. Events are delivered unordered and the event
	 * object is reused, both cheaper, and both harmless because each event is copied into
	 * a row at once.
	 * @param tables the tables to fill
	 * @return what the pass read
	 * @throws UnreadableRecordingException if the file cannot be read
	 */
	public LoadStatistics load(Collection<EventTable> tables) {
		long start = System.nanoTime();
		AtomicLong events = new AtomicLong();
		AtomicReference<Throwable> failure = new AtomicReference<>();
		if (!tables.isEmpty()) {
			try (EventStream stream = EventStream.openFile(this.path)) {
				stream.setOrdered(false);
				stream.setReuse(true);
				for (EventTable table : tables) {
					stream.onEvent(table.name(), (event) -> {
						table.add(event);
						events.incrementAndGet();
					});
				}
				stream.onError(failure::set);
				stream.start();
			}
			catch (IOException | RuntimeException ex) {
				throw new UnreadableRecordingException("cannot read recording " + this.path + ": " + ex.getMessage(),
						ex);
			}
		}
		if (failure.get() != null) {
			throw new UnreadableRecordingException(
					"cannot read recording " + this.path + ": " + failure.get().getMessage(), failure.get());
		}
		return new LoadStatistics(events.get(), tables.size(), Duration.ofNanos(System.nanoTime() - start));
	}

	/**
	 * Counts the events of every type in one pass, without converting them; for
	 * {@code tables}.
	 * @return event counts by event type name
	 * @throws UnreadableRecordingException if the file cannot be read
	 */
	public Map<String, Long> countEvents() {
		Map<String, Long> counts = new HashMap<>();
		try (EventStream stream = EventStream.openFile(this.path)) {
			stream.setOrdered(false);
			stream.setReuse(true);
			stream.onEvent((event) -> counts.merge(event.getEventType().getName(), 1L, Long::sum));
			stream.start();
		}
		catch (IOException | RuntimeException ex) {
			throw new UnreadableRecordingException("cannot read recording " + this.path + ": " + ex.getMessage(), ex);
		}
		return counts;
	}

}
