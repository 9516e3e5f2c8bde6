package dev.perflab.perf.report;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import dev.perflab.perf.raw.Mode;
import dev.perflab.perf.raw.RawRound;
import dev.perflab.perf.raw.RawRun;
import dev.perflab.perf.raw.Target;

/**
 * A side's window recordings in a compare, and the requests its JVMs served while they
 * recorded: {@code recordings/fork-K-SIDE[-P].jfr}, one per JVM (JVM pair
 * {@code (K - 1) × pairs + P} of the rounds), or, in a run that kept none,
 * {@code base.jfr} / {@code head.jfr}: the last JVM pair's.
 *
 * @param files the recordings, sorted (fork-K-base-P lines up with fork-K-head-P)
 * @param requests the requests of the rounds of the JVMs those files recorded
 */
record SideRecordings(List<Path> files, long requests) {

	/** Every gateway JVM's measured window, kept apart: see {@code LabRun}. */
	static final String DIRECTORY = "recordings";

	private static final Pattern FORK_PAIR = Pattern.compile("fork-(\\d+)-[a-z]+(?:-(\\d+))?\\.jfr");

	SideRecordings {
		files = List.copyOf(files);
	}

	/**
	 * Returns a side's recordings.
	 * @param side {@link Target#BASE} or {@link Target#HEAD}
	 * @param fallback the side's one recording, used when the run kept no window
	 * recordings
	 */
	static SideRecordings of(RawRun run, Target side, Path fallback) {
		List<Path> files = windows(run, side.id());
		if (files.isEmpty()) {
			return new SideRecordings(List.of(fallback), requests(run, side, lastJvmPair(run)));
		}
		int pairs = Math.max(run.info().pairs(), 1);
		long requests = 0;
		for (Path file : files) {
			Matcher name = FORK_PAIR.matcher(file.getFileName().toString());
			if (!name.matches()) {
				throw new IllegalStateException("unexpected recording name " + file.getFileName());
			}
			int pair = (name.group(2) != null) ? Integer.parseInt(name.group(2)) : 1;
			requests += requests(run, side, RawRound.jvmPair(Integer.parseInt(name.group(1)), pair, pairs));
		}
		return new SideRecordings(files, requests);
	}

	/**
	 * Returns the requests served while {@link RawRun#recording()} recorded, which the
	 * rules read as {@code REQUESTS()}: in a compare, head's rounds of the last JVM pair
	 * ({@code head.jfr} is that JVM's window); null in other modes, where which rounds
	 * {@code gateway.jfr} spans is not modelled here, so per-request rules find nothing.
	 */
	static Long recordingRequests(RawRun run) {
		if (run.info().mode() != Mode.COMPARE) {
			return null;
		}
		return requests(run, Target.HEAD, lastJvmPair(run));
	}

	/**
	 * base.jfr / head.jfr record the last fork's last pair, the highest JVM pair (0 in a
	 * run without forks, whose every round is that pair's).
	 */
	private static int lastJvmPair(RawRun run) {
		return run.rounds().stream().mapToInt(RawRound::jvmPair).max().orElse(0);
	}

	private static long requests(RawRun run, Target side, int jvmPair) {
		return run.rounds()
			.stream()
			.filter((round) -> round.target() == side && round.jvmPair() == jvmPair)
			.mapToLong((round) -> round.wrk().requests())
			.sum();
	}

	private static List<Path> windows(RawRun run, String side) {
		Path directory = run.directory().resolve(DIRECTORY);
		if (!Files.isDirectory(directory)) {
			return List.of();
		}
		try (Stream<Path> listing = Files.list(directory)) {
			return listing
				.filter((path) -> path.getFileName().toString().matches("fork-\\d+-" + side + "(-\\d+)?\\.jfr"))
				.sorted()
				.toList();
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

}
