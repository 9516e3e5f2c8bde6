package dev.perflab.perf.raw;

import dev.perflab.perf.json.Nullable;

import static dev.perflab.perf.json.StrictJson.require;

/**
 * The measured window of the recording, epoch milliseconds; null when not recorded.
 */
public record JfrWindow(@Nullable Long startMs, @Nullable Long endMs) {

	public JfrWindow {
		require(startMs == null || endMs == null || endMs >= startMs, "endMs is before startMs");
	}

}
