package dev.perflab.perf.metrics;

import java.util.function.ToLongFunction;

import dev.perflab.perf.json.Nullable;
import dev.perflab.perf.raw.AtRate;
import dev.perflab.perf.raw.RawRound;
import dev.perflab.perf.raw.WrkSummary;

/**
 * What a metric row derives its figure from: a measured round, and the throughput of the
 * direct round of the same number, if any ({@link Metric#RATIO_TO_DIRECT}). Its methods
 * are the ways figures are made, so that a row is one line.
 *
 * @param directRps null in a compare, or without a direct round of the same number
 */
record MeasuredRound(RawRound raw, @Nullable Double directRps) {

	/** Completed requests per second of wrk's measured duration. */
	double rps() {
		return this.raw.wrk().perSecond();
	}

	/**
	 * Returns the round's throughput over its direct round's; null for a direct round,
	 * without one, or when it completed nothing (no control: no ratio, rather than an
	 * infinite one).
	 */
	Double ratioToDirect() {
		return (this.raw.target().isGateway() && this.directRps != null && this.directRps > 0) ? rps() / this.directRps
				: null;
	}

	/**
	 * Returns one of wrk's latencies in milliseconds; null when no request completed: a
	 * round that stalled has a throughput (0) but no latency.
	 */
	Double latencyMs(ToLongFunction<WrkSummary.Latency> percentile) {
		return (this.raw.wrk().requests() > 0) ? percentile.applyAsLong(this.raw.wrk().latencyUs()) / 1000.0 : null;
	}

	/** Returns the CPU microseconds per request of the round's own process, or null. */
	Double cpuUsPerRequest() {
		return Round.cpuUsPerRequest(this.raw.cpuTicks(), this.raw.wrk()).get(this.raw.target().process());
	}

	/**
	 * Returns a count of the round's own process per {@code per} requests, or null
	 * without a count or a completed request.
	 */
	Double perRequests(@Nullable Long count, int per) {
		long requests = this.raw.wrk().requests();
		return (count != null && requests > 0) ? (double) count * per / requests : null;
	}

	/**
	 * Returns a percentile of the latency phase in milliseconds; null on a round without
	 * the phase, where the gateway did not sustain the rate, and where too few answers
	 * lie beyond the percentile ({@link AtRate#reads}): never read as latency.
	 */
	Double atRateMs(double percentile) {
		AtRate window = this.raw.atRate();
		return (window != null && window.reads(percentile)) ? window.percentileMs(percentile) : null;
	}

}
