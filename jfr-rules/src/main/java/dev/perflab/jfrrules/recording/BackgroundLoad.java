package dev.perflab.jfrrules.recording;

import java.util.Collection;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;

import dev.perflab.jfrrules.schema.EventTable;
import jdk.jfr.consumer.EventStream;

/**
 * A load of a recording's tables on a thread of its own, which can be awaited or stopped.
 * <p>
 * Loading a large recording and compiling the rules are each seconds of CPU and need
 * nothing from each other, so a check runs them at the same time; on two cores that takes
 * the shorter of the two off the wall time.
 */
public final class BackgroundLoad {

	private final FutureTask<LoadStatistics> task;

	private volatile EventStream stream;

	private volatile boolean stopped;

	private BackgroundLoad(JfrRecording recording, Collection<EventTable> tables, JudgedWindow window) {
		List<EventTable> snapshot = List.copyOf(tables);
		this.task = new FutureTask<>(() -> recording.load(snapshot, window, (opened) -> {
			this.stream = opened;
			if (this.stopped) {
				opened.close();
			}
		}));
	}

	/**
	 * Starts loading.
	 * @param recording the recording
	 * @param tables the tables to fill
	 * @param window the events to keep
	 * @return the running load
	 */
	public static BackgroundLoad start(JfrRecording recording, Collection<EventTable> tables, JudgedWindow window) {
		BackgroundLoad load = new BackgroundLoad(recording, tables, window);
		Thread thread = new Thread(load.task, "jfr-rules-loader");
		thread.setDaemon(true);
		thread.start();
		return load;
	}

	/**
	 * Waits for the load to finish.
	 * @return what it read
	 * @throws UnreadableRecordingException if the recording could not be read
	 */
	public LoadStatistics await() {
		try {
			return this.task.get();
		}
		catch (ExecutionException ex) {
			if (ex.getCause() instanceof RuntimeException runtime) {
				throw runtime;
			}
			throw new IllegalStateException(ex.getCause());
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			throw new IllegalStateException("interrupted while loading the recording", ex);
		}
	}

	/**
	 * Stops the load, when its result is no longer wanted (a rule did not validate), and
	 * waits for the thread to let go of the file.
	 */
	public void stop() {
		this.stopped = true;
		EventStream opened = this.stream;
		if (opened != null) {
			opened.close();
		}
		try {
			this.task.get();
		}
		catch (ExecutionException | InterruptedException ex) {
			// The result is not wanted; neither is its failure.
		}
	}

}
