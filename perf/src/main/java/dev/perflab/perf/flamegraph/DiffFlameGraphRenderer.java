package dev.perflab.perf.flamegraph;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.Locale;

import one.convert.Arguments;

/**
 * Draws the differential flame graphs of a compare with async-profiler's converter (what
 * {@code jfrconv --diff} does): the shape of one side, each frame coloured by how much
 * more (red) or less (blue) it takes than in the other side: CPU time, or bytes allocated
 * ({@link Weighing}).
 * <p>
 * The converter compares raw values, and has no weight per side. Two gateways that share
 * a CPU do not serve the same number of requests, and the one that served fewer took
 * fewer samples: raw, all of its frames would look cooler. So each side's stacks are
 * collapsed, summed over its JVMs, and scaled to a figure per request that a reader takes
 * as it is, with no arithmetic:
 * <ul>
 * <li>CPU: nanoseconds of CPU per request. Each side's measured CPU per request (the
 * process's CPU time over the requests, {@link DiffSide#cpuNsPerRequest}) is shared out
 * by its samples: a frame's width is its share of the samples times that figure. Not
 * samples times the sampling period: JFR samples only threads in Java code, and a period
 * is nominal on a loaded machine, so that product would not add up to the CPU the summary
 * reports. The price: the native and kernel time the samples miss is spread over the Java
 * frames by their shares, so a frame's nanoseconds are an estimate; how it compares with
 * the other side is what the colour shows.</li>
 * <li>Allocation: bytes allocated per request, the allocation samples' weights (the bytes
 * each stands for) over the requests served. Sampled weights add up to roughly what was
 * allocated, not to the exact count that allocation per request gates on.</li>
 * </ul>
 * The converter draws the graph from those collapsed stacks. Only the measured windows
 * are drawn: the window recordings start after the warm-up.
 * <p>
 * Pitfall: the converter paints a frame the other side never ran yellow, however small.
 * Sampled stacks are sparse (a few hundred samples per JVM and window), so most rare
 * paths are sampled on one side only, and a graph of two identical gateways came out
 * thousands of yellow frames deep, a new hot method among them in the same yellow. The
 * other side therefore gets every stack of this side with no value: a frame it never ran
 * is red by its own value, as deep as what it costs.
 */
public final class DiffFlameGraphRenderer {

	private DiffFlameGraphRenderer() {
	}

	/**
	 * Draws both graphs of a weighing.
	 * @throws IllegalArgumentException if a side has no recording, no request or no
	 * sample of the weighing, or (CPU) no measured CPU per request: its graph would say
	 * nothing
	 * @throws UncheckedIOException if a recording cannot be read
	 */
	public static DiffFlameGraphs render(Weighing weighing, DiffSide base, DiffSide head) {
		CollapsedStacks baseStacks = read(weighing, base);
		CollapsedStacks headStacks = read(weighing, head);
		double basePerRequest = perRequest(weighing, base, baseStacks);
		double headPerRequest = perRequest(weighing, head, headStacks);
		String baseScaled = baseStacks.scaled(basePerRequest / baseStacks.total());
		String headScaled = headStacks.scaled(headPerRequest / headStacks.total());
		String scaling = weighing.unit() + " (" + side(weighing, base, baseStacks, basePerRequest) + ", "
				+ side(weighing, head, headStacks, headPerRequest) + ")";
		byte[] html = draw(headScaled, baseScaled, headStacks.zeroed(), head.name() + " against " + base.name()
				+ ", red " + weighing.more() + ", blue less, a frame only head has red by its own: " + scaling);
		byte[] gone = draw(baseScaled, headScaled, baseStacks.zeroed(), base.name() + " against " + head.name()
				+ ", red where head takes less or nothing, blue more: " + scaling);
		return new DiffFlameGraphs(weighing, html, gone,
				new SideSamples(base.recordings().size(), baseStacks.samples(), base.requests(), basePerRequest),
				new SideSamples(head.recordings().size(), headStacks.samples(), head.requests(), headPerRequest));
	}

	private static CollapsedStacks read(Weighing weighing, DiffSide side) {
		if (side.recordings().isEmpty()) {
			throw new IllegalArgumentException(side.name() + " has no window recording");
		}
		if (side.requests() <= 0) {
			throw new IllegalArgumentException(side.name() + " served no request in its windows");
		}
		if (weighing == Weighing.CPU && side.cpuNsPerRequest() <= 0) {
			throw new IllegalArgumentException(side.name() + " has no measured CPU per request to share out");
		}
		CollapsedStacks stacks = CollapsedStacks.read(side.recordings(), weighing);
		if (stacks.total() == 0) {
			throw new IllegalArgumentException(side.name() + "'s recordings hold no " + weighing.sample());
		}
		return stacks;
	}

	/** Returns what the side's frames add up to, in the weighing's unit. */
	static double perRequest(Weighing weighing, DiffSide side, CollapsedStacks stacks) {
		return (weighing == Weighing.CPU) ? side.cpuNsPerRequest() : (double) stacks.total() / side.requests();
	}

	private static String side(Weighing weighing, DiffSide side, CollapsedStacks stacks, double perRequest) {
		return side.name() + " " + count(Math.round(perRequest)) + " " + weighing.symbol() + " per request from "
				+ count(stacks.samples()) + " " + weighing.sample() + "s over " + count(side.requests()) + " requests";
	}

	/**
	 * Draws {@code shape} coloured by its difference to {@code other}.
	 * @param shapeZeroed the stacks of {@code shape} with no sample, added to
	 * {@code other}
	 */
	private static byte[] draw(String shape, String other, String shapeZeroed, String title) {
		Arguments arguments = new Arguments();
		arguments.title = FlameGraphRenderer.sanitize(title);
		try {
			one.convert.FlameGraph graph = new one.convert.FlameGraph(arguments);
			graph.parseCollapsed(new StringReader(shape));
			one.convert.FlameGraph against = new one.convert.FlameGraph(new Arguments());
			against.parseCollapsed(new StringReader(other + shapeZeroed));
			graph.diff(against);
			ByteArrayOutputStream html = new ByteArrayOutputStream(256 * 1024);
			graph.dump(html);
			return html.toByteArray();
		}
		catch (IOException ex) {
			throw new UncheckedIOException("cannot draw the differential flame graph: " + ex.getMessage(), ex);
		}
	}

	private static String count(long value) {
		return String.format(Locale.ROOT, "%,d", value);
	}

}
