package dev.perflab.perf.flamegraph;

import java.nio.file.Path;
import java.util.List;

/**
 * One side of a differential flame graph: the window recordings of its JVMs and the
 * requests those JVMs served in them.
 *
 * @param name what the title calls it, e.g. {@code base 1e29df6}
 * @param recordings one file per JVM
 * @param requests the requests they served while recording
 * @param cpuNsPerRequest the side's measured CPU per request in nanoseconds, which the
 * CPU graph shares out by samples (the samples alone say where, not how much: they miss
 * native code and their period is nominal); 0 when not measured, and then there is no CPU
 * graph
 */
public record DiffSide(String name, List<Path> recordings, long requests, double cpuNsPerRequest) {

	public DiffSide {
		recordings = List.copyOf(recordings);
		if (!(cpuNsPerRequest >= 0)) {
			throw new IllegalArgumentException("cpuNsPerRequest must be 0 or more");
		}
	}

}
