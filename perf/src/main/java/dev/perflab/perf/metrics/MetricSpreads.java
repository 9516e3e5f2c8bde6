package dev.perflab.perf.metrics;

import java.util.function.Function;

import dev.perflab.perf.json.Nullable;

/**
 * The spread of each metric over a target's rounds; null for a metric no round had a
 * value of. One component per {@link Metric}, named by its id, so that results.json
 * writes every key, null or not.
 */
public record MetricSpreads(@Nullable Spread rps, @Nullable Spread cpuUsPerRequest, @Nullable Spread latencyP50Ms,
		@Nullable Spread latencyP90Ms, @Nullable Spread latencyP99Ms, @Nullable Spread latencyMaxMs,
		@Nullable Spread ratioToDirect, @Nullable Spread allocatedBytesPerRequest,
		@Nullable Spread exceptionsPer1kRequests) {

	static MetricSpreads of(Function<Metric, Spread> spread) {
		return new MetricSpreads(spread.apply(Metric.RPS), spread.apply(Metric.CPU_PER_REQUEST),
				spread.apply(Metric.LATENCY_P50), spread.apply(Metric.LATENCY_P90), spread.apply(Metric.LATENCY_P99),
				spread.apply(Metric.LATENCY_MAX), spread.apply(Metric.RATIO_TO_DIRECT),
				spread.apply(Metric.ALLOCATION_PER_REQUEST), spread.apply(Metric.EXCEPTIONS_PER_1K_REQUESTS));
	}

	/** Returns one metric's spread, or null. */
	public Spread get(Metric metric) {
		return switch (metric) {
			case RPS -> this.rps;
			case CPU_PER_REQUEST -> this.cpuUsPerRequest;
			case LATENCY_P50 -> this.latencyP50Ms;
			case LATENCY_P90 -> this.latencyP90Ms;
			case LATENCY_P99 -> this.latencyP99Ms;
			case LATENCY_MAX -> this.latencyMaxMs;
			case RATIO_TO_DIRECT -> this.ratioToDirect;
			case ALLOCATION_PER_REQUEST -> this.allocatedBytesPerRequest;
			case EXCEPTIONS_PER_1K_REQUESTS -> this.exceptionsPer1kRequests;
		};
	}

}
