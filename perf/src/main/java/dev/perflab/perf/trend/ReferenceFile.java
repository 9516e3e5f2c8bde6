package dev.perflab.perf.trend;

import java.io.IOException;
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
 * {@code .github/perf-reference.json}: the commit every push to main is measured against,
 * and each earlier move of it with the measured ratio of the new reference to the old one
 * per JDK, so that the trend's index chains across moves. The gate's owners own it
 * (CODEOWNERS): a pull request cannot move the yardstick it is measured by.
 *
 * @param schemaVersion {@link #SCHEMA_VERSION}
 * @param reference the current reference commit, 40 hex digits
 * @param moves every move, oldest first; the last one's {@code to} is {@code reference}
 */
public record ReferenceFile(int schemaVersion, String reference, List<Move> moves) {

	public static final int SCHEMA_VERSION = 1;

	private static final Pattern SHA = Pattern.compile("[0-9a-f]{40}");

	private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT)
		.enable(DeserializationFeature.FAIL_ON_NULL_CREATOR_PROPERTIES)
		.enable(DeserializationFeature.FAIL_ON_MISSING_CREATOR_PROPERTIES)
		.enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
		.enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

	public ReferenceFile {
		if (schemaVersion != SCHEMA_VERSION) {
			throw new IllegalArgumentException(
					"schemaVersion " + schemaVersion + " is not the version this tool knows (" + SCHEMA_VERSION + ")");
		}
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
			throw new IllegalArgumentException("the last move goes to " + previous + ", not to the reference");
		}
	}

	/**
	 * A move of the reference, measured once per JDK.
	 *
	 * @param from the old reference
	 * @param to the new one
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
	 * @param reference the commit
	 * @return the file's content
	 */
	public static ReferenceFile of(String reference) {
		return new ReferenceFile(SCHEMA_VERSION, reference, List.of());
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
	 * @param to the new reference
	 * @param links its measurement against the current one, per JDK
	 * @return the new content
	 */
	ReferenceFile moveTo(String to, List<Link> links) {
		List<Move> all = new ArrayList<>(this.moves);
		all.add(new Move(this.reference, to, links));
		return new ReferenceFile(SCHEMA_VERSION, to, all);
	}

	/**
	 * Reads a reference file.
	 * @param file the file
	 * @return its content
	 * @throws TrendException naming the file and the JSON path of what is wrong
	 */
	public static ReferenceFile read(Path file) {
		try {
			return MAPPER.readValue(file.toFile(), ReferenceFile.class);
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
	 * Writes this file in one step: a reader sees the old content or the new, never half.
	 * @param file where
	 */
	void write(Path file) {
		try {
			AtomicFile.write(file, MAPPER.writeValueAsBytes(this));
		}
		catch (JacksonException ex) {
			throw new IllegalStateException("cannot render " + file, ex);
		}
	}

	private static void requireSha(String field, String sha) {
		if (sha == null || !SHA.matcher(sha).matches()) {
			throw new IllegalArgumentException(field + " must be a commit's 40 hex digits, was '" + sha + "'");
		}
	}

}
