package dev.perflab.perf.run;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import dev.perflab.perf.json.InvalidJsonException;
import dev.perflab.perf.json.StrictJson;
import dev.perflab.perf.raw.WrkSummary;

/**
 * wrk, the load generator: a closed loop of a fixed number of connections, each sending
 * the next request when the last answer came. What it sends is its target's script (a
 * workload's, made by {@code WrkScript}); its summary comes from
 * {@code perf/wrk/report.lua}, which every script ends with. Nothing runs per answer (a
 * Lua response() callback would cost wrk more CPU than the gateway it measures).
 *
 * @param threads wrk's {@code -t}
 * @param connections wrk's {@code -c}
 */
record Wrk(CpuSet cpus, int threads, int connections) {

	/**
	 * Starts one wrk run. It ends by itself after the duration; {@link Running#await()}
	 * also bounds it.
	 * @param registry where the process is registered for clean-up
	 */
	Running start(ProcessRegistry registry, Load.Target target, int seconds, Path output) {
		List<String> command = new ArrayList<>(List.of("wrk", "-t" + this.threads, "-c" + this.connections,
				"-d" + seconds + "s", "--timeout", "2s", "-s", target.script().toString(), target.url()));
		return new Running(registry, registry.start("wrk", this.cpus, command, output), seconds, output);
	}

	/**
	 * A wrk run in progress.
	 *
	 * @param output where it prints its summary
	 */
	record Running(ProcessRegistry registry, LabProcess process, int seconds, Path output) {

		/** The line perf/wrk/report.lua prints, before its JSON. */
		private static final String SUMMARY = "perf-wrk-summary ";

		private static final StrictJson<WrkSummary> SUMMARY_JSON = new StrictJson<>(WrkSummary.class, null, 0,
				List.of());

		/**
		 * Waits for wrk to end and reads its summary.
		 * @throws LabException if wrk failed, hung, or printed no summary
		 */
		WrkSummary await() {
			try {
				if (!this.process.process().waitFor(this.seconds + 30L, TimeUnit.SECONDS)) {
					throw new LabException("wrk did not end within " + (this.seconds + 30) + " s");
				}
			}
			catch (InterruptedException ex) {
				Thread.currentThread().interrupt();
				throw new LabException("interrupted while wrk ran");
			}
			finally {
				this.registry.stop(this.process);
			}
			int exit = this.process.process().exitValue();
			String text = read();
			String summary = text.lines()
				.filter((line) -> line.startsWith(SUMMARY))
				.map((line) -> line.substring(SUMMARY.length()))
				.findFirst()
				.orElse(null);
			if (exit != 0 || summary == null) {
				throw new LabException("wrk failed (exit " + exit + "): " + text.strip());
			}
			try {
				return SUMMARY_JSON.read(summary.getBytes(StandardCharsets.UTF_8), "wrk's summary");
			}
			catch (InvalidJsonException ex) {
				throw new LabException(ex.getMessage() + " in " + this.output.getFileName());
			}
			finally {
				deleteQuietly();
			}
		}

		private String read() {
			try {
				return Files.readString(this.output);
			}
			catch (IOException ex) {
				return "(no output: " + ex.getMessage() + ")";
			}
		}

		private void deleteQuietly() {
			try {
				Files.deleteIfExists(this.output);
			}
			catch (IOException ex) {
				// A leftover in raw/: harmless.
			}
		}

	}

}
