package dev.perflab.perf.report;

import dev.perflab.perf.hotspots.HotspotComparison;

/**
 * Whether base's and head's execution samples were compared.
 *
 * @param comparison the comparison, null when skipped
 * @param skippedBecause why not, null when compared
 */
public record HotspotsOutcome(HotspotComparison comparison, String skippedBecause) {

	public static HotspotsOutcome skipped(String reason) {
		return new HotspotsOutcome(null, reason);
	}

}
