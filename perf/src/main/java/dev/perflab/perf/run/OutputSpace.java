package dev.perflab.perf.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.OptionalLong;

/**
 * Room for a run in its output directory. A full file system there shows late and in
 * disguise: the services' and gateways' logs and recordings cannot be written, a gateway
 * exits during start-up, and the reason is only in its log. So the run checks before it
 * starts anything, and a failure on a file system that filled up during the run is worded
 * as what it is.
 */
public final class OutputSpace {

	/**
	 * Free space below which the run does not start. A margin, not a measured need: a
	 * complete smoke run left 0.5 MB (2026-11-27), its JFR repository larger while it
	 * ran; a default compare records 12 JVMs from launch, for minutes.
	 */
	static final long NEEDED_BYTES = 64L << 20;

	private OutputSpace() {
	}

	/**
	 * Checks that the output directory has room for a run.
	 * @param directory the output directory, which exists
	 * @throws LabException naming the directory, when its file system is (nearly) full
	 */
	public static void require(Path directory) {
		OptionalLong free = free(directory);
		if (free.isPresent() && free.getAsLong() < NEEDED_BYTES) {
			throw new LabException(full(directory, free.getAsLong()) + "; a run wants " + (NEEDED_BYTES >> 20)
					+ " MiB free there: free some space or choose another --out");
		}
	}

	/**
	 * Words a failure of the run: as itself, or, when the output directory's file system
	 * is full, as that first (the failure was likely its consequence).
	 * @param directory the output directory
	 * @param failure what failed
	 * @return the message
	 */
	public static String explain(Path directory, String failure) {
		OptionalLong free = free(directory);
		if (free.isPresent() && free.getAsLong() < NEEDED_BYTES && !failure.startsWith(full(directory))) {
			return full(directory, free.getAsLong()) + ", which is the likely cause of: " + failure;
		}
		return failure;
	}

	private static String full(Path directory) {
		return "the output directory " + directory + " is full";
	}

	private static String full(Path directory, long free) {
		return full(directory) + " (" + ((free < (1 << 20)) ? free + " bytes" : (free >> 20) + " MiB")
				+ " free on its file system)";
	}

	private static OptionalLong free(Path directory) {
		try {
			return OptionalLong.of(Files.getFileStore(directory).getUsableSpace());
		}
		catch (IOException | SecurityException ex) {
			// No answer (the directory is gone, say): the run's own failure says enough.
			return OptionalLong.empty();
		}
	}

}
