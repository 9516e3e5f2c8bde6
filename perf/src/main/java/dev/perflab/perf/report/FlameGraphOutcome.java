package dev.perflab.perf.report;

/**
 * Whether a flame graph was drawn.
 *
 * @param file the file name in the run directory, null if none was written
 * @param samples the execution samples it shows
 * @param problem why there is no (useful) flame graph, or null
 */
public record FlameGraphOutcome(String file, long samples, String problem) {

	public static FlameGraphOutcome none(String problem) {
		return new FlameGraphOutcome(null, 0, problem);
	}

}
