package dev.perflab.perf.flamegraph;

import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

import dev.perflab.perf.hotspots.MethodSamples;
import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordedMethod;

/**
 * A recording's {@code jdk.ExecutionSample} stacks, collapsed ({@code frame;frame;...},
 * root first) and counted, each frame named as async-profiler's converter names it
 * ({@code java/lang/Thread.run_[j]}: the suffix is how its graph tells interpreted,
 * compiled and inlined frames apart), read with the JDK's own parser.
 * <p>
 * Why not the converter: its reader takes {@code jdk.NativeMethodSample} for an execution
 * sample too, with the same thread state, and no option of it leaves them out. In a
 * compare's recording of one gateway, 1,998 of its 2,155 samples were native: event loops
 * waiting in {@code epoll_wait} and the JMX accept loop, idle, so that a CPU graph was
 * 93% time that took no CPU, and the differential graph shared the measured CPU per
 * request out over it. The rules' views already count execution samples only.
 */
final class ExecutionStacks {

	private ExecutionStacks() {
	}

	/**
	 * Reads a recording, event by event.
	 * @return the samples per collapsed stack
	 * @throws UncheckedIOException if the recording cannot be read
	 */
	static Map<String, Long> read(Path recording) {
		Map<String, Long> counts = new HashMap<>();
		// A method recurs in thousands of stacks: each named once.
		Map<RecordedMethod, String> names = new HashMap<>();
		MethodSamples.forEachStack(recording, (frames) -> {
			StringBuilder collapsed = new StringBuilder();
			for (int i = frames.size() - 1; i >= 0; i--) {
				RecordedFrame frame = frames.get(i);
				if (!collapsed.isEmpty()) {
					collapsed.append(';');
				}
				collapsed.append(names.computeIfAbsent(frame.getMethod(), ExecutionStacks::name))
					.append(suffix(frame.getType()));
			}
			counts.merge(collapsed.toString(), 1L, Long::sum);
		});
		return counts;
	}

	private static String name(RecordedMethod method) {
		if (method == null || method.getType() == null) {
			return "(unknown)";
		}
		return method.getType().getName().replace('.', '/') + "." + method.getName();
	}

	/**
	 * Returns the converter's suffix for a JFR frame type: {@code Native} (a Java method
	 * in native code) gets none, as the converter gives it none.
	 */
	private static String suffix(String type) {
		if (type == null) {
			return "";
		}
		return switch (type) {
			case "Interpreted" -> "_[0]";
			case "JIT compiled" -> "_[j]";
			case "Inlined" -> "_[i]";
			default -> "";
		};
	}

}
