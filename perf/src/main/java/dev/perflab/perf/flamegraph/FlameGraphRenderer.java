package dev.perflab.perf.flamegraph;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;

import one.convert.Arguments;
import one.convert.JfrToFlame;
import one.jfr.JfrReader;
import one.jfr.event.ExecutionSample;

/**
 * Renders a CPU flame graph of a recording's {@code jdk.ExecutionSample} events with
 * async-profiler's converter.
 * <p>
 * Pitfall: {@code jdk.ExecutionSample} only samples threads while they run Java code. A
 * thread in native code (epoll, Netty's native socket calls) is not in it, so the native
 * and kernel share of the gateway's CPU is missing: the graph shows where the Java CPU
 * time goes, and CPU per request in the summary is the figure for all of it.
 */
public final class FlameGraphRenderer {

	private FlameGraphRenderer() {
	}

	/**
	 * Renders.
	 * @param title the page title
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
	 * {@code jdk.ExecutionSample}). The converter's reader skips the events it does not
	 * know without decoding them, several times faster than
	 * {@code jdk.jfr.consumer.RecordingFile} on a large recording.
	 */
	private static long countSamples(Path recording) throws IOException {
		long samples = 0;
		try (JfrReader reader = new JfrReader(recording.toString())) {
			while (reader.readEvent(ExecutionSample.class) != null) {
				samples++;
			}
		}
		return samples;
	}

	/** The title lands in the page's HTML unescaped: keep it to harmless characters. */
	static String sanitize(String title) {
		return title.replaceAll("[^A-Za-z0-9 ._:()/+,-]", "_");
	}

}
