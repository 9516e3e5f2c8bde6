package dev.perflab.perf.raw;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Reads and checks the raw files of a run directory. Every inconsistency is an error that
 * names the file and the key: a report built on a half-written round would be a wrong
 * verdict, which is worse than none.
 */
public final class RawRunReader {

	/** The raw-data schema this reader understands. */
	public static final int SCHEMA = 1;

	static final String RUN_PROPERTIES = "raw/run.properties";

	static final String ROUNDS = "raw/rounds";

	private static final Pattern ROUND_FILE = Pattern.compile("(\\d{3,})-([a-z]+)\\.properties");

	private static final Pattern CPU_KEY = Pattern.compile("cpu\\.([A-Za-z0-9_-]+)\\.(before|after)");

	/** The keys of run.properties this reader interprets; others pass through. */
	private static final Set<String> RUN_KEYS = Set.of("schema", "mode", "started_at", "git.head", "git.base",
			"git.base_ref", "java.version", "java.home", "wrk.version", "os", "cpu.model", "cpu.count",
			"layout.gateway_cpus", "layout.services_cpus", "layout.wrk_cpus", "wrk.threads", "wrk.connections",
			"round.duration_s", "rounds", "warmup.seconds", "warmup.stable", "gateway.profile", "jfr.window_start_ms",
			"jfr.window_end_ms");

	private RawRunReader() {
	}

	/**
	 * Reads a run directory.
	 * @param directory the run directory ({@code RUN_DIR})
	 * @return the checked raw data
	 * @throws RawDataException naming the file and key of the first problem found
	 */
	public static RawRun read(Path directory) {
		if (!Files.isDirectory(directory)) {
			throw new RawDataException(directory + ": no such run directory");
		}
		RunInfo info = readRunInfo(PropertiesFile.read(directory.resolve(RUN_PROPERTIES), RUN_PROPERTIES));
		List<RawRound> rounds = readRounds(directory, info.mode());
		checkTargets(rounds, info.mode());
		Path recording = directory.resolve((info.mode() == Mode.COMPARE) ? "head.jfr" : "gateway.jfr");
		Path baseRecording = (info.mode() == Mode.COMPARE) ? directory.resolve("base.jfr") : null;
		return new RawRun(directory, info, rounds, recording, baseRecording, listLogs(directory));
	}

	static RunInfo readRunInfo(PropertiesFile file) {
		long schema = file.integer("schema");
		if (schema != SCHEMA) {
			throw file.problem("schema " + schema + " is not supported (this tool reads schema " + SCHEMA + ")");
		}
		String modeId = file.nonEmptyText("mode");
		Mode mode = Mode.of(modeId);
		if (mode == null) {
			throw file.invalid("mode", modeId, "is not single or compare");
		}
		String startedAt = file.nonEmptyText("started_at");
		try {
			DateTimeFormatter.ISO_DATE_TIME.parse(startedAt);
		}
		catch (DateTimeParseException ex) {
			throw file.invalid("started_at", startedAt, "is not an ISO-8601 date and time");
		}
		boolean compare = mode == Mode.COMPARE;
		Layout layout = new Layout(file.nonEmptyText("layout.gateway_cpus"), file.nonEmptyText("layout.services_cpus"),
				file.nonEmptyText("layout.wrk_cpus"));
		Long windowStart = file.optionalInteger("jfr.window_start_ms");
		Long windowEnd = file.optionalInteger("jfr.window_end_ms");
		if (windowStart != null && windowEnd != null && windowEnd < windowStart) {
			throw file.invalid("jfr.window_end_ms", Long.toString(windowEnd), "is before jfr.window_start_ms");
		}
		double warmupSeconds = file.number("warmup.seconds");
		if (warmupSeconds < 0) {
			throw file.invalid("warmup.seconds", Double.toString(warmupSeconds), "is negative");
		}
		double roundDuration = file.number("round.duration_s");
		if (roundDuration <= 0) {
			throw file.invalid("round.duration_s", Double.toString(roundDuration), "must be greater than 0");
		}
		String profile = file.optionalText("gateway.profile");
		Map<String, String> extra = new TreeMap<>();
		for (String key : file.keys()) {
			if (!RUN_KEYS.contains(key)) {
				extra.put(key, file.text(key));
			}
		}
		return new RunInfo((int) schema, mode, startedAt, file.nonEmptyText("git.head"),
				compare ? file.nonEmptyText("git.base") : file.optionalText("git.base"),
				compare ? file.nonEmptyText("git.base_ref") : file.optionalText("git.base_ref"),
				file.nonEmptyText("java.version"), file.text("java.home"), file.text("wrk.version"), file.text("os"),
				file.text("cpu.model"), toInt(file, "cpu.count", file.positiveInteger("cpu.count")), layout,
				toInt(file, "wrk.threads", file.positiveInteger("wrk.threads")),
				toInt(file, "wrk.connections", file.positiveInteger("wrk.connections")), roundDuration,
				toInt(file, "rounds", file.positiveInteger("rounds")), warmupSeconds, file.bool("warmup.stable"),
				(profile == null || profile.isEmpty()) ? "clean" : profile, windowStart, windowEnd, extra);
	}

	private static List<RawRound> readRounds(Path directory, Mode mode) {
		Path roundsDirectory = directory.resolve(ROUNDS);
		if (!Files.isDirectory(roundsDirectory)) {
			throw new RawDataException(ROUNDS + ": the directory is missing");
		}
		List<Path> files;
		try (Stream<Path> listing = Files.list(roundsDirectory)) {
			// Anything not *.properties (an editor backup, a temp file of an atomic
			// write) is
			// not a round.
			files = listing.filter((path) -> path.getFileName().toString().endsWith(".properties"))
				.sorted(Comparator.comparing((path) -> path.getFileName().toString()))
				.toList();
		}
		catch (IOException ex) {
			throw new RawDataException(ROUNDS + ": cannot list it (" + ex.getMessage() + ")", ex);
		}
		if (files.isEmpty()) {
			throw new RawDataException(ROUNDS + ": no round files (NNN-TARGET.properties)");
		}
		List<RawRound> rounds = new ArrayList<>();
		Map<Integer, String> bySequence = new HashMap<>();
		Map<String, String> byRoundAndTarget = new HashMap<>();
		for (Path path : files) {
			String name = ROUNDS + "/" + path.getFileName();
			Matcher matcher = ROUND_FILE.matcher(path.getFileName().toString());
			if (!matcher.matches()) {
				throw new RawDataException(name + ": the name is not NNN-TARGET.properties");
			}
			int sequence = Integer.parseInt(matcher.group(1));
			Target named = Target.of(matcher.group(2));
			if (named == null) {
				throw new RawDataException(
						name + ": '" + matcher.group(2) + "' is not a target (direct, gateway, " + "base or head)");
			}
			RawRound round = readRound(PropertiesFile.read(path, name), sequence, named, mode);
			String earlier = bySequence.putIfAbsent(sequence, name);
			if (earlier != null) {
				throw new RawDataException(name + ": sequence number " + sequence + " is also used by " + earlier);
			}
			earlier = byRoundAndTarget.putIfAbsent(round.target().id() + "#" + round.round(), name);
			if (earlier != null) {
				throw new RawDataException(
						name + ": round " + round.round() + " of " + round.target().id() + " is also in " + earlier);
			}
			rounds.add(round);
		}
		rounds.sort(Comparator.comparingInt(RawRound::sequence));
		return List.copyOf(rounds);
	}

	static RawRound readRound(PropertiesFile file, int sequence, Target named, Mode mode) {
		String targetId = file.nonEmptyText("target");
		if (!targetId.equals(named.id())) {
			throw file.invalid("target", targetId, "does not match the file name (" + named.id() + ")");
		}
		if (!allowed(mode).contains(named)) {
			throw file.problem(named.id() + " rounds do not belong in a " + mode.id() + " run");
		}
		long round = file.positiveInteger("round");
		// Runs before forks existed had one JVM pair: each round pair is its own unit.
		Long fork = file.optionalInteger("fork");
		if (fork != null && fork < 1) {
			throw file.invalid("fork", Long.toString(fork), "must be 1 or more");
		}
		long start = file.integer("start_ms");
		long end = file.integer("end_ms");
		if (end < start) {
			throw file.invalid("end_ms", Long.toString(end), "is before start_ms");
		}
		WrkSummary wrk = readWrk(file);
		CpuTicks cpu = readCpu(file, named);
		return new RawRound(file.name(), sequence, toInt(file, "round", round),
				(fork != null) ? toInt(file, "fork", fork) : 0, named, file.nonEmptyText("url"), start, end, wrk, cpu);
	}

	/**
	 * Reads wrk's summary lines ({@code wrk.*=value}, as {@code perf/wrk/report.lua}
	 * prints them).
	 * @param file a file holding them
	 * @param name how messages name the file
	 * @return the summary
	 * @throws RawDataException naming the key of the first problem
	 */
	public static WrkSummary readWrk(Path file, String name) {
		return readWrk(PropertiesFile.read(file, name));
	}

	private static WrkSummary readWrk(PropertiesFile file) {
		long p50 = file.nonNegativeInteger("wrk.latency.p50_us");
		long p90 = file.nonNegativeInteger("wrk.latency.p90_us");
		long p99 = file.nonNegativeInteger("wrk.latency.p99_us");
		long p999 = file.nonNegativeInteger("wrk.latency.p999_us");
		long max = file.nonNegativeInteger("wrk.latency.max_us");
		// wrk reads all of these from one histogram: out of order means the keys were
		// mixed up.
		if (p50 > p90 || p90 > p99 || p99 > p999 || p999 > max) {
			throw file.problem("latency percentiles are not in order (p50 " + p50 + ", p90 " + p90 + ", p99 " + p99
					+ ", p99.9 " + p999 + ", max " + max + " us)");
		}
		double mean = file.number("wrk.latency.mean_us");
		double stdev = file.number("wrk.latency.stdev_us");
		if (mean < 0) {
			throw file.invalid("wrk.latency.mean_us", Double.toString(mean), "is negative");
		}
		if (stdev < 0) {
			throw file.invalid("wrk.latency.stdev_us", Double.toString(stdev), "is negative");
		}
		// 0 requests is a result, not bad data: a gateway that stalled completely.
		return new WrkSummary(file.nonNegativeInteger("wrk.requests"), file.positiveInteger("wrk.duration_us"),
				file.nonNegativeInteger("wrk.bytes"), file.nonNegativeInteger("wrk.errors.connect"),
				file.nonNegativeInteger("wrk.errors.read"), file.nonNegativeInteger("wrk.errors.write"),
				file.nonNegativeInteger("wrk.errors.status"), file.nonNegativeInteger("wrk.errors.timeout"), mean,
				stdev, max, p50, p90, p99, p999);
	}

	private static CpuTicks readCpu(PropertiesFile file, Target target) {
		long clockTicks = file.positiveInteger("cpu.clk_tck");
		Set<String> processes = new TreeSet<>();
		for (String key : file.keys()) {
			Matcher matcher = CPU_KEY.matcher(key);
			if (matcher.matches()) {
				processes.add(matcher.group(1));
			}
		}
		// The target's own process carries the headline CPU figure: without it the round
		// is
		// useless.
		processes.add(target.process());
		Map<String, CpuTicks.Span> spans = new LinkedHashMap<>();
		for (String process : processes) {
			String before = "cpu." + process + ".before";
			String after = "cpu." + process + ".after";
			long beforeTicks = file.nonNegativeInteger(before);
			long afterTicks = file.nonNegativeInteger(after);
			if (afterTicks < beforeTicks) {
				throw file.invalid(after, Long.toString(afterTicks),
						"is smaller than " + before + " (" + beforeTicks + "): did the process restart?");
			}
			spans.put(process, new CpuTicks.Span(beforeTicks, afterTicks));
		}
		return new CpuTicks(clockTicks, spans);
	}

	private static void checkTargets(List<RawRound> rounds, Mode mode) {
		Set<Target> present = EnumSet.noneOf(Target.class);
		rounds.forEach((round) -> present.add(round.target()));
		for (Target required : (mode == Mode.COMPARE) ? List.of(Target.BASE, Target.HEAD) : List.of(Target.GATEWAY)) {
			if (!present.contains(required)) {
				throw new RawDataException(
						ROUNDS + ": no " + required.id() + " rounds (a " + mode.id() + " run needs at least one)");
			}
		}
	}

	private static Set<Target> allowed(Mode mode) {
		return (mode == Mode.COMPARE) ? EnumSet.of(Target.DIRECT, Target.BASE, Target.HEAD)
				: EnumSet.of(Target.DIRECT, Target.GATEWAY);
	}

	private static List<String> listLogs(Path directory) {
		Path logs = directory.resolve("logs");
		if (!Files.isDirectory(logs)) {
			return List.of();
		}
		try (Stream<Path> listing = Files.list(logs)) {
			return listing.map((path) -> "logs/" + path.getFileName())
				.filter((name) -> name.endsWith(".log"))
				.sorted()
				.toList();
		}
		catch (IOException ex) {
			return List.of();
		}
	}

	private static int toInt(PropertiesFile file, String key, long value) {
		if (value > Integer.MAX_VALUE) {
			throw file.invalid(key, Long.toString(value), "is too large");
		}
		return (int) value;
	}

}
