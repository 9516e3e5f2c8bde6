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
 */
public record DiffSide(String name, List<Path> recordings, long requests) {

	public DiffSide {
		recordings = List.copyOf(recordings);
	}

}
