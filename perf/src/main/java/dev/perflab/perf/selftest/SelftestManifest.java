package dev.perflab.perf.selftest;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.TreeSet;

/**
 * What {@code perf selftest} ran, as it wrote it to {@code runs.properties}: per run N,
 * {@code run.N.profile}, {@code run.N.index} (1, 2, ... per profile), {@code run.N.seed}
 * (the seed round), {@code run.N.expect} (space-separated detectors: {@code rule:ID} or
 * {@code metric:ID}; none for the clean gateway), {@code run.N.dir} and
 * {@code run.N.exit} ({@code perf run}'s exit code). The self-test appends a run's lines
 * when the run ends, so an interrupted self-test leaves a manifest of the runs it
 * finished.
 */
public final class SelftestManifest {

	private SelftestManifest() {
	}

	/**
	 * One run.
	 *
	 * @param index the run's number for its profile, from 1
	 * @param seed the seed round it reproduces
	 * @param expected the detectors expected to go off
	 * @param exitCode {@code perf run}'s exit code
	 */
	public record Entry(String profile, int index, String seed, List<String> expected, Path directory, int exitCode) {

		public Entry {
			expected = List.copyOf(expected);
		}

	}

	/** A manifest that cannot be read or names a run incompletely. */
	static final class InvalidManifestException extends Exception {

		private static final long serialVersionUID = 1L;

		InvalidManifestException(Path manifest, String problem) {
			super(manifest + ": " + problem);
		}

	}

	/**
	 * Appends a finished run as run {@code n}, so that an interrupted self-test leaves a
	 * manifest of the runs it finished.
	 * @param manifest the manifest (created if missing)
	 * @param n the run's number in the self-test
	 */
	public static void append(Path manifest, int n, Entry entry) throws IOException {
		String prefix = "run." + n + ".";
		String lines = prefix + "profile=" + entry.profile() + "\n" + prefix + "index=" + entry.index() + "\n" + prefix
				+ "seed=" + entry.seed() + "\n" + prefix + "expect=" + String.join(" ", entry.expected()) + "\n"
				+ prefix + "dir=" + entry.directory().toString().replace("\\", "\\\\") + "\n" + prefix + "exit="
				+ entry.exitCode() + "\n";
		Files.writeString(manifest, lines, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
				StandardOpenOption.APPEND);
	}

	/** The runs of a manifest, in the order of their numbers. */
	static List<Entry> read(Path manifest) throws InvalidManifestException {
		Properties properties = new Properties();
		try (Reader reader = Files.newBufferedReader(manifest, StandardCharsets.UTF_8)) {
			properties.load(reader);
		}
		catch (IOException | IllegalArgumentException ex) {
			throw new InvalidManifestException(manifest, "cannot read it: " + ex.getMessage());
		}
		TreeSet<Integer> numbers = new TreeSet<>();
		for (String key : properties.stringPropertyNames()) {
			String[] parts = key.split("\\.");
			if (parts.length == 3 && parts[0].equals("run") && parts[1].matches("[0-9]{1,6}")) {
				numbers.add(Integer.parseInt(parts[1]));
			}
		}
		if (numbers.isEmpty()) {
			throw new InvalidManifestException(manifest, "names no runs");
		}
		List<Entry> entries = new ArrayList<>();
		for (int n : numbers) {
			String prefix = "run." + n + ".";
			String profile = properties.getProperty(prefix + "profile");
			String dir = properties.getProperty(prefix + "dir");
			String exit = properties.getProperty(prefix + "exit", "");
			String index = properties.getProperty(prefix + "index", "1");
			if (profile == null || dir == null || !exit.matches("[0-9]{1,3}") || !index.matches("[0-9]{1,6}")) {
				throw new InvalidManifestException(manifest,
						"run " + n + " needs profile, dir, a numeric exit and index");
			}
			String expect = properties.getProperty(prefix + "expect", "").trim();
			entries.add(new Entry(profile, Integer.parseInt(index), properties.getProperty(prefix + "seed", ""),
					expect.isEmpty() ? List.of() : List.of(expect.split("\\s+")), Path.of(dir),
					Integer.parseInt(exit)));
		}
		return entries;
	}

}
