package dev.perflab.perf.report;

import java.nio.file.Path;

import dev.perflab.perf.compare.CompareSettings;

/**
 * How to build the report of a run.
 *
 * @param runDirectory the run directory
 * @param rules a rules directory, or null for the bundled rules
 * @param compare thresholds and confidence
 * @param maxErrorRate the share of failed requests (socket errors + non-2xx) the measured
 * gateway may have before the gate fails
 * @param skipJfr skip the rule check and the flame graph (raw data without recordings)
 */
public record ReportOptions(Path runDirectory, Path rules, CompareSettings compare, double maxErrorRate,
		boolean skipJfr) {

	/**
	 * A gateway answering errors is fast and useless: without this gate, a head that
	 * rejects every request with 503 would "improve" throughput. 0.1% tolerates a stray
	 * socket error at the end of a round.
	 */
	public static final double DEFAULT_MAX_ERROR_RATE = 0.001;

	public ReportOptions {
		if (!(maxErrorRate >= 0 && maxErrorRate <= 1)) {
			throw new IllegalArgumentException("the maximum error rate must be between 0 and 1, was " + maxErrorRate);
		}
	}

}
