package dev.perflab.perf.run;

import java.util.NavigableMap;
import java.util.TreeMap;

/**
 * A counter that only grows (throwables created since a JVM's launch), sampled now and
 * then, and read at any instant between two samples by a straight line between them.
 * <p>
 * Why a line and not the nearer sample: JFR emits {@code jdk.ExceptionStatistics} every
 * 100 ms, and a window's edge falls anywhere between two samples; the nearer sample would
 * move the edge by up to 50 ms, 0.5% of a 10 s window's count, while inside the window,
 * where the rate is steady, the line is exact.
 */
final class CumulativeCount {

	private final NavigableMap<Long, Long> samples = new TreeMap<>();

	/** Adds a sample: the counter's value at an instant (epoch ms). */
	void add(long epochMillis, long value) {
		this.samples.merge(epochMillis, value, Math::max);
	}

	/**
	 * Returns how much the counter grew from one instant to another.
	 * @return null unless samples lie on both sides of each instant
	 */
	Long between(long fromMillis, long toMillis) {
		Double from = at(fromMillis);
		Double to = at(toMillis);
		return (from != null && to != null) ? Math.max(0, Math.round(to - from)) : null;
	}

	private Double at(long millis) {
		var before = this.samples.floorEntry(millis);
		var after = this.samples.ceilingEntry(millis);
		if (before == null || after == null) {
			return null;
		}
		if (before.getKey().equals(after.getKey())) {
			return (double) before.getValue();
		}
		double share = (double) (millis - before.getKey()) / (after.getKey() - before.getKey());
		return before.getValue() + share * (after.getValue() - before.getValue());
	}

}
