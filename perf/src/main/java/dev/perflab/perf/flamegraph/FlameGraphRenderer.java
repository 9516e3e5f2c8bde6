package dev.perflab.perf.flamegraph;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;

import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordingFile;
import one.convert.Arguments;
import one.convert.JfrToFlame;

/**
 * Renders a CPU flame graph of a recording's {@code jdk.ExecutionSample} events with
 * async-profiler's converter.
 * <p>
 * Pitfall: JFR's execution sampler only sees threads running Java code at a
 * safepoint-free sample point and skips threads in native code, so time in epoll or in
 * the kernel's network stack is under-represented. The graph shows where the gateway's
 * Java CPU goes, not all of its CPU.
 */
public final class FlameGraphRenderer {

	private static final String EXECUTION_SAMPLE = "jdk.ExecutionSample";

	private FlameGraphRenderer() {
	}

	/**
	 * Renders.
	 * @param recording the recording
	 * @param title the page title
	 * @return the page and its sample count
	 * @throws UncheckedIOException if the recording cannot be read
	 */
	public static FlameGraph render(Path recording, String title) {
		try {
			Arguments arguments = new Arguments();
			arguments.title = sanitize(title);
			// The converter prints through a PrintStream, which swallows write errors:
			// render into memory and let the caller write the bytes, so a full disk fails
			// loudly instead of leaving a truncated page.
			ByteArrayOutputStream html = new ByteArrayOutputStream(256 * 1024);
			JfrToFlame.parse(recording.toString(), arguments).dump(html);
			return new FlameGraph(html.toByteArray(), countSamples(recording));
		}
		catch (IOException ex) {
			throw new UncheckedIOException("cannot render a flame graph of " + recording + ": " + ex.getMessage(), ex);
		}
	}

	/**
	 * Counts the samples: a graph of a recording without execution samples is an empty
	 * page, which the summary must call out (the settings lacked
	 * {@code jdk.ExecutionSample}).
	 */
	private static long countSamples(Path recording) throws IOException {
		long samples = 0;
		try (RecordingFile file = new RecordingFile(recording)) {
			while (file.hasMoreEvents()) {
				RecordedEvent event = file.readEvent();
				if (EXECUTION_SAMPLE.equals(event.getEventType().getName())) {
					samples++;
				}
			}
		}
		return samples;
	}

	/** The title lands in the page's HTML unescaped: keep it to harmless characters. */
	static String sanitize(String title) {
		return title.replaceAll("[^A-Za-z0-9 ._:()/+-]", "_");
	}

}
