package dev.perflab.perf.flamegraph;

/**
 * What a side of a differential flame graph was drawn from.
 *
 * @param recordings its JVMs' window recordings
 * @param samples their execution samples, as recorded
 * @param requests the requests those JVMs served in their windows
 */
public record SideSamples(int recordings, long samples, long requests) {

	public SideSamples {
		if (recordings < 0 || samples < 0 || requests < 0) {
			throw new IllegalArgumentException("recordings, samples and requests must not be negative");
		}
	}

}
