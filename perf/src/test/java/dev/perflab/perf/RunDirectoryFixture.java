package dev.perflab.perf;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.perflab.perf.raw.RawRunJson;

/**
 * Writes run directories the way {@code perf run} does: {@code raw/run.json} with the
 * run's facts and one entry per wrk round, with figures chosen to be checked by hand. The
 * file is built as a JSON tree, so that a test can also write what perf never would.
 * <p>
 * A default round: 10 s of wrk, CPU in units of 10 ms (clkTck 100), so CPU time per
 * request is {@code ticks * 10,000 / requests} microseconds.
 */
public final class RunDirectoryFixture {

	private static final ObjectMapper MAPPER = new ObjectMapper();

	static final double START_SECONDS = 12.0;

	static final double STOP_SECONDS = 3.0;

	/** The JIT's share at the end of a settled warm-up, and of an unsettled one. */
	static final double QUIET_JIT = 0.004;

	static final double COMPILING_JIT = 0.312;

	private final Path directory;

	private final ObjectNode info = MAPPER.createObjectNode();

	private final ArrayNode rounds = MAPPER.createArrayNode();

	private RunDirectoryFixture(Path directory, String mode) {
		this.directory = directory;
		boolean compare = mode.equals("compare");
		this.info.put("mode", mode)
			.put("startedAt", "2026-11-21T10:15:00Z")
			.put("gitHead", "4f1c2a9e8b7d6c5f4e3d2c1b0a9f8e7d6c5b4a39")
			.put("gitBase", compare ? "0a1b2c3d4e5f60718293a4b5c6d7e8f901234567" : null)
			.put("gitBaseRef", compare ? "origin/main" : null)
			.put("javaVersion", "17.0.15")
			.put("javaHome", "/usr/lib/jvm/java-17-openjdk-amd64")
			.put("wrkVersion", "wrk 4.2.0 [epoll]")
			.put("os", "Linux 6.1.0-28-amd64")
			.put("cpuModel", "Intel(R) Xeon(R) Platinum 8259CL CPU @ 2.50GHz")
			.put("cpuCount", 2);
		this.info.putObject("layout").put("gatewayCpus", "1").put("servicesCpus", "0").put("wrkCpus", "0");
		this.info.put("wrkThreads", 1)
			.put("wrkConnections", 10)
			.put("roundDurationSeconds", 10.0)
			.put("forks", 1)
			.put("pairs", 1)
			.put("windows", 3);
		warmUps(42.0, true);
		this.info.put("gatewayProfile", "clean");
		this.info.putObject("jfrWindow").put("startMs", 1795256100000L).put("endMs", 1795256200000L);
		this.info.putNull("noise");
		this.info.putArray("hostFreezes");
		ObjectNode traffic = this.info.putObject("traffic")
			.put("workload", "perf/workloads/single.yaml")
			.put("sha256", "5e1f0c0a2b7d0e9c4c1b8a6f3d2e1c0b9a8f7e6d5c4b3a29180f7e6d5c4b3a29");
		traffic.putArray("requests")
			.addObject()
			.put("name", "hello")
			.put("method", "GET")
			.put("path", "/service/hello")
			.put("share", 1.0)
			.put("status", 200)
			.put("route", "hello-service")
			.putNull("leftOut");
		traffic.putArray("routes").addObject().put("id", "hello-service").put("requests", 120_000);
		traffic.putNull("routesUnknown");
		traffic.putArray("mismatches");
		this.info.putObject("meta");
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

	/** Sets (or, with null, removes) a fact of the run, e.g. {@code windows}. */
	public RunDirectoryFixture run(String key, Object value) {
		set(this.info, key, value);
		return this;
	}

	/**
	 * Sets every fork's warm-up: its seconds and whether it settled; each fork took
	 * {@value #START_SECONDS} s to start and {@value #STOP_SECONDS} s to stop.
	 */
	public RunDirectoryFixture warmUps(double seconds, boolean... stable) {
		ArrayNode warmUps = this.info.putArray("warmUps");
		for (boolean settled : stable) {
			warmUps.addObject()
				.put("seconds", seconds)
				.put("stable", settled)
				.put("compilerShare", settled ? QUIET_JIT : COMPILING_JIT)
				.put("startSeconds", START_SECONDS)
				.put("stopSeconds", STOP_SECONDS);
		}
		return this;
	}

	/** Sets the JIT's share at the end of each fork's warm-up, in fork order. */
	public RunDirectoryFixture compilerShares(double... shares) {
		ArrayNode warmUps = (ArrayNode) this.info.get("warmUps");
		for (int fork = 0; fork < shares.length; fork++) {
			((ObjectNode) warmUps.get(fork)).put("compilerShare", shares[fork]);
		}
		return this;
	}

	/** Adds a host-freeze probe's totals. */
	public RunDirectoryFixture hostFreeze(int cpu, long wallMs, long frozenMs, long longestMs, long freezes) {
		((ArrayNode) this.info.get("hostFreezes")).addObject()
			.put("cpu", cpu)
			.put("wallMs", wallMs)
			.put("frozenMs", frozenMs)
			.put("frozenFraction", (wallMs > 0) ? (double) frozenMs / wallMs : 0)
			.put("longestMs", longestMs)
			.put("freezes", freezes);
		return this;
	}

	/**
	 * Adds a round of the direct backend: 40,000 RPS at {@code requests = 400,000}, hello
	 * using {@code helloTicks}.
	 */
	public Round direct(int round, long requests, long helloTicks) {
		return new Round(round, "direct").requests(requests).cpu("hello", helloTicks).latency(200, 300, 500, 900, 2000);
	}

	/**
	 * Adds a round of a gateway target (gateway, base or head), which allocates about 43
	 * KB per request (a few bytes more or less by round, as JVMs differ) and creates one
	 * throwable per 10,000 requests.
	 */
	public Round gateway(int round, String target, long requests, long gatewayTicks) {
		return new Round(round, target).requests(requests)
			.allocated(requests * (43_000 + (round * 37 + target.length() * 11) % 50))
			.throwables(requests / 10_000)
			.cpu(target, gatewayTicks)
			.cpu("hello", requests / 500)
			.cpu("auth", requests * 3 / 1000)
			.latency(1800, 2500, 4000, 6000, 12000);
	}

	/**
	 * Writes raw/run.json with the rounds added so far.
	 * @return the run directory
	 */
	public Path write() {
		if (!this.info.has("stopping")) {
			// The run measured the forks it was given, as a run without looks does.
			this.info.putObject("stopping")
				.put("maxForks", this.info.get("forks").asInt())
				.put("budgetSeconds", 0)
				.put("reason", "forks");
		}
		ObjectNode document = MAPPER.createObjectNode().put("schema", RawRunJson.SCHEMA);
		document.set("info", this.info);
		document.set("rounds", this.rounds);
		try {
			Files.createDirectories(this.directory.resolve("raw"));
			Files.writeString(this.directory.resolve("raw/run.json"), document.toPrettyString());
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
		return this.directory;
	}

	/**
	 * Sets a value at a dotted path ({@code wrk.errors.status}), creating the objects on
	 * the way; null removes the key.
	 */
	private static void set(ObjectNode root, String path, Object value) {
		ObjectNode node = root;
		String[] keys = path.split("\\.");
		for (int i = 0; i < keys.length - 1; i++) {
			node = node.has(keys[i]) ? (ObjectNode) node.get(keys[i]) : node.putObject(keys[i]);
		}
		if (value == null) {
			node.remove(keys[keys.length - 1]);
		}
		else {
			node.set(keys[keys.length - 1], MAPPER.valueToTree(value));
		}
	}

	/** One round, added to the file by {@link #add()}. */
	public final class Round {

		private final ObjectNode values = MAPPER.createObjectNode();

		Round(int round, String target) {
			long start = 1795256100000L + round * 30_000L + (target.equals("direct") ? 0 : 15_000);
			this.values.put("sequence", 0)
				.put("round", round)
				.put("jvmPair", 0)
				.put("target", target)
				.put("url",
						target.equals("direct") ? "http://127.0.0.1:38072/hello"
								: "http://127.0.0.1:38071/service/hello")
				.put("startMs", start)
				.put("endMs", start + 10_000);
			ObjectNode wrk = this.values.putObject("wrk")
				.put("requests", 0)
				.put("durationUs", 10_000_000)
				.put("bytes", 0);
			errors(0, 0, 0, 0, 0);
			wrk.putObject("latencyUs").put("mean", 1900.5).put("stdev", 450.2);
			wrk.putNull("sent");
			this.values.putObject("cpuTicks").put("clkTck", 100).putObject("processes");
			this.values.putNull("allocatedBytes");
			this.values.putNull("throwables");
			this.values.putNull("atRate");
		}

		/** Sets the heap bytes the round's own process allocated. */
		public Round allocated(long bytes) {
			return set("allocatedBytes", bytes);
		}

		/** Leaves the round without counts, as a process that was not read. */
		public Round uncounted() {
			this.values.putNull("allocatedBytes");
			this.values.putNull("throwables");
			return this;
		}

		/** Sets the gateway JVM's window of the latency phase. */
		public Round atRate(dev.perflab.perf.raw.AtRate window) {
			this.values.set("atRate", MAPPER.valueToTree(window));
			return this;
		}

		/** Sets the throwables the round's own process created. */
		public Round throwables(long count) {
			return set("throwables", count);
		}

		public Round requests(long requests) {
			set("wrk.requests", requests);
			return set("wrk.bytes", requests * 150);
		}

		/**
		 * Sets a process's CPU use: before is an arbitrary offset, after = before +
		 * ticks.
		 */
		public Round cpu(String process, long ticks) {
			return cpu(process, ticks, 0);
		}

		/**
		 * Sets a process's CPU use, of which its JIT compiler threads used {@code jit}.
		 */
		public Round cpu(String process, long ticks, long jit) {
			long before = Math.abs(12_345 + process.hashCode() % 1000);
			((ObjectNode) this.values.at("/cpuTicks/processes")).putObject(process)
				.put("before", before)
				.put("after", before + ticks)
				.put("jit", jit);
			return this;
		}

		public Round latency(long p50, long p90, long p99, long p999, long max) {
			((ObjectNode) this.values.at("/wrk/latencyUs")).put("p50", p50)
				.put("p90", p90)
				.put("p99", p99)
				.put("p999", p999)
				.put("max", max);
			return this;
		}

		public Round p99Millis(double p99) {
			long micros = Math.round(p99 * 1000);
			set("wrk.latencyUs.p99", micros);
			set("wrk.latencyUs.p999", Math.max(micros, 6000));
			return set("wrk.latencyUs.max", Math.max(micros, 12000) + 1000);
		}

		public Round errors(long connect, long read, long write, long status, long timeout) {
			((ObjectNode) this.values.get("wrk")).putObject("errors")
				.put("connect", connect)
				.put("read", read)
				.put("write", write)
				.put("status", status)
				.put("timeout", timeout);
			return this;
		}

		/** Sets (or, with null, removes) any value, by its dotted path. */
		public Round set(String path, Object value) {
			RunDirectoryFixture.set(this.values, path, value);
			return this;
		}

		/**
		 * Adds the round with the next sequence number.
		 * @return the fixture
		 */
		public RunDirectoryFixture add() {
			RunDirectoryFixture fixture = RunDirectoryFixture.this;
			this.values.put("sequence", fixture.rounds.size() + 1);
			fixture.rounds.add(this.values);
			return fixture;
		}

	}

}
