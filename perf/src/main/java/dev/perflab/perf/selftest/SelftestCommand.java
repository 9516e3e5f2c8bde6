package dev.perflab.perf.selftest;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code perf selftest-summary MANIFEST... --out DIR}: the table of {@code perf selftest}
 * from the runs it made ({@link SelftestManifest}), pooled over several self-tests when
 * given several manifests.
 */
@Command(name = "selftest-summary", mixinStandardHelpOptions = true, sortOptions = false,
		description = { "Reads the results.json and rules.json of each run a MANIFEST names (written by "
				+ "perf selftest) and prints, per profile, the expected and the observed detectors, the "
				+ "throughput and CPU-per-request changes and whether it was caught; with --out also writes "
				+ "selftest.md and selftest.json there." },
		exitCodeListHeading = "%nExit codes:%n",
		exitCodeList = { "0:every profile was caught in every run and the clean gateway passed every run",
				"1:an expected detection was missed, a run has no results, or the clean gateway did not pass",
				"2:usage error or an unreadable manifest" })
public final class SelftestCommand implements Callable<Integer> {

	@Spec
	private CommandSpec spec;

	@Parameters(arity = "1..*", paramLabel = "MANIFEST",
			description = { "The runs (a properties file). Several: their runs are pooled, each profile's runs "
					+ "numbered on from the previous manifest's, so that rates can be gathered over several self-tests." })
	private List<Path> manifests;

	@Option(names = "--out", paramLabel = "DIR", description = "Where to write selftest.md and selftest.json.")
	private Path out;

	@Override
	public Integer call() throws IOException {
		return summarize(this.manifests, this.out, this.spec.commandLine().getOut(), this.spec.commandLine().getErr());
	}

	/**
	 * Tabulates the runs of manifests, as {@code perf selftest-summary} does.
	 * @param manifests the manifests, their runs pooled
	 * @param out where to write selftest.md and selftest.json, or null
	 * @param stdout where the table goes
	 * @param err where a bad manifest is named
	 * @return the exit code
	 * @throws IOException if the table cannot be written
	 */
	public static int summarize(List<Path> manifests, Path out, PrintWriter stdout, PrintWriter err)
			throws IOException {
		List<ObservedRun> runs = new ArrayList<>();
		Map<String, String> seedRounds = new LinkedHashMap<>();
		Map<String, List<String>> expected = new LinkedHashMap<>();
		// Pooled manifests number each profile's runs on, so run 1 of a second self-test
		// becomes run N+1: the table's rates then count every run once.
		Map<String, Integer> runsSoFar = new HashMap<>();
		for (Path manifest : manifests) {
			List<SelftestManifest.Entry> entries;
			try {
				entries = SelftestManifest.read(manifest);
			}
			catch (SelftestManifest.InvalidManifestException ex) {
				err.println("perf selftest-summary: " + ex.getMessage());
				return 2;
			}
			Map<String, Integer> runsBefore = Map.copyOf(runsSoFar);
			for (SelftestManifest.Entry entry : entries) {
				int run = runsBefore.getOrDefault(entry.profile(), 0) + entry.index();
				runsSoFar.merge(entry.profile(), run, Math::max);
				seedRounds.put(entry.profile(), entry.seed());
				expected.put(entry.profile(), entry.expected());
				runs.add(ObservedRun.read(entry.profile(), run, entry.directory(), entry.exitCode()));
			}
		}
		SelftestTable table = SelftestTable.of(runs, seedRounds, expected);
		String markdown = table.markdown();
		if (out != null) {
			Files.createDirectories(out);
			write(out.resolve("selftest.json"), table.json());
			write(out.resolve("selftest.md"), "# Regression catalogue self-test\n\n" + markdown);
		}
		stdout.print(markdown);
		return table.allCaught() ? 0 : 1;
	}

	private static void write(Path file, String text) throws IOException {
		Path temporary = file.resolveSibling("." + file.getFileName() + ".tmp");
		Files.writeString(temporary, text, StandardCharsets.UTF_8);
		Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
	}

}
