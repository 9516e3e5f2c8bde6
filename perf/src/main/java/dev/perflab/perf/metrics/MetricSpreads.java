package dev.perflab.perf.metrics;

import java.util.Map;
import java.util.function.Function;

import com.fasterxml.jackson.annotation.JsonCreator;
import dev.perflab.perf.json.NullableItems;

/**
 * The spread of each metric over a target's rounds; null for a metric no round had a
 * value of.
 */
public final class MetricSpreads extends ByMetric<Spread> {

	private MetricSpreads(Function<Metric, Spread> spread) {
		super(spread);
	}

	static MetricSpreads of(Function<Metric, Spread> spread) {
		return new MetricSpreads(spread);
	}

	/**
	 * Reads the spreads by metric id, as results.json holds them.
	 * @throws IllegalArgumentException unless every metric's id is there, and no other
	 */
	@JsonCreator
	static MetricSpreads ofIds(@NullableItems Map<String, Spread> byId) {
		return new MetricSpreads(fromIds(byId));
	}

}
