package dev.perflab.perf.flamegraph;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;

import one.convert.Arguments;

/**
 * Renders a CPU flame graph of a recording's {@code jdk.ExecutionSample} events
 * ({@link CollapsedStacks}), drawn by async-profiler's converter.
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
	 * Renders. A graph without samples is an empty page, which the summary must call out
	 * (the settings lacked {@code jdk.ExecutionSample}): it says how many it has.
	 * @param title the page title
	 * @throws UncheckedIOException if the recording cannot be read
	 */
	public static FlameGraph render(Path recording, String title) {
		CollapsedStacks stacks = CollapsedStacks.read(List.of(recording), Weighing.CPU);
		try {
			Arguments arguments = new Arguments();
			arguments.title = sanitize(title);
			one.convert.FlameGraph graph = new one.convert.FlameGraph(arguments);
			graph.parseCollapsed(new StringReader(stacks.scaled(1)));
			// The converter prints through a PrintStream, which swallows write errors:
			// render into memory and let the caller write the bytes, so a full disk fails
			// loudly instead of leaving a truncated page.
			ByteArrayOutputStream html = new ByteArrayOutputStream(256 * 1024);
			graph.dump(html);
			return new FlameGraph(html.toByteArray(), stacks.samples());
		}
		catch (IOException ex) {
			throw new UncheckedIOException("cannot render a flame graph of " + recording + ": " + ex.getMessage(), ex);
		}
	}

	/** The title lands in the page's HTML unescaped: keep it to harmless characters. */
	static String sanitize(String title) {
		return title.replaceAll("[^A-Za-z0-9 ._:()/+,-]", "_");
	}

}
