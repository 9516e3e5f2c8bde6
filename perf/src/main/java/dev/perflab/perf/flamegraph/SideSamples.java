package dev.perflab.perf.flamegraph;

/**
 * What a side of a differential flame graph was drawn from.
 *
 * @param recordings its JVMs' window recordings
 * @param samples their samples (execution or allocation), as recorded
 * @param requests the requests those JVMs served in their windows
 * @param perRequest what the side's frames add up to, in the graph's unit: ns of CPU or
 * bytes allocated per request
 */
public record SideSamples(int recordings, long samples, long requests, double perRequest) {

	public SideSamples {
		if (recordings < 0 || samples < 0 || requests < 0 || !(perRequest >= 0)) {
			throw new IllegalArgumentException("recordings, samples, requests and perRequest must not be negative");
		}
	}

}
