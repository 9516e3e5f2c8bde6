package dev.perflab.perf.results;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.List;

import dev.perflab.jfrrules.check.Status;
import dev.perflab.jfrrules.rules.Severity;
import dev.perflab.perf.compare.ShardPooling;
import dev.perflab.perf.compare.Verdict;
import dev.perflab.perf.hotspots.Measure;
import dev.perflab.perf.json.InvalidJsonException;
import dev.perflab.perf.json.StrictJson;
import dev.perflab.perf.metrics.Direction;
import dev.perflab.perf.metrics.Metric;
import dev.perflab.perf.raw.Mode;
import dev.perflab.perf.raw.Stopping;
import dev.perflab.perf.raw.Target;

/**
 * Writes and reads {@code results.json} ({@link Results}) with {@link StrictJson}: the
 * file may come from a pull request's run, so reading is strict, and every problem is an
 * {@link InvalidResultsException} naming the file and the JSON path.
 */
public final class ResultsJson {

	/** Changes with any change of {@link Results} that an older reader would reject. */
	public static final int SCHEMA_VERSION = 15;

	public static final String FILE = "results.json";

	/** Hotspot shifts listed: the largest; the comment data has a size limit. */
	public static final int MAX_SHIFTS = 50;

	private static final StrictJson<Results> JSON = new StrictJson<>(Results.class, "schemaVersion", SCHEMA_VERSION,
			List.of(Outcome.class, Mode.class, Target.class, Metric.class, Direction.class, Verdict.class,
					Measure.class, Status.class, Severity.class, Stopping.Reason.class, ShardPooling.Method.class));

	private ResultsJson() {
	}

	/** Renders results as results.json: UTF-8 JSON, indented. */
	public static byte[] write(Results results) {
		return JSON.write(results);
	}

	/**
	 * Reads a results.json file of at most {@code maxBytes} bytes.
	 * @throws InvalidResultsException if it cannot be read, is too large or is invalid;
	 * messages name it by its file name
	 */
	public static Results read(Path file, long maxBytes) {
		String name = file.getFileName().toString();
		byte[] bytes;
		try (InputStream in = Files.newInputStream(file, LinkOption.NOFOLLOW_LINKS)) {
			bytes = in.readNBytes((int) Math.min(maxBytes + 1, Integer.MAX_VALUE - 8));
		}
		catch (IOException ex) {
			throw new InvalidResultsException(name + ": cannot read it (" + ex.getMessage() + ")", ex);
		}
		if (bytes.length > maxBytes) {
			throw new InvalidResultsException(name + ": more than " + maxBytes + " bytes");
		}
		return read(bytes, name);
	}

	/**
	 * Reads results.json.
	 * @param name what messages call it
	 * @throws InvalidResultsException if it is not JSON, not of {@link #SCHEMA_VERSION}
	 * or does not fit {@link Results}
	 */
	public static Results read(byte[] json, String name) {
		try {
			return JSON.read(json, name);
		}
		catch (InvalidJsonException ex) {
			throw new InvalidResultsException(ex.getMessage(), ex);
		}
	}

}
