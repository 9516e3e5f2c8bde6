package dev.perflab.perf.metrics;

import java.util.Arrays;
import java.util.Optional;
import java.util.function.Function;

/**
 * A per-round figure that is aggregated over rounds and, in compare mode, compared
 * between base and head.
 */
public enum Metric {

	/** Completed requests per second of wrk's measured duration. */
	RPS("rps", "throughput", "req/s", Direction.BIGGER_IS_BETTER, RoundMetrics::rps),

	/**
	 * CPU time of the target's own process per request. On a CPU-pinned gateway this is
	 * the steadiest figure: it barely moves when another process steals time, while RPS
	 * does.
	 */
	CPU_PER_REQUEST("cpuUsPerRequest", "CPU per request", "µs", Direction.SMALLER_IS_BETTER,
			RoundMetrics::cpuUsPerRequest),

	/**
	 * Heap bytes the target's own process allocated per request, all its threads. No
	 * clock moves it: between two JVMs of one jar it differs only by what the JIT's
	 * escape analysis removed in each, about a fifth of CPU time's spread. Netty's pooled
	 * direct buffers are off-heap and not in it.
	 */
	ALLOCATION_PER_REQUEST("allocatedBytesPerRequest", "allocation per request", "B", Direction.SMALLER_IS_BETTER,
			RoundMetrics::allocatedBytesPerRequest),

	/**
	 * Throwables the target's own process created per 1,000 requests. The clean gateway's
	 * is about zero, so it is compared as a difference ({@code ExceptionChange}), never
	 * as a ratio.
	 */
	EXCEPTIONS_PER_1K_REQUESTS("exceptionsPer1kRequests", "exceptions per 1,000 requests", "count",
			Direction.SMALLER_IS_BETTER, RoundMetrics::exceptionsPer1kRequests),

	LATENCY_P50("latencyP50Ms", "latency p50", "ms", Direction.SMALLER_IS_BETTER, RoundMetrics::latencyP50Ms),

	LATENCY_P90("latencyP90Ms", "latency p90", "ms", Direction.SMALLER_IS_BETTER, RoundMetrics::latencyP90Ms),

	LATENCY_P99("latencyP99Ms", "latency p99", "ms", Direction.SMALLER_IS_BETTER, RoundMetrics::latencyP99Ms),

	/** One GC pause or scheduler hiccup sets it: shown, never compared. */
	LATENCY_MAX("latencyMaxMs", "latency max", "ms", Direction.SMALLER_IS_BETTER, RoundMetrics::latencyMaxMs),

	/**
	 * Gateway RPS over the direct backend's RPS in the same round number: machine drift
	 * moves both, so the ratio is steadier than either over time.
	 */
	RATIO_TO_DIRECT("ratioToDirect", "RPS / direct RPS", "ratio", Direction.BIGGER_IS_BETTER,
			RoundMetrics::ratioToDirect);

	private final String id;

	private final String label;

	private final String unit;

	private final Direction direction;

	private final Function<RoundMetrics, Double> extractor;

	Metric(String id, String label, String unit, Direction direction, Function<RoundMetrics, Double> extractor) {
		this.id = id;
		this.label = label;
		this.unit = unit;
		this.direction = direction;
		this.extractor = extractor;
	}

	/**
	 * Returns the metric with a JSON key, e.g. {@code cpuUsPerRequest}, if any has it.
	 */
	public static Optional<Metric> ofId(String id) {
		return Arrays.stream(values()).filter((metric) -> metric.id.equals(id)).findFirst();
	}

	/** Returns the JSON key, e.g. {@code cpuUsPerRequest}. */
	public String id() {
		return this.id;
	}

	/** Returns the human name, e.g. {@code CPU per request}. */
	public String label() {
		return this.label;
	}

	public String unit() {
		return this.unit;
	}

	public Direction direction() {
		return this.direction;
	}

	/**
	 * Returns this metric's value in a round, or null when the round does not have it (no
	 * direct round to divide by, or no completed request to time or divide CPU by).
	 */
	public Double valueOf(Round round) {
		return this.extractor.apply(round.metrics());
	}

}
