package dev.perflab.perf.metrics;

import java.util.Map;

import dev.perflab.perf.json.Nullable;

/**
 * The figures derived from one wrk round ({@link MetricsCalculator}), named as
 * results.json names them. The latencies are null when no request completed;
 * {@code cpuUsPerRequest} is the serving process's own (the gateway's, or hello's in a
 * direct round); {@code ratioToDirect} is null for a direct round or when the direct
 * round of the same number is missing. {@code allocatedBytesPerRequest} and
 * {@code exceptionsPer1kRequests} are the serving process's own counts over the requests
 * (null for the direct backend, for a process not read, or without a completed request).
 * The {@code latencyAtRate} percentiles are the latency phase's
 * ({@link dev.perflab.perf.raw.AtRate}): on the last round of each gateway JVM's fork,
 * and null on the others, in runs without the phase, and where the gateway did not
 * sustain the rate (never read as latency).
 */
public record RoundMetrics(double rps, @Nullable Double latencyP50Ms, @Nullable Double latencyP90Ms,
		@Nullable Double latencyP99Ms, @Nullable Double latencyP999Ms, @Nullable Double latencyMaxMs, long errors,
		long non2xx, @Nullable Double cpuUsPerRequest, Map<String, Double> cpuUsPerRequestByProcess,
		@Nullable Double ratioToDirect, @Nullable Double allocatedBytesPerRequest,
		@Nullable Double exceptionsPer1kRequests, @Nullable Double latencyAtRateP50Ms,
		@Nullable Double latencyAtRateP99Ms, @Nullable Double latencyAtRateP999Ms) {

}
