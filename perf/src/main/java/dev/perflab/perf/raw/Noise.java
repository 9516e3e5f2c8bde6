package dev.perflab.perf.raw;

import static dev.perflab.perf.json.StrictJson.require;

/**
 * The noisy neighbour of {@code --noise}: busy for a random time between the bounds, then
 * idle for another, on the gateways' CPU, until the run ends.
 *
 * @param minMs the shortest burst or pause
 * @param maxMs the longest
 * @param cpuShare the share of the gateway CPU's time it ran
 */
public record Noise(int minMs, int maxMs, double cpuShare) {

	public Noise {
		require(0 < minMs && minMs <= maxMs, "minMs must be positive and at most maxMs");
		require(0 <= cpuShare && cpuShare <= 1, "cpuShare must be between 0 and 1");
	}

}
