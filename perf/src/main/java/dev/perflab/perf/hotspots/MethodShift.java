package dev.perflab.perf.hotspots;

/**
 * A method whose share of the execution samples changed from base to head beyond sampling
 * noise.
 *
 * @param method {@code class.method}
 * @param measure on stack (total) or top frame (self)
 * @param baseCount base's samples with the method
 * @param baseSamples all of base's samples
 * @param headCount head's samples with the method
 * @param headSamples all of head's samples
 * @param pValue Fisher's exact test of the two shares, two-sided, not adjusted
 */
public record MethodShift(String method, Measure measure, long baseCount, long baseSamples, long headCount,
		long headSamples, double pValue) {

	public double baseShare() {
		return (double) this.baseCount / this.baseSamples;
	}

	public double headShare() {
		return (double) this.headCount / this.headSamples;
	}

	/**
	 * Returns head's share minus base's, as a fraction (0.05 is 5 percentage points).
	 */
	public double shareChange() {
		return headShare() - baseShare();
	}

	/**
	 * Returns whether only head ran the method at all: base never sampled it.
	 */
	public boolean newInHead() {
		return this.baseCount == 0;
	}

	/**
	 * Returns whether head never ran it.
	 */
	public boolean goneInHead() {
		return this.headCount == 0;
	}

}
