package dev.perflab.perf.selftest;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeSet;
import java.util.concurrent.Callable;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code perf selftest-summary MANIFEST --out DIR}: the table of {@code perf/selftest.sh}
 * from the runs it made. The manifest is a properties file with, per run N,
 * {@code run.N.profile}, {@code run.N.index} (1, 2, ... per profile), {@code run.N.seed}
 * (the seed round), {@code run.N.expect} (space-separated detectors: {@code rule:ID} or
 * {@code metric:ID}; none for the clean gateway), {@code run.N.dir} and
 * {@code run.N.exit} (perf/local.sh's exit code).
 */
@Command(name = "selftest-summary", mixinStandardHelpOptions = true, sortOptions = false,
		description = { "Reads the results.json and rules.json of each run a MANIFEST names (written by "
				+ "perf/selftest.sh) and prints, per profile, the expected and the observed detectors, the "
				+ "throughput and CPU-per-request changes and whether it was caught; with --out also writes "
				+ "selftest.md and selftest.json there." },
		exitCodeListHeading = "%nExit codes:%n",
		exitCodeList = { "0:every profile was caught in every run and the clean gateway failed no rule",
				"1:an expected detection was missed, a run has no results, or the clean gateway failed a rule",
				"2:usage error or an unreadable manifest" })
public final class SelftestCommand implements Callable<Integer> {

	@Spec
	private CommandSpec spec;

	@Parameters(index = "0", paramLabel = "MANIFEST", description = "The runs (a properties file).")
	private Path manifest;

	@Option(names = "--out", paramLabel = "DIR", description = "Where to write selftest.md and selftest.json.")
	private Path out;

	@Override
	public Integer call() throws IOException {
		PrintWriter err = this.spec.commandLine().getErr();
		Properties properties = new Properties();
		try (Reader reader = Files.newBufferedReader(this.manifest, StandardCharsets.UTF_8)) {
			properties.load(reader);
		}
		catch (IOException ex) {
			err.println("perf selftest-summary: cannot read " + this.manifest + ": " + ex.getMessage());
			return 2;
		}
		List<ObservedRun> runs = new ArrayList<>();
		Map<String, String> seedRounds = new LinkedHashMap<>();
		Map<String, List<String>> expected = new LinkedHashMap<>();
		TreeSet<Integer> numbers = new TreeSet<>();
		for (String key : properties.stringPropertyNames()) {
			String[] parts = key.split("\\.");
			if (parts.length == 3 && parts[0].equals("run") && parts[1].matches("[0-9]{1,6}")) {
				numbers.add(Integer.parseInt(parts[1]));
			}
		}
		for (int n : numbers) {
			String prefix = "run." + n + ".";
			String profile = properties.getProperty(prefix + "profile");
			String dir = properties.getProperty(prefix + "dir");
			String exit = properties.getProperty(prefix + "exit", "");
			String index = properties.getProperty(prefix + "index", "1");
			if (profile == null || dir == null || !exit.matches("[0-9]{1,3}") || !index.matches("[0-9]{1,6}")) {
				err.println("perf selftest-summary: " + this.manifest + ": run " + n
						+ " needs profile, dir, a numeric exit and index");
				return 2;
			}
			seedRounds.put(profile, properties.getProperty(prefix + "seed", ""));
			String expect = properties.getProperty(prefix + "expect", "").trim();
			expected.put(profile, expect.isEmpty() ? List.of() : List.of(expect.split("\\s+")));
			runs.add(ObservedRun.read(profile, Integer.parseInt(index), Path.of(dir), Integer.parseInt(exit)));
		}
		if (runs.isEmpty()) {
			err.println("perf selftest-summary: " + this.manifest + " names no runs");
			return 2;
		}
		SelftestTable table = SelftestTable.of(runs, seedRounds, expected);
		String markdown = table.markdown();
		if (this.out != null) {
			Files.createDirectories(this.out);
			write(this.out.resolve("selftest.json"), table.json());
			write(this.out.resolve("selftest.md"), "# Regression catalogue self-test\n\n" + markdown);
		}
		this.spec.commandLine().getOut().print(markdown);
		return table.allCaught() ? 0 : 1;
	}

	private static void write(Path file, String text) throws IOException {
		Path temporary = file.resolveSibling("." + file.getFileName() + ".tmp");
		Files.writeString(temporary, text, StandardCharsets.UTF_8);
		Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
	}

}
