package dev.perflab.jfrrules.rules;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

import dev.perflab.jfrrules.fixtures.TestRecordings;

/**
 * Writes rule files for tests into a fresh directory.
 */
public final class RulesDirectory {

	private RulesDirectory() {
	}

	/**
	 * Writes one rule file {@code NAME.sql} into a new directory and returns the
	 * directory.
	 */
	public static File write(String name, String text) {
		try {
			Path directory = Files.createTempDirectory(TestRecordings.directory(), "rules");
			Files.writeString(directory.resolve(name + ".sql"), text);
			return directory.toFile();
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

}
