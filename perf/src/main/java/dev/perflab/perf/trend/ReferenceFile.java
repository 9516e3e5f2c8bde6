package dev.perflab.perf.trend;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.exc.ValueInstantiationException;

/**
 * The trend's reference: {@code .github/perf-reference}, one line with the commit every
 * push to main is measured against (comment lines start with #), and beside it
 * {@code perf-reference-moves.json}, each earlier move of it with the measured ratio of
 * the new reference to the old one per JDK, so that the trend's index chains across
 * moves. The gate's owners own both (CODEOWNERS): a pull request cannot move the
 * yardstick it is measured by. The commit is plain text so that the workflow keys the
 * reference build's cache on the file and a script reads it without a JSON parser.
 *
 * @param reference the current reference commit, 40 hex digits
 * @param moves every move, oldest first; the last one's {@code to} is {@code reference}
 */
public record ReferenceFile(String reference, List<Move> moves) {

	public static final int SCHEMA_VERSION = 1;

	private static final Pattern SHA = Pattern.compile("[0-9a-f]{40}");

	private static final String HEADER = """
			# The trend's reference commit: every push to main is measured against it (README, "The trend").
			# Move it with perf trend move, which also records the move in perf-reference-moves.json.
			""";

	private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT)
		.enable(DeserializationFeature.FAIL_ON_NULL_CREATOR_PROPERTIES)
		.enable(DeserializationFeature.FAIL_ON_MISSING_CREATOR_PROPERTIES)
		.enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
		.enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

	public ReferenceFile {
		requireSha("reference", reference);
		moves = List.copyOf(moves);
		String previous = null;
		for (Move move : moves) {
			if (previous != null && !previous.equals(move.from())) {
				throw new IllegalArgumentException("moves: a move from " + move.from() + " follows one to " + previous);
			}
			previous = move.to();
		}
		if (previous != null && !previous.equals(reference)) {
			throw new IllegalArgumentException(
					"the last move goes to " + previous + ", not to the reference " + reference);
		}
	}

	/**
	 * The moves file.
	 *
	 * @param schemaVersion {@link #SCHEMA_VERSION}
	 * @param moves every move, oldest first
	 */
	record Moves(int schemaVersion, List<Move> moves) {

		Moves {
			if (schemaVersion != SCHEMA_VERSION) {
				throw new IllegalArgumentException("schemaVersion " + schemaVersion
						+ " is not the version this tool knows (" + SCHEMA_VERSION + ")");
			}
		}

	}

	/**
	 * A move of the reference, measured once per JDK.
	 *
	 * @param links per JDK, the new reference against the old one
	 */
	public record Move(String from, String to, List<Link> links) {

		public Move {
			requireSha("from", from);
			requireSha("to", to);
			links = List.copyOf(links);
		}

	}

	/**
	 * One JDK's measurement of a move.
	 *
	 * @param jdk the JDK's feature release, e.g. {@code 17}
	 * @param estimates per metric, new / old
	 */
	public record Link(String jdk, List<Estimate> estimates) {

		public Link {
			estimates = List.copyOf(estimates);
		}

	}

	/**
	 * Returns a file that names a first reference, with no move.
	 */
	public static ReferenceFile of(String reference) {
		return new ReferenceFile(reference, List.of());
	}

	/**
	 * Returns whether every move was measured on this JDK for this metric, so that
	 * {@link #chain} can chain it (true before any move).
	 */
	boolean chains(String jdk, String metric) {
		return this.moves.stream()
			.allMatch((move) -> move.links()
				.stream()
				.filter((l) -> l.jdk().equals(jdk))
				.flatMap((l) -> l.estimates().stream())
				.anyMatch((e) -> e.metric().equals(metric)));
	}

	/**
	 * Returns the ratio of the current reference to the first one for one JDK and metric:
	 * the product of every move's link.
	 * @param jdk the JDK's feature release
	 * @param metric the metric's key
	 * @return the chained estimate ({@link LogRatio#IDENTITY} before any move)
	 * @throws TrendException when a move was not measured on this JDK for this metric
	 */
	LogRatio chain(String jdk, String metric) {
		LogRatio chained = LogRatio.IDENTITY;
		for (Move move : this.moves) {
			Estimate link = move.links()
				.stream()
				.filter((l) -> l.jdk().equals(jdk))
				.flatMap((l) -> l.estimates().stream())
				.filter((e) -> e.metric().equals(metric))
				.findFirst()
				.orElseThrow(() -> new TrendException("the move of the reference from " + move.from() + " to "
						+ move.to() + " has no " + metric + " measured on JDK " + jdk
						+ ": measure it (perf trend move) before publishing that JDK's index"));
			chained = chained.times(link.logRatio());
		}
		return chained;
	}

	/**
	 * Returns this file with the reference moved.
	 * @param links its measurement against the current one, per JDK
	 */
	ReferenceFile moveTo(String to, List<Link> links) {
		List<Move> all = new ArrayList<>(this.moves);
		all.add(new Move(this.reference, to, links));
		return new ReferenceFile(to, all);
	}

	/**
	 * Reads the reference file and, when there is one, its moves file.
	 * @param file the reference file
	 * @throws TrendException naming the file and the line or JSON path of what is wrong
	 */
	public static ReferenceFile read(Path file) {
		String reference = null;
		List<String> lines;
		try {
			lines = Files.readAllLines(file);
		}
		catch (IOException ex) {
			throw new TrendException(file + ": cannot read it (" + ex.getMessage() + ")", ex);
		}
		for (int i = 0; i < lines.size(); i++) {
			String line = lines.get(i).strip();
			if (line.isEmpty() || line.startsWith("#")) {
				continue;
			}
			if (reference != null || !SHA.matcher(line).matches()) {
				throw new TrendException(file + " line " + (i + 1) + ": expected one commit of 40 hex digits, got '"
						+ ((line.length() > 60) ? line.substring(0, 60) + "…" : line) + "'");
			}
			reference = line;
		}
		if (reference == null) {
			throw new TrendException(file + ": names no commit");
		}
		Path movesFile = movesFile(file);
		List<Move> moves = Files.exists(movesFile) ? readMoves(movesFile) : List.of();
		try {
			return new ReferenceFile(reference, moves);
		}
		catch (IllegalArgumentException ex) {
			throw new TrendException(file + " and " + movesFile.getFileName() + ": " + ex.getMessage(), ex);
		}
	}

	private static List<Move> readMoves(Path file) {
		try {
			return MAPPER.readValue(file.toFile(), Moves.class).moves();
		}
		catch (JsonMappingException ex) {
			String path = ex.getPath()
				.stream()
				.map((step) -> (step.getFieldName() != null) ? "." + step.getFieldName() : "[" + step.getIndex() + "]")
				.collect(Collectors.joining("", "$", ""));
			String why = (ex instanceof ValueInstantiationException && ex.getCause() != null)
					? ex.getCause().getMessage() : ex.getOriginalMessage();
			throw new TrendException(file + ": " + path + ": " + why, ex);
		}
		catch (JacksonException ex) {
			throw new TrendException(file + ": not valid JSON (" + ex.getOriginalMessage() + ")", ex);
		}
		catch (IOException ex) {
			throw new TrendException(file + ": cannot read it (" + ex.getMessage() + ")", ex);
		}
	}

	/**
	 * Writes the reference file and its moves file, each in one step (the moves first: a
	 * reader that sees the new reference also sees how to chain to it).
	 * @param file the reference file
	 */
	void write(Path file) {
		try {
			if (!this.moves.isEmpty()) {
				AtomicFile.write(movesFile(file), MAPPER.writeValueAsBytes(new Moves(SCHEMA_VERSION, this.moves)));
			}
		}
		catch (JacksonException ex) {
			throw new IllegalStateException("cannot render " + movesFile(file), ex);
		}
		AtomicFile.write(file, (HEADER + this.reference + "\n").getBytes(StandardCharsets.UTF_8));
	}

	/**
	 * Returns the moves file beside a reference file: {@code perf-reference-moves.json}.
	 */
	static Path movesFile(Path file) {
		return file.resolveSibling(file.getFileName() + "-moves.json");
	}

	private static void requireSha(String field, String sha) {
		if (sha == null || !SHA.matcher(sha).matches()) {
			throw new IllegalArgumentException(field + " must be a commit's 40 hex digits, was '" + sha + "'");
		}
	}

}
