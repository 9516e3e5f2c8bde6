package dev.perflab.perf.metrics;

/**
 * Whether a metric has a series in the trend's index (gh-pages), where each push's point
 * is head against the reference. The series' bench name is the metric's label, a contract
 * with every published point: renaming one starts a new chart.
 */
public enum TrendSeries {

	/** No series. */
	NONE,

	/** A series since the trend began: every move of the reference measured it. */
	PUBLISHED,

	/**
	 * A series published since some moves of the reference were made: an older move of a
	 * reference file has no link for it, so its index cannot be chained to the first
	 * reference, and the point is left out rather than failing the metrics that can be
	 * chained. (A move made since measures every compared metric.)
	 */
	PUBLISHED_LATER;

	/** Returns whether the metric is published. */
	public boolean published() {
		return this != NONE;
	}

}
