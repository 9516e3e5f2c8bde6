package dev.perflab.perf.raw;

/**
 * wrk's end-of-run summary, as {@code perf/wrk/report.lua} prints it. Times in
 * microseconds.
 *
 * @param requests completed requests (also those answered with an error status)
 * @param durationMicros wrk's measured duration
 * @param bytes bytes read
 * @param connectErrors socket connect errors
 * @param readErrors socket read errors
 * @param writeErrors socket write errors
 * @param statusErrors responses with a status outside 2xx/3xx
 * @param timeouts requests that timed out
 * @param latencyMeanMicros mean latency
 * @param latencyStdevMicros latency standard deviation
 * @param latencyMaxMicros maximum latency
 * @param latencyP50Micros median latency
 * @param latencyP90Micros 90th percentile
 * @param latencyP99Micros 99th percentile
 * @param latencyP999Micros 99.9th percentile
 */
public record WrkSummary(long requests, long durationMicros, long bytes, long connectErrors, long readErrors,
		long writeErrors, long statusErrors, long timeouts, double latencyMeanMicros, double latencyStdevMicros,
		long latencyMaxMicros, long latencyP50Micros, long latencyP90Micros, long latencyP99Micros,
		long latencyP999Micros) {

}
