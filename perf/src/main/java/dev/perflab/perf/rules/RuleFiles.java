package dev.perflab.perf.rules;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * The files that decide what the JFR check judges: the rules ({@code *.sql}) and the
 * recording settings ({@code *.jfc}), by file name, with a digest of each.
 *
 * @param digests file name to SHA-256 of its content
 */
public record RuleFiles(Map<String, String> digests) {

	public RuleFiles {
		digests = Map.copyOf(digests);
	}

	/**
	 * Reads rule files.
	 * @param locations directories (their {@code *.sql} and {@code *.jfc} files, not
	 * recursively) or single files
	 * @throws UncheckedIOException if a location cannot be read
	 */
	public static RuleFiles of(List<Path> locations) {
		Map<String, String> digests = new TreeMap<>();
		for (Path location : locations) {
			if (Files.isDirectory(location)) {
				try (Stream<Path> files = Files.list(location)) {
					files.filter(Files::isRegularFile)
						.filter(RuleFiles::judges)
						.forEach((file) -> digests.put(file.getFileName().toString(), digest(file)));
				}
				catch (IOException ex) {
					throw new UncheckedIOException("cannot list " + location + ": " + ex.getMessage(), ex);
				}
			}
			else {
				digests.put(location.getFileName().toString(), digest(location));
			}
		}
		return new RuleFiles(digests);
	}

	private static boolean judges(Path file) {
		String name = file.getFileName().toString();
		return name.endsWith(".sql") || name.endsWith(".jfc");
	}

	private static String digest(Path file) {
		try {
			return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file)));
		}
		catch (IOException ex) {
			throw new UncheckedIOException("cannot read " + file + ": " + ex.getMessage(), ex);
		}
		catch (NoSuchAlgorithmException ex) {
			throw new IllegalStateException(ex);
		}
	}

}
