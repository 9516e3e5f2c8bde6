package dev.perflab.perf;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Parts of a results.json tree for tests that edit a golden file: hotspots compared over
 * 1,000 execution samples a side.
 */
public final class ResultsTrees {

	private ResultsTrees() {
	}

	/**
	 * Gives the results compared hotspots, with no shift yet.
	 * @param results the results tree
	 * @param shiftCount the shifts found
	 * @return the array to add shifts to
	 */
	public static ArrayNode hotspots(ObjectNode results, int shiftCount) {
		ObjectNode hotspots = results.putObject("hotspots").put("status", "compared").putNull("reason");
		return hotspots.putObject("comparison")
			.put("method", "share of samples")
			.put("baseSamples", 1_000)
			.put("headSamples", 1_000)
			.put("tests", 40)
			.put("alpha", 0.05)
			.put("minShareChange", 0.01)
			.put("shiftCount", shiftCount)
			.putArray("shifts");
	}

	/** Adds a method whose share of the 1,000 samples a side moved. */
	public static void shift(ArrayNode shifts, String method, String measure, long baseCount, long headCount) {
		shifts.addObject()
			.put("method", method)
			.put("measure", measure)
			.put("baseCount", baseCount)
			.put("headCount", headCount)
			.put("baseShare", baseCount / 1000.0)
			.put("headShare", headCount / 1000.0)
			.put("shareChange", (headCount - baseCount) / 1000.0)
			.put("pValue", 1e-9)
			.put("newInHead", baseCount == 0);
	}

	/**
	 * Gives a compare's results tree differential flame graphs, CPU and allocation, as a
	 * compare of 3 forks of 2 JVM pairs draws them.
	 */
	public static ObjectNode drawnFlameGraphDiff(ObjectNode results) {
		ObjectNode cpu = results.putObject("flameGraphDiff")
			.put("file", "flamegraph-diff.html")
			.put("goneFile", "flamegraph-diff-gone.html");
		cpu.putObject("base")
			.put("recordings", 6)
			.put("samples", 41_250)
			.put("requests", 612_345)
			.put("perRequest", 52_310.0);
		cpu.putObject("head")
			.put("recordings", 6)
			.put("samples", 44_870)
			.put("requests", 598_760)
			.put("perRequest", 55_870.0);
		cpu.putNull("problem");
		ObjectNode allocation = results.putObject("allocationFlameGraphDiff")
			.put("file", "flamegraph-alloc-diff.html")
			.put("goneFile", "flamegraph-alloc-diff-gone.html");
		allocation.putObject("base")
			.put("recordings", 6)
			.put("samples", 9_012)
			.put("requests", 612_345)
			.put("perRequest", 21_480.5);
		allocation.putObject("head")
			.put("recordings", 6)
			.put("samples", 9_540)
			.put("requests", 598_760)
			.put("perRequest", 23_912.25);
		allocation.putNull("problem");
		return results;
	}

}
