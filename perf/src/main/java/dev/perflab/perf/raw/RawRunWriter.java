package dev.perflab.perf.raw;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;

/**
 * Writes a run's raw files, the record of what was measured that {@link RawRunReader}
 * reads back (and {@code perf report} re-renders). Each file appears whole or not at all:
 * written under a temporary name, then renamed.
 */
public final class RawRunWriter {

	private RawRunWriter() {
	}

	/**
	 * Writes {@code raw/run.properties}.
	 * @param directory the run directory
	 * @param values its keys and values
	 */
	public static void writeRunInfo(Path directory, Map<String, String> values) {
		write(directory.resolve(RawRunReader.RUN_PROPERTIES), values);
	}

	/**
	 * Writes one round, {@code raw/rounds/NNN-TARGET.properties}.
	 * @param directory the run directory
	 * @param round the round; its file name is derived from its sequence and target
	 */
	public static void writeRound(Path directory, RawRound round) {
		Map<String, String> values = new LinkedHashMap<>();
		values.put("round", Integer.toString(round.round()));
		if (round.fork() > 0) {
			values.put("fork", Integer.toString(round.fork()));
		}
		values.put("target", round.target().id());
		values.put("url", round.url());
		values.put("start_ms", Long.toString(round.startMillis()));
		values.put("end_ms", Long.toString(round.endMillis()));
		values.put("cpu.clk_tck", Long.toString(round.cpu().clockTicksPerSecond()));
		round.cpu().processes().forEach((process, span) -> {
			values.put("cpu." + process + ".before", Long.toString(span.before()));
			values.put("cpu." + process + ".after", Long.toString(span.after()));
		});
		WrkSummary wrk = round.wrk();
		values.put("wrk.requests", Long.toString(wrk.requests()));
		values.put("wrk.duration_us", Long.toString(wrk.durationMicros()));
		values.put("wrk.bytes", Long.toString(wrk.bytes()));
		values.put("wrk.errors.connect", Long.toString(wrk.connectErrors()));
		values.put("wrk.errors.read", Long.toString(wrk.readErrors()));
		values.put("wrk.errors.write", Long.toString(wrk.writeErrors()));
		values.put("wrk.errors.status", Long.toString(wrk.statusErrors()));
		values.put("wrk.errors.timeout", Long.toString(wrk.timeouts()));
		values.put("wrk.latency.mean_us", Double.toString(wrk.latencyMeanMicros()));
		values.put("wrk.latency.stdev_us", Double.toString(wrk.latencyStdevMicros()));
		values.put("wrk.latency.max_us", Long.toString(wrk.latencyMaxMicros()));
		values.put("wrk.latency.p50_us", Long.toString(wrk.latencyP50Micros()));
		values.put("wrk.latency.p90_us", Long.toString(wrk.latencyP90Micros()));
		values.put("wrk.latency.p99_us", Long.toString(wrk.latencyP99Micros()));
		values.put("wrk.latency.p999_us", Long.toString(wrk.latencyP999Micros()));
		String name = String.format("%03d-%s.properties", round.sequence(), round.target().id());
		write(directory.resolve(RawRunReader.ROUNDS).resolve(name), values);
	}

	private static void write(Path file, Map<String, String> values) {
		Properties properties = new Properties();
		properties.putAll(values);
		Path temporary = file.resolveSibling(file.getFileName() + ".tmp");
		try {
			Files.createDirectories(file.getParent());
			try (Writer writer = Files.newBufferedWriter(temporary, StandardCharsets.UTF_8)) {
				properties.store(writer, null);
			}
			Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
		}
		catch (IOException ex) {
			throw new UncheckedIOException("cannot write " + file, ex);
		}
	}

}
