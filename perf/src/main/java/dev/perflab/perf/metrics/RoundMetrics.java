package dev.perflab.perf.metrics;

import java.util.Map;

import dev.perflab.perf.raw.RawRound;

/**
 * The figures derived from one wrk round.
 *
 * @param raw the round as written
 * @param rps requests / wrk's duration
 * @param latencyP50Millis p50 in ms; the latencies are null when no request completed
 * @param latencyP90Millis p90 in ms
 * @param latencyP99Millis p99 in ms
 * @param latencyP999Millis p99.9 in ms
 * @param latencyMaxMillis max in ms
 * @param errors socket errors: connect + read + write + timeout
 * @param non2xx responses outside 2xx/3xx (wrk's status errors)
 * @param cpuMicrosPerRequest CPU microseconds per request of each process
 * @param ratioToDirect RPS / the direct round's RPS of the same round number; null for
 * the direct target or when that round is missing
 */
public record RoundMetrics(RawRound raw, double rps, Double latencyP50Millis, Double latencyP90Millis,
		Double latencyP99Millis, Double latencyP999Millis, Double latencyMaxMillis, long errors, long non2xx,
		Map<String, Double> cpuMicrosPerRequest, Double ratioToDirect) {

	/**
	 * Returns the CPU time per request of the process that serves the target (the gateway
	 * for gateway rounds, hello for direct rounds).
	 * @return microseconds per request
	 */
	public Double targetCpuMicrosPerRequest() {
		return this.cpuMicrosPerRequest.get(this.raw.target().process());
	}

	/**
	 * Returns the share of requests that failed: socket errors and non-2xx answers over
	 * completed requests.
	 * @return a fraction, 0 when all went well, 1 when no request completed
	 */
	public double errorRate() {
		long requests = this.raw.wrk().requests();
		return (requests > 0) ? (double) (this.errors + this.non2xx) / requests : 1;
	}

}
