package dev.perflab.perf.raw;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import dev.perflab.perf.json.InvalidJsonException;
import dev.perflab.perf.json.StrictJson;

import static dev.perflab.perf.json.StrictJson.require;

/**
 * {@code raw/run.json}: a run as {@code perf run} measured it, written once the rounds
 * are over, so that {@code perf report} and {@code perf calibrate} can judge the run
 * again. Read strictly, like results.json: a report built on a half-written or hand-mixed
 * round would be a wrong verdict, which is worse than none.
 */
public final class RawRunJson {

	/** The file, relative to the run directory. */
	public static final String FILE = "raw/run.json";

	/** Changes with any change of the file that an older reader would reject. */
	public static final int SCHEMA = 8;

	/** What perf wrote before this file (raw schema 1): Java properties files. */
	private static final String OLD_FILE = "raw/run.properties";

	private static final StrictJson<Document> JSON = new StrictJson<>(Document.class, "schema", SCHEMA,
			List.of(Mode.class, Target.class, Stopping.Reason.class));

	private RawRunJson() {
	}

	/**
	 * Writes {@code raw/run.json}: whole or not at all (a temporary file, then renamed).
	 */
	public static void write(RawRun run) throws IOException {
		byte[] json = JSON.write(new Document(SCHEMA, run.info(), run.rounds()));
		Path file = run.directory().resolve(FILE);
		Path temporary = file.resolveSibling(file.getFileName() + ".tmp");
		Files.createDirectories(file.getParent());
		Files.write(temporary, json);
		Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
	}

	/**
	 * Reads a run directory's {@code raw/run.json}.
	 * @throws RawDataException naming the file and the JSON path of the first problem
	 */
	public static RawRun read(Path directory) {
		if (!Files.isDirectory(directory)) {
			throw new RawDataException(directory + ": no such run directory");
		}
		Path file = directory.resolve(FILE);
		if (!Files.isRegularFile(file)) {
			throw new RawDataException(Files.isRegularFile(directory.resolve(OLD_FILE)) ? OLD_FILE
					+ ": the run was made by an older perf (raw schema 1); this one reads " + FILE + ": run it again"
					: FILE + ": missing (is this a run directory of perf run?)");
		}
		try {
			Document document = JSON.read(Files.readAllBytes(file), FILE);
			return new RawRun(directory, document.info(), document.rounds());
		}
		catch (InvalidJsonException ex) {
			throw new RawDataException(ex.getMessage(), ex);
		}
		catch (IOException ex) {
			throw new RawDataException(FILE + ": cannot read it (" + ex.getMessage() + ")", ex);
		}
	}

	/** The file's content; what the records cannot check alone is checked here. */
	private record Document(int schema, RunInfo info, List<RawRound> rounds) {

		Document {
			boolean compare = info.mode() == Mode.COMPARE;
			Set<Target> allowed = compare ? EnumSet.of(Target.DIRECT, Target.BASE, Target.HEAD)
					: EnumSet.of(Target.DIRECT, Target.GATEWAY);
			Set<Integer> sequences = new HashSet<>();
			Set<String> windows = new HashSet<>();
			for (RawRound round : rounds) {
				String which = "rounds[" + rounds.indexOf(round) + "]: ";
				require(allowed.contains(round.target()),
						which + round.target().id() + " rounds do not belong in a " + info.mode().id() + " run");
				require(sequences.add(round.sequence()),
						which + "sequence " + round.sequence() + " is also another round's");
				require(windows.add(round.target().id() + " " + round.round()),
						which + "round " + round.round() + " of " + round.target().id() + " is there twice");
			}
			for (Target required : compare ? List.of(Target.BASE, Target.HEAD) : List.of(Target.GATEWAY)) {
				require(rounds.stream().anyMatch((round) -> round.target() == required),
						"no " + required.id() + " rounds (a " + info.mode().id() + " run needs at least one)");
			}
		}

	}

}
