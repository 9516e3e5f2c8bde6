package dev.perflab.perf.pool;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;

import dev.perflab.perf.metrics.Round;
import dev.perflab.perf.raw.Mode;
import dev.perflab.perf.raw.Target;
import dev.perflab.perf.results.Results;
import dev.perflab.perf.results.ResultsJson;

/**
 * The shards of one compare: their results.json files read, numbered, and checked to be
 * of one compare, and the shards asked for that left none.
 * <p>
 * A shard is numbered by its run's {@code --meta perf.shard=K}, else by its place on the
 * command line. A file that does not exist is a shard that failed or was cancelled before
 * it wrote results: the pool judges the rest. A file that exists but is not a
 * results.json of a compare, or shards of different commits or gates, are bad input:
 * pooling them would give a verdict about nothing.
 *
 * @param shards the shards read, by number
 * @param missing the numbers of the shards asked for that left no file
 * @param absentFiles the files given that do not exist
 */
record ShardFiles(List<Shard> shards, List<Integer> missing, List<Path> absentFiles) {

	/** results.json is small; a larger file is not one. */
	private static final long MAX_RESULTS_BYTES = 64L << 20;

	/**
	 * One shard read.
	 *
	 * @param number its number
	 * @param file where it was read from
	 */
	record Shard(int number, Path file, Results results) {

	}

	/**
	 * Reads and checks the shards.
	 * @param files the shards' results.json files
	 * @param expected the shards asked for, or null for as many as files given
	 * @throws IllegalArgumentException naming the file, for bad input
	 * @throws NoShardException when no file exists
	 */
	static ShardFiles read(List<Path> files, Integer expected) {
		int asked = (expected != null) ? expected : files.size();
		if (asked < 1) {
			throw new IllegalArgumentException("--shards must be 1 or more, got " + asked);
		}
		TreeMap<Integer, Shard> byNumber = new TreeMap<>();
		List<Path> absent = new ArrayList<>();
		for (int i = 0; i < files.size(); i++) {
			Path file = files.get(i);
			if (!Files.exists(file)) {
				absent.add(file);
				continue;
			}
			Results results = ResultsJson.read(file, MAX_RESULTS_BYTES);
			if (results.mode() != Mode.COMPARE) {
				throw new IllegalArgumentException(file + ": a " + results.mode().id()
						+ " run, not a compare: only compares of base and head can be pooled");
			}
			if (results.pool() != null) {
				throw new IllegalArgumentException(file + ": already a pool of " + results.pool().shards().size()
						+ " shards; pool the shards' own results.json");
			}
			int number = number(results, i + 1, file);
			if (number > asked) {
				throw new IllegalArgumentException(
						file + ": shard " + number + ", but only " + asked + " shards were asked for (--shards)");
			}
			Shard previous = byNumber.put(number, new Shard(number, file, results));
			if (previous != null) {
				throw new IllegalArgumentException(
						file + ": shard " + number + " again (also " + previous.file() + ")");
			}
		}
		if (byNumber.isEmpty()) {
			throw new NoShardException("no shard to pool: none of the " + files.size() + " results.json files given "
					+ "exists (" + absent.size() + " absent); every shard failed or was cancelled");
		}
		List<Shard> shards = List.copyOf(byNumber.values());
		shards.forEach((shard) -> sameCompare(shards.get(0), shard));
		distinctMeasurements(shards);
		TreeSet<Integer> missing = new TreeSet<>();
		for (int number = 1; number <= asked; number++) {
			if (!byNumber.containsKey(number)) {
				missing.add(number);
			}
		}
		return new ShardFiles(shards, List.copyOf(missing), List.copyOf(absent));
	}

	private static int number(Results results, int place, Path file) {
		String value = results.run().extra().get(Results.Run.SHARD);
		if (value == null) {
			return place;
		}
		try {
			int number = Integer.parseInt(value);
			if (number >= 1) {
				return number;
			}
		}
		catch (NumberFormatException ex) {
			// reported below
		}
		throw new IllegalArgumentException(
				file + ": run.extra." + Results.Run.SHARD + " is '" + value + "', not a shard number (1 or more)");
	}

	/**
	 * Refuses a shard that measured nothing of its own: one of its rounds is another
	 * shard's round (the same side, window and request count). The pool knows a run by
	 * what it measured, not by its file: a copy of a shard, renumbered or with a row
	 * edited away, would otherwise count its JVM pairs twice (8 pairs read as 16) and
	 * narrow the interval on no new evidence. Shards of a fan-out measure at other
	 * moments, so no round of theirs can coincide.
	 */
	private static void distinctMeasurements(List<Shard> shards) {
		Map<Measured, Shard> seen = new HashMap<>();
		for (Shard shard : shards) {
			for (Round round : shard.results().rounds()) {
				Measured measured = new Measured(round.target(), round.startMs(), round.endMs(),
						round.wrk().requests());
				Shard other = seen.putIfAbsent(measured, shard);
				if (other != null && other != shard) {
					throw new IllegalArgumentException(shard.file() + ": the measurement of shard " + other.number()
							+ " (" + other.file() + ") again: its " + round.target().name().toLowerCase(Locale.ROOT)
							+ " window of " + Instant.ofEpochMilli(round.startMs()) + " with " + round.wrk().requests()
							+ " requests; a copy of a shard is not another shard");
				}
			}
		}
	}

	/** What identifies a window a run measured. */
	private record Measured(Target target, long startMs, long endMs, long requests) {

	}

	/**
	 * Refuses a shard of another compare: other commits, another gateway profile, another
	 * workload, or another gate (thresholds, confidence, error rate, inconclusive exit).
	 */
	private static void sameCompare(Shard first, Shard shard) {
		same(first, shard, "base commit", (results) -> results.run().gitBase());
		same(first, shard, "head commit", (results) -> results.run().gitHead());
		same(first, shard, "gateway profile", (results) -> results.run().gatewayProfile());
		same(first, shard, "workload (sha256)", (results) -> results.load().traffic().sha256());
		same(first, shard, "thresholds", (results) -> results.comparison().thresholdsPercent());
		same(first, shard, "confidence", (results) -> results.comparison().confidence());
		same(first, shard, "--max-error-rate", (results) -> results.gate().maxErrorRate());
		same(first, shard, "--fail-on-inconclusive", (results) -> results.gate().failOnInconclusive());
	}

	private static void same(Shard first, Shard shard, String what, Function<Results, Object> value) {
		Object expected = value.apply(first.results());
		Object actual = value.apply(shard.results());
		if (!Objects.equals(expected, actual)) {
			throw new IllegalArgumentException(
					shard.file() + ": " + what + " " + actual + ", but shard " + first.number() + " (" + first.file()
							+ ") has " + expected + ": shards of different compares or gates cannot be pooled");
		}
	}

}
