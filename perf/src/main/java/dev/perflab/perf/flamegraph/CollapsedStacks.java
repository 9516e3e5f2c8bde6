package dev.perflab.perf.flamegraph;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import dev.perflab.perf.hotspots.MethodSamples;
import one.convert.Arguments;
import one.convert.JfrToFlame;

/**
 * A side's CPU stacks as async-profiler's converter collapses them
 * ({@code frame;frame;...
 * count}), summed over the recordings of its JVMs, each read on its own (two JVMs'
 * recordings cannot be joined into one file).
 * <p>
 * Pitfall: a generated class is named anew in every JVM ({@code $$Lambda/0x...},
 * {@code $Proxy42}); without the numbers dropped, a differential graph of two JVMs shows
 * every lambda as a frame that only head runs. The converter drops the hidden classes'
 * addresses ({@code --norm}); {@link MethodSamples#normalize} the rest, as where the time
 * went does.
 *
 * @param counts the samples per stack, root first
 */
record CollapsedStacks(Map<String, Long> counts) {

	CollapsedStacks {
		counts = Map.copyOf(counts);
	}

	/**
	 * Reads and sums the execution samples of recordings.
	 * @throws UncheckedIOException if one cannot be read
	 */
	static CollapsedStacks read(List<Path> recordings) {
		Map<String, Long> counts = new TreeMap<>();
		for (Path recording : recordings) {
			Arguments arguments = new Arguments();
			arguments.output = "collapsed";
			arguments.norm = true;
			ByteArrayOutputStream collapsed = new ByteArrayOutputStream(256 * 1024);
			try {
				JfrToFlame.parse(recording.toString(), arguments).dump(collapsed);
				add(counts, collapsed.toString(StandardCharsets.UTF_8));
			}
			catch (IOException | RuntimeException ex) {
				throw new UncheckedIOException(
						new IOException("cannot read the samples of " + recording + ": " + ex.getMessage(), ex));
			}
		}
		return new CollapsedStacks(counts);
	}

	private static void add(Map<String, Long> counts, String collapsed) throws IOException {
		try (BufferedReader lines = new BufferedReader(new StringReader(collapsed))) {
			for (String line = lines.readLine(); line != null; line = lines.readLine()) {
				int space = line.lastIndexOf(' ');
				if (space <= 0) {
					continue;
				}
				String stack = normalize(line.substring(0, space));
				counts.merge(stack, Long.parseLong(line.substring(space + 1)), Long::sum);
			}
		}
	}

	private static String normalize(String stack) {
		StringBuilder normalized = new StringBuilder(stack.length());
		for (String frame : stack.split(";", -1)) {
			if (!normalized.isEmpty()) {
				normalized.append(';');
			}
			normalized.append(MethodSamples.normalize(frame));
		}
		return normalized.toString();
	}

	/** Returns the number of samples. */
	long samples() {
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
	 * Returns the stacks with every count multiplied by a factor, rounded, in the
	 * converter's collapsed format.
	 * @param factor 100 or more, so that rounding moves no count by more than 0.5%
	 */
	String scaled(double factor) {
		StringBuilder text = new StringBuilder();
		this.counts.forEach((stack,
				count) -> text.append(stack).append(' ').append(Math.max(1, Math.round(count * factor))).append('\n'));
		return text.toString();
	}

}
