package dev.perflab.perf.trend;

import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Writes a file in one step, through a hidden temporary beside it: the publish job and a
 * reviewer see the old content or the new, never half of one.
 */
final class AtomicFile {

	private AtomicFile() {
	}

	static void write(Path file, byte[] content) {
		Path temporary = file.toAbsolutePath().resolveSibling("." + file.getFileName() + ".tmp");
		try {
			Files.write(temporary, content);
			try {
				Files.move(temporary, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
			}
			catch (AtomicMoveNotSupportedException ex) {
				Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING);
			}
		}
		catch (IOException ex) {
			throw new TrendException("cannot write " + file + ": " + ex.getMessage(), ex);
		}
	}

}
