package dev.perflab.perf.raw;

import java.nio.ByteBuffer;
import java.util.Base64;
import java.util.List;
import java.util.zip.DataFormatException;

import org.HdrHistogram.Histogram;

import static dev.perflab.perf.json.StrictJson.require;

/**
 * One gateway's window of the latency phase: an open-model load at a fixed arrival rate
 * (vegeta), each request timed from when it was due to be sent, so that a gateway that
 * stalls shows it as latency rather than as fewer requests (wrk's closed loop waits for
 * the stalled answers instead: coordinated omission).
 *
 * @param askedPerSecond the arrival rate asked of the load tool
 * @param sent the requests sent
 * @param answered the requests answered with a status the workload declares
 * @param errors the requests not answered (a timeout, a refused connection) or answered
 * with another status
 * @param spanMs from the first request's send to the last answer
 * @param histogram the answered requests' latencies in µs, an HdrHistogram (three
 * significant digits), compressed, in Base64
 * @param failures what the errors were, as the load tool says it, each once, at most
 * {@link #FAILURES_KEPT}
 */
public record AtRate(double askedPerSecond, long sent, long answered, long errors, long spanMs, String histogram,
		List<String> failures) {

	/** How many kinds of failure a window keeps: enough to say why, not a log. */
	public static final int FAILURES_KEPT = 3;

	/**
	 * The share of the asked rate a gateway must answer at for its latencies to be read:
	 * below it the queue grew during the window, and what the percentiles show is how
	 * long the window was, not the gateway's latency.
	 */
	public static final double SUSTAINED_SHARE = 0.98;

	/**
	 * How many answered requests of a window must lie beyond a percentile for it to be
	 * read. A window's p-th percentile is one of its answers, ranked; with k answers
	 * beyond it, where it falls among repeated windows of the same gateway spans about
	 * ±1.645√k ranks (90%). At k = 10 that is between the 5th and the 15th slowest: a
	 * percentile. At k = 1.3 it is the slowest or the second slowest, an extreme: on a
	 * 2-vCPU AMD EPYC VM of 2 December, where a gateway cost 659-1,500 µs a request (the
	 * Intel VM's 200-300), the default rate came to 13 requests a second, 130 a window,
	 * and a trend point of unchanged code read p99 at the rate regressed (+16.7%, +0.0 …
	 * +36.0%). So p99 needs 1,000 requests a window, p99.9 10,000.
	 */
	public static final int TAIL_REQUESTS = 10;

	/**
	 * The percentile at the rate that gates (the p99 row of {@code Metric}): the phase is
	 * made long enough to read it, and a window that cannot is named.
	 */
	public static final double GATED_PERCENTILE = 99;

	/** The longest latency the histogram holds: the load tool's timeout is far below. */
	static final long HIGHEST_MICROS = 3_600_000_000L;

	public AtRate {
		require(askedPerSecond > 0, "askedPerSecond must be greater than 0");
		require(sent >= 0 && answered >= 0 && errors >= 0, "the counts must not be negative");
		require(answered + errors <= sent, "answered and errors add up to more than sent");
		require(spanMs >= 0, "spanMs must not be negative");
		require(histogram != null, "histogram is missing");
		require(failures != null && failures.size() <= FAILURES_KEPT, "failures: at most " + FAILURES_KEPT);
		failures = List.copyOf(failures);
	}

	/**
	 * Returns the record of a window.
	 * @param latencies the answered requests' latencies, µs
	 */
	public static AtRate of(double askedPerSecond, long sent, long errors, long spanMs, Histogram latencies,
			List<String> failures) {
		ByteBuffer buffer = ByteBuffer.allocate(latencies.getNeededByteBufferCapacity());
		int length = latencies.encodeIntoCompressedByteBuffer(buffer);
		byte[] bytes = new byte[length];
		buffer.flip();
		buffer.get(bytes);
		return new AtRate(askedPerSecond, sent, latencies.getTotalCount(), errors, spanMs,
				Base64.getEncoder().encodeToString(bytes), failures.stream().distinct().limit(FAILURES_KEPT).toList());
	}

	/** Returns an empty histogram of the range and precision these records hold. */
	public static Histogram newHistogram() {
		return new Histogram(HIGHEST_MICROS, 3);
	}

	/** Returns this window with what its errors were. */
	public AtRate withFailures(List<String> kinds) {
		return new AtRate(this.askedPerSecond, this.sent, this.answered, this.errors, this.spanMs, this.histogram,
				kinds.stream().distinct().limit(FAILURES_KEPT).toList());
	}

	/** Returns the answered requests per second over the span. */
	public double achievedPerSecond() {
		return (this.spanMs > 0) ? this.answered * 1000.0 / this.spanMs : 0;
	}

	/**
	 * Returns whether the gateway kept up: nothing failed, and it answered at least
	 * {@link #SUSTAINED_SHARE} of the asked rate. Only then are its latencies read.
	 */
	public boolean sustained() {
		return this.errors == 0 && this.answered > 0 && achievedPerSecond() >= SUSTAINED_SHARE * this.askedPerSecond;
	}

	/**
	 * Returns whether a percentile of this window is read as latency: the gateway kept
	 * up, and at least {@link #TAIL_REQUESTS} answers lie beyond it.
	 * @param percentile e.g. 99
	 */
	public boolean reads(double percentile) {
		return sustained() && this.answered >= requestsToRead(percentile);
	}

	/**
	 * Returns how many answered requests a window needs to read a percentile: 1,000 for
	 * p99.
	 */
	public static long requestsToRead(double percentile) {
		require(percentile > 0 && percentile < 100, "a percentile lies between 0 and 100");
		// Less a millionth: 100 - 99.9 is not exactly 0.1 in a double.
		return (long) Math.ceil(TAIL_REQUESTS * 100 / (100 - percentile) - 1e-6);
	}

	/**
	 * Returns a percentile of the latencies, in ms.
	 * @param percentile e.g. 99.9
	 */
	public double percentileMs(double percentile) {
		return latencies().getValueAtPercentile(percentile) / 1000.0;
	}

	/**
	 * Returns the latencies.
	 * @throws IllegalArgumentException if the histogram does not decode
	 */
	public Histogram latencies() {
		try {
			return Histogram.decodeFromCompressedByteBuffer(ByteBuffer.wrap(Base64.getDecoder().decode(this.histogram)),
					HIGHEST_MICROS);
		}
		catch (DataFormatException | IllegalArgumentException ex) {
			throw new IllegalArgumentException("histogram is not a compressed HdrHistogram in Base64", ex);
		}
	}

}
