package dev.perflab.perf.flamegraph;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import dev.perflab.perf.hotspots.MethodSamples;
import one.convert.Arguments;
import one.convert.JfrToFlame;
import one.jfr.JfrReader;
import one.jfr.event.AllocationSample;

/**
 * A side's stacks in async-profiler's collapsed format ({@code frame;frame;... value}),
 * summed over the recordings of its JVMs, each read on its own (two JVMs' recordings
 * cannot be joined into one file). The value is what the {@link Weighing} says: execution
 * samples counted ({@link ExecutionStacks}: the converter would count native samples
 * too), or allocation samples' bytes (the converter).
 * <p>
 * Pitfall: a generated class is named anew in every JVM ({@code $$Lambda/0x...},
 * {@code $Proxy42}); without the numbers dropped, a differential graph of two JVMs shows
 * every lambda as a frame that only head runs. {@link MethodSamples#normalize} drops
 * them, as where the time went does.
 *
 * @param counts the value per stack, root first
 * @param samples the events read
 */
record CollapsedStacks(Map<String, Long> counts, long samples) {

	CollapsedStacks {
		counts = Map.copyOf(counts);
	}

	/**
	 * Reads and sums the samples of recordings.
	 * @throws UncheckedIOException if one cannot be read
	 */
	static CollapsedStacks read(List<Path> recordings, Weighing weighing) {
		Map<String, Long> counts = new TreeMap<>();
		long samples = 0;
		// A frame recurs in thousands of stacks: each name normalized once.
		Map<String, String> frames = new HashMap<>();
		for (Path recording : recordings) {
			if (weighing == Weighing.CPU) {
				Map<String, Long> stacks = ExecutionStacks.read(recording);
				add(counts, stacks, frames);
				samples += stacks.values().stream().mapToLong(Long::longValue).sum();
			}
			else {
				add(counts, allocationStacks(recording), frames);
				samples += allocationSamples(recording);
			}
		}
		return new CollapsedStacks(counts, samples);
	}

	/**
	 * Returns a recording's allocation stacks, weighed by bytes, as the converter reads
	 * them.
	 */
	private static Map<String, Long> allocationStacks(Path recording) {
		Arguments arguments = new Arguments();
		arguments.output = "collapsed";
		arguments.norm = true;
		arguments.alloc = true;
		arguments.total = true;
		ByteArrayOutputStream collapsed = new ByteArrayOutputStream(256 * 1024);
		try {
			JfrToFlame.parse(recording.toString(), arguments).dump(collapsed);
			return parse(collapsed.toString(StandardCharsets.UTF_8));
		}
		catch (IOException | RuntimeException ex) {
			throw unreadable(recording, ex);
		}
	}

	/**
	 * Counts the allocation samples: weighted by bytes, the collapsed values no longer
	 * say how many samples a side has (a handful of samples of a large weight is a noisy
	 * picture). Execution samples are counted by the collapsed values themselves.
	 */
	private static long allocationSamples(Path recording) {
		long events = 0;
		try (JfrReader reader = new JfrReader(recording.toString())) {
			while (reader.readEvent(AllocationSample.class) != null) {
				events++;
			}
		}
		catch (IOException ex) {
			throw unreadable(recording, ex);
		}
		return events;
	}

	private static UncheckedIOException unreadable(Path recording, Exception cause) {
		return new UncheckedIOException(
				new IOException("cannot read the samples of " + recording + ": " + cause.getMessage(), cause));
	}

	/**
	 * Returns the converter's collapsed lines ({@code stack value}) as values per stack.
	 */
	private static Map<String, Long> parse(String collapsed) throws IOException {
		Map<String, Long> counts = new HashMap<>();
		try (BufferedReader lines = new BufferedReader(new StringReader(collapsed))) {
			for (String line = lines.readLine(); line != null; line = lines.readLine()) {
				int space = line.lastIndexOf(' ');
				if (space > 0) {
					counts.merge(line.substring(0, space), Long.parseLong(line.substring(space + 1)), Long::sum);
				}
			}
		}
		return counts;
	}

	/** Adds one recording's values, its frames' generated-class numbers dropped. */
	private static void add(Map<String, Long> counts, Map<String, Long> recording, Map<String, String> frames) {
		recording.forEach((stack, value) -> counts.merge(normalize(stack, frames), value, Long::sum));
	}

	private static String normalize(String stack, Map<String, String> frames) {
		StringBuilder normalized = new StringBuilder(stack.length());
		for (String frame : stack.split(";", -1)) {
			if (!normalized.isEmpty()) {
				normalized.append(';');
			}
			normalized.append(frames.computeIfAbsent(frame, MethodSamples::normalize));
		}
		return normalized.toString();
	}

	/** Returns the sum of the values: samples, or bytes. */
	long total() {
		return this.counts.values().stream().mapToLong(Long::longValue).sum();
	}

	/**
	 * Returns the stacks with no sample, in the converter's collapsed format: added to
	 * the other side, they give every frame of this side a place there.
	 */
	String zeroed() {
		StringBuilder text = new StringBuilder();
		this.counts.keySet().forEach((stack) -> text.append(stack).append(" 0\n"));
		return text.toString();
	}

	/**
	 * Returns the stacks with every value multiplied by a factor, rounded, in the
	 * converter's collapsed format. A stack below 0.5 after scaling is drawn as 1, so
	 * that it keeps its place in the graph: the unit must be small against the whole (a
	 * nanosecond against tens of microseconds of CPU per request, a byte against
	 * kilobytes allocated per request).
	 */
	String scaled(double factor) {
		StringBuilder text = new StringBuilder();
		this.counts.forEach((stack,
				count) -> text.append(stack).append(' ').append(Math.max(1, Math.round(count * factor))).append('\n'));
		return text.toString();
	}

}
