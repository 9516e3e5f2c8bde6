package dev.perflab.perf.comment;

import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import dev.perflab.perf.results.InvalidResultsException;
import dev.perflab.perf.results.Results;
import dev.perflab.perf.results.ResultsJson;

/**
 * Reads and checks the comment data of a pull request's perf run: the directory the perf
 * workflow uploads as its comment artifact.
 *
 * <pre>
 * comment.properties   schema=1, pr.number, pr.head_sha, pr.head_ref, perf.exit_code, and
 *                      perf.failed_build=head|base when a build stopped the run
 * build-log-tail.txt   then the last lines of that build's log
 * results.json         the run's results.json, when the report tool got to write one
 * </pre>
 *
 * The pull request's own code wrote all of it, so nothing is trusted: the directory may
 * hold only those two regular files (no links, nothing else) within a size limit; the
 * pull-request number must be a plain positive number; the head sha must be the one the
 * workflow run itself reports, which GitHub sets and the pull request cannot;
 * results.json must fit the results contract exactly ({@link ResultsJson}).
 */
final class CommentDataReader {

	static final String PROPERTIES = "comment.properties";

	static final String BUILD_LOG_TAIL = "build-log-tail.txt";

	/** 40 lines of at most 400 characters, as perf-ci.sh writes them. */
	private static final long MAX_BUILD_LOG_TAIL_BYTES = 17 * 1024;

	/** Schema of comment.properties. */
	static final int SCHEMA = 1;

	/** The default limit on the whole directory. */
	static final long DEFAULT_MAX_BYTES = 512 * 1024;

	private static final long MAX_PROPERTIES_BYTES = 4 * 1024;

	/** A full commit id: SHA-1, or SHA-256 in repositories that use it. */
	static final Pattern SHA = Pattern.compile("[0-9a-f]{40}|[0-9a-f]{64}");

	private static final Pattern PULL_REQUEST = Pattern.compile("[1-9][0-9]{0,9}");

	private static final Pattern EXIT_CODE = Pattern.compile("[0-9]{1,3}");

	private CommentDataReader() {
	}

	/**
	 * Reads a comment-data directory.
	 * @param expectedHeadSha the head sha of the workflow run that produced it
	 * @param maxBytes the most bytes the directory may hold
	 * @throws CommentDataException if anything is missing, too large or invalid
	 */
	static CommentData read(Path directory, String expectedHeadSha, long maxBytes) {
		List<Path> files = entries(directory, maxBytes);
		Properties properties = properties(read(directory.resolve(PROPERTIES), MAX_PROPERTIES_BYTES));
		String schema = property(properties, "schema");
		if (!schema.equals(Integer.toString(SCHEMA))) {
			throw CommentDataException.invalid(PROPERTIES + ": schema", schema,
					"is not the schema this renderer reads (" + SCHEMA + ")");
		}
		String number = property(properties, "pr.number");
		if (!PULL_REQUEST.matcher(number).matches() || Long.parseLong(number) > Integer.MAX_VALUE) {
			throw CommentDataException.invalid(PROPERTIES + ": pr.number", number, "is not a pull-request number");
		}
		String headSha = property(properties, "pr.head_sha");
		if (!SHA.matcher(headSha).matches()) {
			throw CommentDataException.invalid(PROPERTIES + ": pr.head_sha", headSha, "is not a full commit sha");
		}
		if (!headSha.equals(expectedHeadSha)) {
			throw CommentDataException.invalid(PROPERTIES + ": pr.head_sha", headSha,
					"is not the head sha of the workflow run (" + expectedHeadSha + ")");
		}
		String exitCode = property(properties, "perf.exit_code");
		if (!EXIT_CODE.matcher(exitCode).matches() || Integer.parseInt(exitCode) > 255) {
			throw CommentDataException.invalid(PROPERTIES + ": perf.exit_code", exitCode, "is not an exit code");
		}
		String headRef = properties.getProperty("pr.head_ref");
		Results results = null;
		Path resultsFile = directory.resolve(ResultsJson.FILE);
		if (files.contains(resultsFile)) {
			try {
				results = ResultsJson.read(resultsFile, maxBytes);
			}
			catch (InvalidResultsException ex) {
				throw new CommentDataException(ex.getMessage(), ex);
			}
		}
		CommentData.Side failedBuild = null;
		String side = properties.getProperty("perf.failed_build");
		if (side != null) {
			failedBuild = switch (side.strip()) {
				case "head" -> CommentData.Side.HEAD;
				case "base" -> CommentData.Side.BASE;
				default ->
					throw CommentDataException.invalid(PROPERTIES + ": perf.failed_build", side, "is not head or base");
			};
		}
		Path tailFile = directory.resolve(BUILD_LOG_TAIL);
		String buildLogTail = files.contains(tailFile)
				? new String(read(tailFile, MAX_BUILD_LOG_TAIL_BYTES), StandardCharsets.UTF_8) : null;
		return new CommentData(Integer.parseInt(number), headSha,
				(headRef == null || headRef.isBlank()) ? null : headRef, Integer.parseInt(exitCode), results,
				failedBuild, buildLogTail);
	}

	private static List<Path> entries(Path directory, long maxBytes) {
		if (!Files.isDirectory(directory, LinkOption.NOFOLLOW_LINKS)) {
			throw new CommentDataException(directory + ": not a directory");
		}
		List<Path> files = new ArrayList<>();
		long total = 0;
		try (Stream<Path> list = Files.list(directory)) {
			for (Path entry : (Iterable<Path>) list::iterator) {
				String name = entry.getFileName().toString();
				if (!name.equals(PROPERTIES) && !name.equals(ResultsJson.FILE) && !name.equals(BUILD_LOG_TAIL)) {
					throw CommentDataException.invalid(directory.toString(), name, "holds an unexpected entry");
				}
				BasicFileAttributes attributes = Files.readAttributes(entry, BasicFileAttributes.class,
						LinkOption.NOFOLLOW_LINKS);
				if (!attributes.isRegularFile()) {
					throw new CommentDataException(name + ": not a regular file");
				}
				total += attributes.size();
				files.add(entry);
			}
		}
		catch (IOException ex) {
			throw new CommentDataException(directory + ": cannot list it (" + ex.getMessage() + ")", ex);
		}
		if (total > maxBytes) {
			throw new CommentDataException(directory + ": " + total + " bytes, more than the limit of " + maxBytes);
		}
		if (!files.contains(directory.resolve(PROPERTIES))) {
			throw new CommentDataException(PROPERTIES + ": the file is missing");
		}
		return files;
	}

	/**
	 * Reads at most {@code limit} bytes: the size checked above may have changed since.
	 */
	private static byte[] read(Path file, long limit) {
		try (InputStream in = Files.newInputStream(file, LinkOption.NOFOLLOW_LINKS)) {
			byte[] bytes = in.readNBytes((int) Math.min(limit + 1, Integer.MAX_VALUE - 8));
			if (bytes.length > limit) {
				throw new CommentDataException(file.getFileName() + ": more than " + limit + " bytes");
			}
			return bytes;
		}
		catch (IOException ex) {
			throw new CommentDataException(file.getFileName() + ": cannot read it (" + ex.getMessage() + ")", ex);
		}
	}

	private static Properties properties(byte[] bytes) {
		Properties properties = new Properties();
		try {
			String text = StandardCharsets.UTF_8.newDecoder()
				.onMalformedInput(CodingErrorAction.REPORT)
				.onUnmappableCharacter(CodingErrorAction.REPORT)
				.decode(ByteBuffer.wrap(bytes))
				.toString();
			properties.load(new StringReader(text));
		}
		catch (CharacterCodingException ex) {
			throw new CommentDataException(PROPERTIES + ": not UTF-8", ex);
		}
		catch (IOException | IllegalArgumentException ex) {
			throw new CommentDataException(PROPERTIES + ": cannot read it (" + ex.getMessage() + ")", ex);
		}
		return properties;
	}

	private static String property(Properties properties, String key) {
		String value = properties.getProperty(key);
		if (value == null || value.isBlank()) {
			throw new CommentDataException(PROPERTIES + ": " + key + " is missing");
		}
		return value.strip();
	}

}
