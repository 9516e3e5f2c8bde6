package dev.perflab.perf.hotspots;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordedMethod;
import jdk.jfr.consumer.RecordedStackTrace;
import jdk.jfr.consumer.RecordingFile;

/**
 * How often each method was seen in one recording's {@code jdk.ExecutionSample} events:
 * anywhere on the stack (once per sample, however deep the recursion) and as the top
 * frame.
 * <p>
 * Methods are named {@code class.method}, overloads together. Generated classes get a new
 * name in every JVM ({@code Foo$$Lambda/0x000000080012c000}, {@code $Proxy42},
 * {@code GeneratedMethodAccessor7}); the numbers are dropped, or every lambda would be
 * "new in head" only because head is another JVM. A truncated stack (JFR keeps the top 64
 * frames by default) misses its bottom frames, so on-stack counts of frames near the root
 * (thread entry points) are low alike in base and head.
 *
 * @param samples the execution samples with a stack
 * @param onStack per method, the samples with it anywhere on the stack
 * @param self per method, the samples with it as the top frame
 */
public record MethodSamples(long samples, Map<String, Long> onStack, Map<String, Long> self) {

	public static final String EVENT = "jdk.ExecutionSample";

	/** What a hidden class's address starts with. */
	private static final String ADDRESS = "0x";

	/** What the name of a generated class with a counter has before the counter. */
	private static final List<String> COUNTED = List.of("$$Lambda", "$Proxy", "Accessor", "$$SpringCGLIB$$");

	/**
	 * A hidden class's address, as the JVM ({@code /0x...}) or JFR ({@code +0x...},
	 * followed by {@code .} and an identity hash) names it, or the counter of a generated
	 * class.
	 */
	private static final Pattern GENERATED_NUMBER = Pattern.compile("([/+]" + ADDRESS + "\\p{XDigit}+([./]\\d+)?)|((?<="
			+ COUNTED.stream().map(Pattern::quote).collect(Collectors.joining("|")) + ")\\$?\\d+)");

	public MethodSamples {
		onStack = Map.copyOf(onStack);
		self = Map.copyOf(self);
	}

	/**
	 * Adds counts up. Each recording is read on its own: recordings of different JVMs
	 * cannot be joined into one file (see {@code dev.perflab.perf.run.LabRun}).
	 */
	public static MethodSamples sum(List<MethodSamples> counts) {
		long samples = 0;
		Map<String, Long> onStack = new HashMap<>();
		Map<String, Long> self = new HashMap<>();
		for (MethodSamples one : counts) {
			samples += one.samples();
			one.onStack().forEach((method, count) -> onStack.merge(method, count, Long::sum));
			one.self().forEach((method, count) -> self.merge(method, count, Long::sum));
		}
		return new MethodSamples(samples, onStack, self);
	}

	/**
	 * Reads a recording, event by event (a gateway's recording can be large).
	 * @throws UncheckedIOException if the file cannot be read
	 */
	public static MethodSamples read(Path recording) {
		long[] samples = { 0 };
		Map<String, Long> onStack = new HashMap<>();
		Map<String, Long> self = new HashMap<>();
		forEachStack(recording, (frames) -> {
			samples[0]++;
			self.merge(name(frames.get(0).getMethod()), 1L, Long::sum);
			Set<String> seen = new HashSet<>();
			for (RecordedFrame frame : frames) {
				String name = name(frame.getMethod());
				if (seen.add(name)) {
					onStack.merge(name, 1L, Long::sum);
				}
			}
		});
		return new MethodSamples(samples[0], onStack, self);
	}

	/**
	 * Reads the stack of each {@code jdk.ExecutionSample} of a recording that has one,
	 * event by event, with the JDK's parser: only the execution samples, not
	 * {@code jdk.NativeMethodSample} (a thread waiting in native code).
	 * @param stack gets each sample's frames, top frame first, never empty
	 * @throws UncheckedIOException if the file cannot be read
	 */
	public static void forEachStack(Path recording, Consumer<List<RecordedFrame>> stack) {
		try (RecordingFile file = new RecordingFile(recording)) {
			while (file.hasMoreEvents()) {
				RecordedEvent event = file.readEvent();
				if (!event.getEventType().getName().equals(EVENT)) {
					continue;
				}
				RecordedStackTrace trace = event.getStackTrace();
				List<RecordedFrame> frames = (trace != null) ? trace.getFrames() : List.of();
				if (!frames.isEmpty()) {
					stack.accept(frames);
				}
			}
		}
		catch (IOException ex) {
			throw new UncheckedIOException("cannot read " + recording + ": " + ex.getMessage(), ex);
		}
	}

	/**
	 * Returns a method's name as it is compared between JVMs.
	 * @param method a frame's method, possibly null
	 * @return {@code class.method} without the numbers of generated classes
	 */
	static String name(RecordedMethod method) {
		if (method == null) {
			return "(unknown)";
		}
		String type = (method.getType() != null) ? method.getType().getName() : "(unknown)";
		return normalize(type + "." + method.getName());
	}

	/**
	 * Returns a frame's name without the numbers that a generated class gets anew in
	 * every JVM.
	 */
	public static String normalize(String name) {
		// Most frames name no generated class, and the pattern's lookbehinds, tried at
		// every character, took 73% of a report's CPU (15 s of wall on the AMD VM, most
		// of it in the flame graphs' stacks): only a name that holds one of its literals
		// can match.
		if (!name.contains(ADDRESS) && COUNTED.stream().noneMatch(name::contains)) {
			return name;
		}
		return GENERATED_NUMBER.matcher(name).replaceAll("");
	}

	/**
	 * Returns the samples of a method in a measure, 0 if never seen.
	 */
	public long count(Measure measure, String method) {
		return ((measure == Measure.ON_STACK) ? this.onStack : this.self).getOrDefault(method, 0L);
	}

}
