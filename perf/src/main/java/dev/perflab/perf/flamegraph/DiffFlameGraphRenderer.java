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
 * more (red) or less (blue) self time it takes than in the other side.
 * <p>
 * The converter compares raw sample counts, and has no weight per side. Two gateways that
 * share a CPU do not serve the same number of requests, and the one that served fewer
 * took fewer samples: raw, all of its frames would look cooler. So each side's stacks are
 * collapsed, summed over its JVMs, and scaled to samples per the same number of requests
 * ({@link #perRequests}); the converter draws the graph from those collapsed stacks. Only
 * the measured windows are drawn: the window recordings start after the warm-up.
 * <p>
 * Pitfall: the converter paints a frame the other side never ran yellow, however few its
 * samples. Sampled stacks are sparse (a few hundred samples per JVM and window), so most
 * rare paths are sampled on one side only, and a graph of two identical gateways came out
 * thousands of yellow frames deep, a new hot method among them in the same yellow. The
 * other side therefore gets every stack of this side with no sample: a frame it never ran
 * is red by its own samples, as deep as what it costs.
 */
public final class DiffFlameGraphRenderer {

	/** Head against base. */
	public static final String FILE = "flamegraph-diff.html";

	/** Base against head: what head no longer runs. */
	public static final String GONE_FILE = "flamegraph-diff-gone.html";

	private DiffFlameGraphRenderer() {
	}

	/**
	 * Draws both graphs.
	 * @throws IllegalArgumentException if a side has no recording, no request or no
	 * execution sample: its graph would say nothing
	 * @throws UncheckedIOException if a recording cannot be read
	 */
	public static DiffFlameGraphs render(DiffSide base, DiffSide head) {
		CollapsedStacks baseStacks = read(base);
		CollapsedStacks headStacks = read(head);
		long perRequests = perRequests(base.requests(), head.requests());
		String baseScaled = baseStacks.scaled((double) perRequests / base.requests());
		String headScaled = headStacks.scaled((double) perRequests / head.requests());
		String scaling = "CPU samples per " + count(perRequests) + " requests (the samples of each side x "
				+ count(perRequests) + " / the requests it served: " + base.name() + " " + count(baseStacks.samples())
				+ " / " + count(base.requests()) + ", " + head.name() + " " + count(headStacks.samples()) + " / "
				+ count(head.requests()) + ")";
		byte[] html = draw(headScaled, baseScaled, headStacks.zeroed(), head.name() + " against " + base.name()
				+ ", red more time per request, blue less, a frame only head runs red by its own: " + scaling);
		byte[] gone = draw(baseScaled, headScaled, baseStacks.zeroed(), base.name() + " against " + head.name()
				+ ", red what head runs less or no longer, blue more: " + scaling);
		return new DiffFlameGraphs(html, gone, perRequests,
				new SideSamples(base.recordings().size(), baseStacks.samples(), base.requests()),
				new SideSamples(head.recordings().size(), headStacks.samples(), head.requests()));
	}

	private static CollapsedStacks read(DiffSide side) {
		if (side.recordings().isEmpty()) {
			throw new IllegalArgumentException(side.name() + " has no window recording");
		}
		if (side.requests() <= 0) {
			throw new IllegalArgumentException(side.name() + " served no request in its windows");
		}
		CollapsedStacks stacks = CollapsedStacks.read(side.recordings());
		if (stacks.samples() == 0) {
			throw new IllegalArgumentException(side.name() + "'s recordings hold no execution sample");
		}
		return stacks;
	}

	/**
	 * Returns the number of requests both sides are scaled to: the smallest power of ten
	 * that is at least 100 times each side's requests. Each stack's count is rounded
	 * after scaling, and most stacks hold a sample or two: multiplied by 100 or more, a
	 * count rounds by at most 0.5%, where multiplied by 1.1 it would not move at all.
	 */
	static long perRequests(long baseRequests, long headRequests) {
		long most = Math.max(baseRequests, headRequests);
		long unit = 1;
		while (unit < 100 * most) {
			unit *= 10;
		}
		return unit;
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
