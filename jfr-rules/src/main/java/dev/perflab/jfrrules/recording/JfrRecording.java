package dev.perflab.jfrrules.recording;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import java.util.function.Predicate;

import dev.perflab.jfrrules.schema.EventTable;
import jdk.jfr.EventType;
import jdk.jfr.consumer.EventStream;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordingFile;

/**
 * A JFR recording on disk: checked and described when opened, loaded in one pass on
 * demand.
 * <p>
 * Opening reads only the metadata (the event types), which is enough to build the schema
 * and to prepare every query. The events themselves are read once, by {@link #load}, for
 * the tables the queries referenced, and only those in the window.
 */
public final class JfrRecording {

	private static final byte[] MAGIC = { 'F', 'L', 'R', 0 };

	/** The event whose {@code jvmStartTime} tells whether a window holds the start-up. */
	private static final String JVM_INFORMATION = "jdk.JVMInformation";

	/** Where a chunk header holds its start (epoch ns) and, next, its duration (ns). */
	private static final int CHUNK_START_NANOS = 32;

	private static final int CHUNK_HEADER_READ = 48;

	private final Path path;

	private final long size;

	private final RecordingSpan span;

	private final List<EventType> eventTypes;

	private JfrRecording(Path path, long size, RecordingSpan span, List<EventType> eventTypes) {
		this.path = path;
		this.size = size;
		this.span = span;
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
			long size = Files.size(path);
			RecordingSpan span = checkChunks(path, size);
			try (RecordingFile file = new RecordingFile(path)) {
				return new JfrRecording(path, size, span, file.readEventTypes());
			}
		}
		catch (UnreadableRecordingException ex) {
			throw ex;
		}
		catch (IOException | RuntimeException ex) {
			throw new UnreadableRecordingException(
					"cannot read recording " + path + ": the file is corrupt (" + ex.getMessage() + ")", ex);
		}
	}

	/**
	 * Walks the chunk headers: each chunk starts with {@code FLR\0} and states its size,
	 * start and duration. Returns the time the chunks cover.
	 * <p>
	 * This check matters: the JDK's stream parser, which loads the events, yields zero
	 * events for a truncated file instead of failing, so a cut-off recording would pass
	 * every rule. The JDK's own errors for such files also vary with where the cut is.
	 */
	private static RecordingSpan checkChunks(Path path, long fileSize) throws IOException {
		try (FileChannel channel = FileChannel.open(path)) {
			ByteBuffer header = ByteBuffer.allocate(CHUNK_HEADER_READ);
			long position = 0;
			int chunk = 1;
			long startNanos = Long.MAX_VALUE;
			long endNanos = Long.MIN_VALUE;
			do {
				header.clear();
				int read = channel.read(header, position);
				if (read < header.capacity() || !Arrays.equals(Arrays.copyOf(header.array(), 4), MAGIC)) {
					throw new UnreadableRecordingException("cannot read recording " + path
							+ ((chunk == 1) ? ": not a JFR recording (it does not start with 'FLR')"
									: ": the file is truncated or corrupt (no chunk header at byte " + position + ")"));
				}
				long chunkSize = header.getLong(8);
				if (chunkSize <= 0 || position + chunkSize > fileSize) {
					throw new UnreadableRecordingException(String.format(Locale.ROOT,
							"cannot read recording %s: the file is truncated (chunk %d should end at byte %,d, "
									+ "the file has %,d bytes); was the recording dumped completely?",
							path, chunk, position + chunkSize, fileSize));
				}
				long chunkStart = header.getLong(CHUNK_START_NANOS);
				startNanos = Math.min(startNanos, chunkStart);
				endNanos = Math.max(endNanos, chunkStart + header.getLong(CHUNK_START_NANOS + 8));
				position += chunkSize;
				chunk++;
			}
			while (position < fileSize);
			return new RecordingSpan(instant(startNanos), instant(endNanos));
		}
	}

	private static Instant instant(long epochNanos) {
		return Instant.ofEpochSecond(0, epochNanos);
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

	/**
	 * Returns the time the recording covers, from its chunk headers.
	 * @return the span
	 */
	public RecordingSpan span() {
		return this.span;
	}

	public List<EventType> eventTypes() {
		return this.eventTypes;
	}

	/**
	 * Reads the events of the given tables that start in the window, in one pass over the
	 * file, and marks the tables loaded. Events outside the window never become rows, so
	 * no query can count them.
	 * <p>
	 * Only the named event types are parsed: the JDK's stream parser skips events nobody
	 * listens to without decoding them. Events are delivered unordered and the event
	 * object is reused, both cheaper, and both harmless because each event is copied into
	 * a row at once. The same pass notes the JVM's start, which is in every chunk when
	 * the settings enable {@code jdk.JVMInformation}.
	 * @param tables the tables to fill
	 * @param window the events to keep
	 * @param onOpen receives the stream before reading starts; closing it from another
	 * thread stops the load
	 * @return what the pass read
	 * @throws UnreadableRecordingException if the file cannot be read
	 */
	public LoadStatistics load(Collection<EventTable> tables, JudgedWindow window, Consumer<EventStream> onOpen) {
		long start = System.nanoTime();
		long[] events = new long[1];
		AtomicReference<Throwable> failure = new AtomicReference<>();
		AtomicReference<Instant> jvmStart = new AtomicReference<>();
		if (!tables.isEmpty()) {
			try (EventStream stream = EventStream.openFile(this.path)) {
				stream.setOrdered(false);
				stream.setReuse(true);
				Predicate<RecordedEvent> inWindow = window.isWhole() ? (event) -> true
						: (event) -> window.contains(event.getStartTime());
				for (EventTable table : tables) {
					stream.onEvent(table.name(), (event) -> {
						if (inWindow.test(event)) {
							table.add(event);
							events[0]++;
						}
					});
				}
				stream.onEvent(JVM_INFORMATION,
						(event) -> jvmStart.compareAndSet(null, event.getInstant("jvmStartTime")));
				stream.onError(failure::set);
				onOpen.accept(stream);
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
		tables.forEach(EventTable::markLoaded);
		return new LoadStatistics(events[0], tables.size(), Duration.ofNanos(System.nanoTime() - start),
				jvmStart.get());
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
