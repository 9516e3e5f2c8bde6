package dev.perflab.perf;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * Writes raw run directories the way {@code perf/local.sh} does:
 * {@code raw/run.properties} and one {@code raw/rounds/NNN-TARGET.properties} per wrk
 * round, with figures chosen to be checked by hand.
 * <p>
 * A default round: 10 s of wrk, 10 clock ticks per second (CLK_TCK 100), so CPU time per
 * request is {@code ticks * 10,000 / requests} microseconds.
 */
public final class RunDirectoryFixture {

	private final Path directory;

	private final Map<String, String> run = new LinkedHashMap<>();

	private int sequence;

	private RunDirectoryFixture(Path directory, String mode) {
		this.directory = directory;
		this.run.put("schema", "1");
		this.run.put("mode", mode);
		this.run.put("started_at", "2026-11-21T10:15:00Z");
		this.run.put("git.head", "4f1c2a9e8b7d6c5f4e3d2c1b0a9f8e7d6c5b4a39");
		if (mode.equals("compare")) {
			this.run.put("git.base", "0a1b2c3d4e5f60718293a4b5c6d7e8f901234567");
			this.run.put("git.base_ref", "origin/main");
		}
		this.run.put("java.version", "17.0.15");
		this.run.put("java.home", "/usr/lib/jvm/java-17-openjdk-amd64");
		this.run.put("wrk.version", "wrk 4.2.0 [epoll]");
		this.run.put("os", "Linux 6.1.0-28-amd64");
		this.run.put("cpu.model", "Intel(R) Xeon(R) Platinum 8259CL CPU @ 2.50GHz");
		this.run.put("cpu.count", "2");
		this.run.put("layout.gateway_cpus", "1");
		this.run.put("layout.services_cpus", "0");
		this.run.put("layout.wrk_cpus", "0");
		this.run.put("wrk.threads", "1");
		this.run.put("wrk.connections", "10");
		this.run.put("round.duration_s", "10");
		this.run.put("rounds", "3");
		this.run.put("warmup.seconds", "42");
		this.run.put("warmup.stable", "true");
		this.run.put("gateway.profile", "clean");
		this.run.put("jfr.window_start_ms", "1795256100000");
		this.run.put("jfr.window_end_ms", "1795256200000");
	}

	public static RunDirectoryFixture single(Path directory) {
		return new RunDirectoryFixture(directory, "single");
	}

	public static RunDirectoryFixture compare(Path directory) {
		return new RunDirectoryFixture(directory, "compare");
	}

	public Path directory() {
		return this.directory;
	}

	/** Sets (or, with null, removes) a key of run.properties. */
	public RunDirectoryFixture run(String key, String value) {
		if (value == null) {
			this.run.remove(key);
		}
		else {
			this.run.put(key, value);
		}
		return this;
	}

	/**
	 * Adds a round of the direct backend: 40,000 RPS at {@code requests = 400,000}, hello
	 * using {@code helloTicks}.
	 */
	public Round direct(int round, long requests, long helloTicks) {
		return new Round(round, "direct").requests(requests).cpu("hello", helloTicks).latency(200, 300, 500, 900, 2000);
	}

	/** Adds a round of a gateway target (gateway, base or head). */
	public Round gateway(int round, String target, long requests, long gatewayTicks) {
		return new Round(round, target).requests(requests)
			.cpu(target, gatewayTicks)
			.cpu("hello", requests / 500)
			.cpu("auth", requests * 3 / 1000)
			.latency(1800, 2500, 4000, 6000, 12000);
	}

	/**
	 * Writes run.properties and the rounds added so far.
	 * @return the run directory
	 */
	public Path write() {
		writeProperties(this.directory.resolve("raw/run.properties"), this.run);
		return this.directory;
	}

	static void writeProperties(Path file, Map<String, String> values) {
		StringBuilder text = new StringBuilder("# written by RunDirectoryFixture\n");
		values.forEach((key, value) -> text.append(key).append('=').append(value).append('\n'));
		try {
			Files.createDirectories(file.getParent());
			Files.writeString(file, text, StandardCharsets.UTF_8);
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

	/** One round file, written by {@link #add()}. */
	public final class Round {

		private final Map<String, String> values = new LinkedHashMap<>();

		private final String target;

		Round(int round, String target) {
			this.target = target;
			this.values.put("round", Integer.toString(round));
			this.values.put("target", target);
			this.values.put("url",
					target.equals("direct") ? "http://127.0.0.1:38072/hello" : "http://127.0.0.1:38071/service/hello");
			long start = 1795256100000L + round * 30_000L + (target.equals("direct") ? 0 : 15_000);
			this.values.put("start_ms", Long.toString(start));
			this.values.put("end_ms", Long.toString(start + 10_000));
			this.values.put("wrk.duration_us", "10000000");
			this.values.put("wrk.errors.connect", "0");
			this.values.put("wrk.errors.read", "0");
			this.values.put("wrk.errors.write", "0");
			this.values.put("wrk.errors.status", "0");
			this.values.put("wrk.errors.timeout", "0");
			this.values.put("wrk.latency.mean_us", "1900.5");
			this.values.put("wrk.latency.stdev_us", "450.2");
			this.values.put("cpu.clk_tck", "100");
		}

		public Round requests(long requests) {
			this.values.put("wrk.requests", Long.toString(requests));
			this.values.put("wrk.bytes", Long.toString(requests * 150));
			return this;
		}

		/**
		 * Sets a process's CPU use: before is an arbitrary offset, after = before +
		 * ticks.
		 */
		public Round cpu(String process, long ticks) {
			long before = 12_345 + process.hashCode() % 1000;
			this.values.put("cpu." + process + ".before", Long.toString(Math.abs(before)));
			this.values.put("cpu." + process + ".after", Long.toString(Math.abs(before) + ticks));
			return this;
		}

		public Round latency(long p50, long p90, long p99, long p999, long max) {
			this.values.put("wrk.latency.p50_us", Long.toString(p50));
			this.values.put("wrk.latency.p90_us", Long.toString(p90));
			this.values.put("wrk.latency.p99_us", Long.toString(p99));
			this.values.put("wrk.latency.p999_us", Long.toString(p999));
			this.values.put("wrk.latency.max_us", Long.toString(max));
			return this;
		}

		public Round p99Millis(double p99) {
			long micros = Math.round(p99 * 1000);
			this.values.put("wrk.latency.p99_us", Long.toString(micros));
			this.values.put("wrk.latency.p999_us", Long.toString(Math.max(micros, 6000)));
			this.values.put("wrk.latency.max_us", Long.toString(Math.max(micros, 12000) + 1000));
			return this;
		}

		public Round errors(long connect, long read, long write, long status, long timeout) {
			this.values.put("wrk.errors.connect", Long.toString(connect));
			this.values.put("wrk.errors.read", Long.toString(read));
			this.values.put("wrk.errors.write", Long.toString(write));
			this.values.put("wrk.errors.status", Long.toString(status));
			this.values.put("wrk.errors.timeout", Long.toString(timeout));
			return this;
		}

		/** Sets (or, with null, removes) any key. */
		public Round set(String key, String value) {
			if (value == null) {
				this.values.remove(key);
			}
			else {
				this.values.put(key, value);
			}
			return this;
		}

		/**
		 * Writes the round file with the next sequence number.
		 * @return the fixture
		 */
		public RunDirectoryFixture add() {
			RunDirectoryFixture fixture = RunDirectoryFixture.this;
			fixture.sequence++;
			String name = String.format(Locale.ROOT, "%03d-%s.properties", fixture.sequence, this.target);
			writeProperties(fixture.directory.resolve("raw/rounds").resolve(name), this.values);
			return fixture;
		}

	}

}
