package dev.perflab.perf.metrics;

import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import dev.perflab.perf.json.NullableItems;

import static dev.perflab.perf.json.StrictJson.require;

/**
 * The spread of each metric over a target's rounds; null for a metric no round had a
 * value of. Written as an object keyed by every metric's id, in row order, null or not,
 * so that a new metric row is a new key with no change here.
 */
public final class MetricSpreads {

	private final Map<Metric, Spread> byMetric;

	private MetricSpreads(Map<Metric, Spread> byMetric) {
		this.byMetric = byMetric;
	}

	static MetricSpreads of(Function<Metric, Spread> spread) {
		Map<Metric, Spread> byMetric = new EnumMap<>(Metric.class);
		for (Metric metric : Metric.values()) {
			byMetric.put(metric, spread.apply(metric));
		}
		return new MetricSpreads(Collections.unmodifiableMap(byMetric));
	}

	/**
	 * Reads the spreads by metric id, as results.json holds them.
	 * @throws IllegalArgumentException unless every metric's id is there, and no other
	 */
	@JsonCreator
	static MetricSpreads ofIds(@NullableItems Map<String, Spread> byId) {
		Set<String> ids = Metric.ids();
		require(byId.keySet().equals(ids),
				"the keys must be the metric ids " + ids.stream().collect(Collectors.joining(", ")));
		return of((metric) -> byId.get(metric.id()));
	}

	/** Returns one metric's spread, or null. */
	public Spread get(Metric metric) {
		return this.byMetric.get(metric);
	}

	/** Returns the spreads by metric id, in row order, as results.json holds them. */
	@JsonValue
	Map<String, Spread> byId() {
		Map<String, Spread> byId = new LinkedHashMap<>();
		this.byMetric.forEach((metric, spread) -> byId.put(metric.id(), spread));
		return byId;
	}

	@Override
	public boolean equals(Object other) {
		return other instanceof MetricSpreads spreads && spreads.byMetric.equals(this.byMetric);
	}

	@Override
	public int hashCode() {
		return this.byMetric.hashCode();
	}

	@Override
	public String toString() {
		return byId().toString();
	}

}
