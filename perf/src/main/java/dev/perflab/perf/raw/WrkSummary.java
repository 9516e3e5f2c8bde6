package dev.perflab.perf.raw;

import java.util.Map;

import dev.perflab.perf.json.Nullable;

import static dev.perflab.perf.json.StrictJson.require;

/**
 * wrk's end-of-run summary, as {@code perf/wrk/report.lua} prints it (one JSON object).
 * Times in microseconds.
 *
 * @param requests completed requests (also those answered with an error status); 0 is a
 * result, not bad data: a gateway that stalled completely
 * @param bytes bytes read
 * @param sent the requests sent, by the workload's request name; null for a script
 * without a workload (the direct backend's single URL)
 */
public record WrkSummary(long requests, long durationUs, long bytes, Errors errors, Latency latencyUs,
		@Nullable Map<String, Long> sent) {

	public WrkSummary {
		require(requests >= 0 && bytes >= 0, "requests and bytes must not be negative");
		require(durationUs > 0, "durationUs must be greater than 0");
	}

	/**
	 * Returns the completed requests a second of wrk's measured duration, not the nominal
	 * one (wrk runs a little past {@code -d}).
	 */
	public double perSecond() {
		return this.requests / (this.durationUs / 1e6);
	}

	/**
	 * wrk's error counts.
	 *
	 * @param connect socket connect errors
	 * @param read socket read errors
	 * @param write socket write errors
	 * @param status answers outside 2xx/3xx
	 */
	public record Errors(long connect, long read, long write, long status, long timeout) {

		public Errors {
			require(connect >= 0 && read >= 0 && write >= 0 && status >= 0 && timeout >= 0,
					"error counts must not be negative");
		}

		/**
		 * Returns the errors of the socket, every kind but a bad status.
		 * @return connect + read + write + timeout
		 */
		public long socket() {
			return this.connect + this.read + this.write + this.timeout;
		}

	}

	/**
	 * wrk's latency figures, in µs.
	 */
	public record Latency(double mean, double stdev, long p50, long p90, long p99, long p999, long max) {

		public Latency {
			require(mean >= 0 && stdev >= 0 && p50 >= 0, "latencies must not be negative");
			// wrk reads all of these from one histogram: out of order means the figures
			// were mixed up.
			require(p50 <= p90 && p90 <= p99 && p99 <= p999 && p999 <= max, "the percentiles are not in order (p50 "
					+ p50 + ", p90 " + p90 + ", p99 " + p99 + ", p999 " + p999 + ", max " + max + ")");
		}

	}

}
