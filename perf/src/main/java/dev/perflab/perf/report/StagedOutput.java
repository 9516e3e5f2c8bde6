package dev.perflab.perf.report;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes a set of output files so that none is ever seen half-written: each is written to
 * a hidden temporary file in the same directory (so the rename cannot cross file
 * systems), flushed to disk, then renamed over its final name. Nothing is renamed until
 * every file is staged, so a failure while rendering leaves the previous outputs
 * untouched.
 */
public final class StagedOutput implements AutoCloseable {

	private final Path directory;

	private final Map<String, Path> staged = new LinkedHashMap<>();

	public StagedOutput(Path directory) {
		this.directory = directory;
	}

	/** Writes one file's content to the temporary file of its final name. */
	public void stage(String name, byte[] content) {
		try {
			Path temporary = Files.createTempFile(this.directory, "." + name + ".", ".tmp");
			this.staged.put(name, temporary);
			// createTempFile makes the file private (0600); outputs are for everyone who
			// can
			// read the run directory (artifact upload, a web server on a CI box).
			if (Files.getFileStore(temporary).supportsFileAttributeView(PosixFileAttributeView.class)) {
				Files.setPosixFilePermissions(temporary, PosixFilePermissions.fromString("rw-r--r--"));
			}
			try (FileChannel channel = FileChannel.open(temporary, StandardOpenOption.WRITE,
					StandardOpenOption.TRUNCATE_EXISTING)) {
				ByteBuffer buffer = ByteBuffer.wrap(content);
				while (buffer.hasRemaining()) {
					channel.write(buffer);
				}
				channel.force(true);
			}
		}
		catch (IOException ex) {
			throw new UncheckedIOException("cannot write " + this.directory.resolve(name) + ": " + ex.getMessage(), ex);
		}
	}

	/**
	 * Renames every staged file to its final name, in staging order (stage the file that
	 * readers look for first, {@code summary.md}, last), and deletes the given stale
	 * outputs of an earlier report that this one does not replace.
	 * @param stale file names to delete unless staged
	 */
	public void commit(List<String> stale) {
		try {
			for (String name : stale) {
				if (!this.staged.containsKey(name)) {
					Files.deleteIfExists(this.directory.resolve(name));
				}
			}
			for (Map.Entry<String, Path> entry : new ArrayList<>(this.staged.entrySet())) {
				move(entry.getValue(), this.directory.resolve(entry.getKey()));
				this.staged.remove(entry.getKey());
			}
		}
		catch (IOException ex) {
			throw new UncheckedIOException("cannot move the outputs into " + this.directory + ": " + ex.getMessage(),
					ex);
		}
	}

	private static void move(Path from, Path to) throws IOException {
		try {
			Files.move(from, to, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
		}
		catch (AtomicMoveNotSupportedException ex) {
			Files.move(from, to, StandardCopyOption.REPLACE_EXISTING);
		}
	}

	/**
	 * Deletes the temporary files that were not committed.
	 */
	@Override
	public void close() {
		for (Path temporary : this.staged.values()) {
			try {
				Files.deleteIfExists(temporary);
			}
			catch (IOException ex) {
				// Best effort: a leftover hidden .tmp file is harmless.
			}
		}
		this.staged.clear();
	}

}
