package dev.perflab.perf.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.TimeUnit;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.HdrHistogram.Histogram;

import dev.perflab.perf.raw.AtRate;

/**
 * vegeta, the latency phase's load: an open model, each request sent when it is due
 * whether or not earlier ones were answered (a blocked worker makes vegeta start
 * another), and timed from then. Chosen over oha and Fortio (docs/measurements.md,
 * 2026-11-28): all three held the rate and saw 100 ms server stalls, but only vegeta
 * sends a mix (its targets carry their own method, headers and body), and it installs in
 * seconds from the Go module proxy.
 * <p>
 * Pitfall: vegeta keeps every answer's body unless told otherwise; the lab's JSON answers
 * of up to 16 KB would make hundreds of megabytes of results a window, so
 * {@code -max-body=0}.
 *
 * @param cpus where it runs: the load's CPUs, beside wrk's
 */
record Vegeta(CpuSet cpus) {

	/** The program, looked up on PATH; perf/local.sh puts Go's bin directory there. */
	static final String PROGRAM = "vegeta";

	/**
	 * An answer later than this is an error. Long, so that a stall is read as latency, as
	 * a user would meet it: at 2 s, a stall of about 1.5 s that every gateway of a fork
	 * met at once (p99 410-422 ms in all four) timed out 124 of one head's requests, and
	 * the JVM pair was lost, while the other pair's head/base p99 read 0.99.
	 */
	static final int TIMEOUT_SECONDS = 10;

	/**
	 * The first second of a window is sent but not read: vegeta opens its connections
	 * then, and the gateway its upstream ones. Measured on the mix, four gateways at 209
	 * requests a second: the first second held 69 of one gateway's 138 answers slower
	 * than 20 ms, and its p99 read 130.6 ms with it, 69.7 ms without.
	 */
	static final int RAMP_SECONDS = 1;

	private static final ObjectMapper JSON = new ObjectMapper();

	/**
	 * Starts one window at a rate. It ends by itself after the duration;
	 * {@link Running#await} also bounds it.
	 * @param targets vegeta's targets ({@code VegetaTargets})
	 * @param perSecond the arrival rate
	 * @param results where vegeta writes its results
	 */
	Running start(ProcessRegistry registry, String name, Path targets, long perSecond, int seconds, Path results) {
		List<String> command = List.of(PROGRAM, "attack", "-format=json", "-targets=" + targets,
				"-rate=" + perSecond + "/1s", "-duration=" + (RAMP_SECONDS + seconds) + "s",
				"-timeout=" + TIMEOUT_SECONDS + "s", "-max-body=0", "-name=" + name, "-output=" + results);
		Path log = results.resolveSibling(results.getFileName() + ".log");
		return new Running(registry, registry.start("vegeta", this.cpus, command, log), perSecond, seconds, results,
				log);
	}

	/**
	 * A window in progress.
	 *
	 * @param results vegeta's results (its binary encoding)
	 * @param log what vegeta printed
	 */
	record Running(ProcessRegistry registry, LabProcess process, long perSecond, int seconds, Path results, Path log) {

		/**
		 * Waits for the window to end and reads its results.
		 * @param expected the statuses the workload declares
		 * @throws LabException if vegeta failed or hung
		 */
		AtRate await(Set<Integer> expected) {
			long bound = RAMP_SECONDS + this.seconds + TIMEOUT_SECONDS + 30L;
			try {
				if (!this.process.process().waitFor(bound, TimeUnit.SECONDS)) {
					throw new LabException("vegeta did not end within " + bound + " s");
				}
			}
			catch (InterruptedException ex) {
				Thread.currentThread().interrupt();
				throw new LabException("interrupted while vegeta ran");
			}
			finally {
				this.registry.stop(this.process);
			}
			int exit = this.process.process().exitValue();
			if (exit != 0) {
				throw new LabException("vegeta failed (exit " + exit + "): " + read(this.log).strip());
			}
			String csv = Commands.run(List.of(PROGRAM, "encode", "-to=csv", this.results.toString()),
					"reading vegeta's results");
			try {
				AtRate window = read(csv, this.perSecond, expected);
				if (window.errors() == 0) {
					return window;
				}
				// What failed, in vegeta's words: its report lists each error once.
				String report = Commands.run(List.of(PROGRAM, "report", "-type=json", this.results.toString()),
						"reading vegeta's report");
				return window.withFailures(failures(report));
			}
			finally {
				deleteQuietly(this.results);
				deleteQuietly(this.log);
			}
		}

		/**
		 * Reads vegeta's results in its CSV encoding, of which only the first three
		 * columns are read: the send time (ns since the epoch), the status (0 without an
		 * answer) and the latency (ns). The later columns (the error text among them) may
		 * be quoted; these never are. The ramp is left out: the first
		 * {@link #RAMP_SECONDS} times the rate of requests, in the order they were sent.
		 * <p>
		 * Counted, not timed: vegeta paces its requests from its own start, a little
		 * before the first was sent, so the one due at 1 s went out 20-200 µs before the
		 * first's time plus 1 s. Cut by time, three windows of 20 a second for 3 s read
		 * 39 answers each, and three of eight gateway windows planned at 1,000 read 999,
		 * one short of what p99 needs (a compare on the AMD VM, 3 December).
		 */
		static AtRate read(String csv, double perSecond, Set<Integer> expected) {
			List<long[]> results = new ArrayList<>();
			for (String line : csv.split("\n")) {
				if (line.isBlank()) {
					continue;
				}
				String[] columns = line.split(",", 4);
				if (columns.length < 4) {
					throw new LabException("vegeta's results: not its CSV encoding: " + line);
				}
				long sentAt;
				int status;
				long latency;
				try {
					sentAt = Long.parseLong(columns[0]);
					status = Integer.parseInt(columns[1]);
					latency = Long.parseLong(columns[2]);
				}
				catch (NumberFormatException ex) {
					throw new LabException("vegeta's results: not its CSV encoding: " + line);
				}
				results.add(new long[] { sentAt, status, latency });
			}
			results.sort(Comparator.comparingLong((result) -> result[0]));
			int ramp = (int) Math.min(results.size(), Math.round(RAMP_SECONDS * perSecond));
			Histogram latencies = AtRate.newHistogram();
			long sent = 0;
			long errors = 0;
			long first = Long.MAX_VALUE;
			long last = Long.MIN_VALUE;
			for (long[] result : results.subList(ramp, results.size())) {
				sent++;
				first = Math.min(first, result[0]);
				last = Math.max(last, result[0] + result[2]);
				if (expected.contains((int) result[1])) {
					latencies.recordValue(Math.max(1, result[2] / 1000));
				}
				else {
					errors++;
				}
			}
			long spanMs = (sent > 0) ? TimeUnit.NANOSECONDS.toMillis(last - first) : 0;
			return AtRate.of(perSecond, sent, errors, spanMs, latencies, List.of());
		}

		/**
		 * Returns the errors of vegeta's JSON report, at most
		 * {@link AtRate#FAILURES_KEPT}.
		 */
		static List<String> failures(String report) {
			try {
				JsonNode errors = JSON.readTree(report).path("errors");
				List<String> failures = new ArrayList<>();
				errors.forEach((error) -> failures.add(error.asText()));
				return failures.stream().distinct().limit(AtRate.FAILURES_KEPT).toList();
			}
			catch (JsonProcessingException ex) {
				return List.of("(vegeta's report is not JSON)");
			}
		}

		private static String read(Path file) {
			try {
				return Files.readString(file);
			}
			catch (IOException ex) {
				return "(no output: " + ex.getMessage() + ")";
			}
		}

		private static void deleteQuietly(Path file) {
			try {
				Files.deleteIfExists(file);
			}
			catch (IOException ex) {
				// A leftover in raw/: harmless.
			}
		}

	}

	/**
	 * Describes a window for the progress lines, e.g.
	 * {@code 480/s asked, 479.6/s answered}.
	 */
	static String describe(AtRate window) {
		String line = String.format(Locale.ROOT, "%.0f/s asked, %.1f/s answered, p50 %.2f ms, p99 %.2f ms",
				window.askedPerSecond(), window.achievedPerSecond(), window.percentileMs(50), window.percentileMs(99));
		if (window.errors() > 0) {
			line += ", " + window.errors() + " failed (" + String.join("; ", window.failures()) + ")";
		}
		if (!window.sustained()) {
			return line + " (NOT SUSTAINED: not read as latency)";
		}
		return window.reads(AtRate.GATED_PERCENTILE) ? line
				: String.format(Locale.ROOT, "%s (%,d answers: p99 needs %,d, not read)", line, window.answered(),
						AtRate.requestsToRead(AtRate.GATED_PERCENTILE));
	}

}
