package dev.perflab.perf.raw;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * A run as {@code perf run} measured it: what ran and every round, in the run directory
 * that holds its recordings and logs.
 *
 * @param rounds every round, in execution order
 */
public record RawRun(Path directory, RunInfo info, List<RawRound> rounds) {

	/**
	 * Returns the measured gateway's recording: {@code gateway.jfr}, or {@code head.jfr}
	 * in a compare. The file may not exist.
	 */
	public Path recording() {
		return this.directory.resolve((this.info.mode() == Mode.COMPARE) ? "head.jfr" : "gateway.jfr");
	}

	/**
	 * Returns the service and gateway logs, relative to the run directory.
	 * @return {@code logs/*.log}, sorted; none when they cannot be listed
	 */
	public List<String> logs() {
		Path logs = this.directory.resolve("logs");
		if (!Files.isDirectory(logs)) {
			return List.of();
		}
		try (Stream<Path> listing = Files.list(logs)) {
			return listing.map((path) -> "logs/" + path.getFileName())
				.filter((name) -> name.endsWith(".log"))
				.sorted()
				.toList();
		}
		catch (IOException ex) {
			return List.of();
		}
	}

}
