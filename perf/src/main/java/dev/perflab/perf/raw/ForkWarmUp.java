package dev.perflab.perf.raw;

import static dev.perflab.perf.json.StrictJson.require;

/**
 * The time one fork's fresh JVMs took before and after their measured windows: what a
 * fork costs beside what it measures.
 *
 * @param seconds the warm-up, from healthy to the first measured window
 * @param stable whether it settled (JIT quiet, cost steady) within its bound
 * @param compilerShare the JIT's share of the fork's gateways' CPU over the warm-up's
 * last two probes (all their compiler threads' CPU over all their CPU): how much was left
 * to compile when it ended, settled or not
 * @param startSeconds from the launch of the fork's JVMs until all of them were healthy
 * @param stopSeconds from the end of the last window until the fork's JVMs were gone
 * (their recordings dumped), the latency phase included
 */
public record ForkWarmUp(double seconds, boolean stable, double compilerShare, double startSeconds,
		double stopSeconds) {

	/**
	 * The JIT's share under which a warm-up is JIT-quiet (over its last two probes): a
	 * warm JVM still compiles now and then, and four gateways share one CPU, so one C2
	 * compilation of 25 ms reads 2% of a gateway's 5 s probe.
	 */
	public static final double QUIET_COMPILER_SHARE = 0.02;

	public ForkWarmUp {
		require(seconds >= 0 && startSeconds >= 0 && stopSeconds >= 0, "seconds must not be negative");
		require(compilerShare >= 0 && compilerShare <= 1, "compilerShare must be a share, from 0 to 1");
	}

	/** Returns whether the JIT was quiet when the warm-up ended. */
	public boolean compilerQuiet() {
		return this.compilerShare <= QUIET_COMPILER_SHARE;
	}

	/** Returns the seconds the fork spent outside its measured windows. */
	public double overheadSeconds() {
		return this.startSeconds + this.seconds + this.stopSeconds;
	}

}
