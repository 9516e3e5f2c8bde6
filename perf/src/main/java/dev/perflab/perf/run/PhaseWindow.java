package dev.perflab.perf.run;

import dev.perflab.perf.raw.AtRate;

/**
 * How long the latency phase sends to each gateway: a measured window's length, longer
 * when the rate is too low for that window to read p99 ({@link AtRate#TAIL_REQUESTS}
 * answers beyond it: 1,000 a window), up to a bound in windows
 * ({@link RunDefaults#PHASE_MOST_WINDOWS}).
 * <p>
 * Why: the rate is a share of the capacity, so a slow runner gets a light one. On a
 * 2-vCPU AMD EPYC VM of 2 December, whose gateways cost 659-1,500 µs a request, the
 * default rate came to 11-37 requests a second: 110-370 answers in 10 s, and p99 was the
 * slowest answer or one of the three before it. Of five trend points there, one of
 * unchanged code read p99 regressed (+16.7%, at 130 answers), and the held-out 30 ms
 * backoff read +312% (at 360). A longer phase reads the tail instead of dropping it.
 * <p>
 * The bound was 4 windows until a 2-vCPU AMD EPYC VM of 2 December (later), whose first
 * fork measured 129 requests a second a gateway (still compiling, 1,090 µs a request): at
 * 16 a second, 40 s gave 639 answers, and neither fork of an A/A read p99 at all, so the
 * gated metric was never judged. 10 windows read p99 down to 10 requests a second (an
 * eighth of a capacity of 80), which costs such a runner up to a minute a fork; the
 * budget counts a fork's length, so the compare still stops within it, and what the phase
 * still cannot read is named, not read.
 */
final class PhaseWindow {

	private PhaseWindow() {
	}

	/**
	 * Returns the phase's seconds.
	 * @param perSecond the rate asked of each gateway
	 * @param windowSeconds a measured window's length
	 * @param mostWindows the longest phase, in windows
	 */
	static int seconds(long perSecond, int windowSeconds, int mostWindows) {
		long needed = (AtRate.requestsToRead(AtRate.GATED_PERCENTILE) + perSecond - 1) / perSecond;
		return (int) Math.max(windowSeconds, Math.min(needed, (long) mostWindows * windowSeconds));
	}

}
