package dev.perflab.perf.raw;

import static dev.perflab.perf.json.StrictJson.require;

/**
 * The time one fork's fresh JVMs took before and after their measured windows: what a
 * fork costs beside what it measures.
 *
 * @param seconds the warm-up, from healthy to the first measured window
 * @param stable whether it settled (JIT quiet, cost steady) within its bound
 * @param startSeconds from the launch of the fork's JVMs until all of them were healthy
 * @param stopSeconds from the end of the last window until the fork's JVMs were gone
 * (their recordings dumped), the latency phase included
 */
public record ForkWarmUp(double seconds, boolean stable, double startSeconds, double stopSeconds) {

	public ForkWarmUp {
		require(seconds >= 0 && startSeconds >= 0 && stopSeconds >= 0, "seconds must not be negative");
	}

	/** Returns the seconds the fork spent outside its measured windows. */
	public double overheadSeconds() {
		return this.startSeconds + this.seconds + this.stopSeconds;
	}

}
