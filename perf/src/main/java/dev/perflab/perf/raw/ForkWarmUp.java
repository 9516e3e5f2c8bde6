package dev.perflab.perf.raw;

import static dev.perflab.perf.json.StrictJson.require;

/**
 * The warm-up of one fork's fresh JVMs.
 *
 * @param stable whether it settled (JIT quiet, cost steady) within its bound
 */
public record ForkWarmUp(double seconds, boolean stable) {

	public ForkWarmUp {
		require(seconds >= 0, "seconds must not be negative");
	}

}
