package dev.perflab.perf.metrics;

/**
 * Whether, and how far, a metric's verdict decides the gate ({@link Metric#gating()}).
 */
public enum Gating {

	/** Shown and compared; its verdict decides nothing. */
	NONE(false, false),

	/**
	 * Its regression fails the gate, its inconclusive verdict leaves the run
	 * inconclusive, and a sequential compare stops only once it is answered: CPU and
	 * allocation per request, whose A/A intervals are a few per cent wide or less, so
	 * that a default compare answers them.
	 */
	DECIDES(true, true),

	/**
	 * Its regression fails the gate; no other verdict of it holds the run. For a tail
	 * whose A/A intervals are tens of per cent wide on a shared runner (the latency
	 * phase's p99, docs/measurements.md): deciding, it would leave nearly every run
	 * inconclusive and make every compare spend its whole budget waiting for it, while a
	 * regression that clears its bound and the minimum effect is still found. Its false
	 * alarms are bounded the same way: a one-sided bound at its own α spending.
	 */
	REGRESSION_ONLY(true, false);

	private final boolean fails;

	private final boolean decides;

	Gating(boolean fails, boolean decides) {
		this.fails = fails;
		this.decides = decides;
	}

	/** Returns whether a regression of the metric fails the gate. */
	public boolean fails() {
		return this.fails;
	}

	/**
	 * Returns whether the metric must be answered: its inconclusive verdict leaves the
	 * run inconclusive, and a sequential compare waits for it.
	 */
	public boolean decides() {
		return this.decides;
	}

}
