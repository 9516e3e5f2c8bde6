package dev.perflab.perf.hotspots;

import java.util.List;

/**
 * Where the time went: the methods whose share of the samples changed from base to head.
 *
 * @param baseSamples base's execution samples
 * @param headSamples head's execution samples
 * @param alpha the family-wise error rate of all the tests together
 * @param tests how many (method, measure) pairs were testable and so share alpha
 * @param minShareChange the smallest change of share listed, as a fraction
 * @param shifts the shifts beyond noise: new in head first, then by the size of the
 * change of share
 */
public record HotspotComparison(long baseSamples, long headSamples, double alpha, int tests, double minShareChange,
		List<MethodShift> shifts) {

	public HotspotComparison {
		shifts = List.copyOf(shifts);
	}

}
