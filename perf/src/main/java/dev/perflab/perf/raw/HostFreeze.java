package dev.perflab.perf.raw;

import static dev.perflab.perf.json.StrictJson.require;

/**
 * How long the host froze one CPU during the measured rounds, from the sleeping probe of
 * {@code perf run} on that CPU.
 * <p>
 * A virtual CPU that its host deschedules stops for hundreds of milliseconds, and the
 * guest charges that time as CPU to whatever was running: CPU per request and latency
 * grow with no change in the code, and alike for both sides of an interleaved comparison.
 * Absolute figures from such a run are inflated; ratios over interleaved rounds still
 * hold.
 *
 * @param wallMs how long the probe ran
 * @param frozenMs the sum of its late wake-ups
 * @param frozenFraction frozenMs / wallMs (0 for a probe that did not run)
 * @param longestMs the longest one
 * @param freezes how many wake-ups were late
 */
public record HostFreeze(int cpu, long wallMs, long frozenMs, double frozenFraction, long longestMs, long freezes) {

	/** Above this share of the wall time, absolute figures get a warning. */
	public static final double WARNING_FRACTION = 0.05;

	public HostFreeze {
		require(cpu >= 0 && wallMs >= 0 && frozenMs >= 0 && longestMs >= 0 && freezes >= 0,
				"the figures must not be negative");
		require(frozenFraction == fraction(frozenMs, wallMs), "frozenFraction must be frozenMs / wallMs");
	}

	/**
	 * Returns a probe's totals with the share of its time the CPU was frozen.
	 */
	public static HostFreeze of(int cpu, long wallMs, long frozenMs, long longestMs, long freezes) {
		return new HostFreeze(cpu, wallMs, frozenMs, fraction(frozenMs, wallMs), longestMs, freezes);
	}

	private static double fraction(long frozenMs, long wallMs) {
		return (wallMs > 0) ? (double) frozenMs / wallMs : 0;
	}

}
