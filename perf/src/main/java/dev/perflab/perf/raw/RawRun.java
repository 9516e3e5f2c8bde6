package dev.perflab.perf.raw;

import java.nio.file.Path;
import java.util.List;

/**
 * Everything {@code perf/local.sh} wrote for one run, read and checked.
 *
 * @param directory the run directory
 * @param info {@code raw/run.properties}
 * @param rounds every round, in execution order
 * @param recording the gateway's recording ({@code gateway.jfr}, or {@code head.jfr} in
 * compare mode); the file may not exist
 * @param baseRecording {@code base.jfr} in compare mode, else null
 * @param logs the service logs ({@code logs/*.log}), relative to the run directory
 */
public record RawRun(Path directory, RunInfo info, List<RawRound> rounds, Path recording, Path baseRecording,
		List<String> logs) {

	/**
	 * Returns the rounds of one target, in execution order.
	 * @param target the target
	 * @return its rounds
	 */
	public List<RawRound> rounds(Target target) {
		return this.rounds.stream().filter((round) -> round.target() == target).toList();
	}

}
