package dev.perflab.perf.metrics;

import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

import com.fasterxml.jackson.annotation.JsonValue;

import static dev.perflab.perf.json.StrictJson.require;

/**
 * One value for each metric row, null where a row has none. Written as an object keyed by
 * every row's id, in row order, null or not, so that a new row is a new key with no
 * change here or in what holds it.
 *
 * @param <T> the value
 */
abstract class ByMetric<T> {

	private final Map<Metric, T> byMetric;

	ByMetric(Function<Metric, T> value) {
		Map<Metric, T> values = new EnumMap<>(Metric.class);
		for (Metric metric : Metric.values()) {
			values.put(metric, value.apply(metric));
		}
		this.byMetric = Collections.unmodifiableMap(values);
	}

	/**
	 * Returns the values of an object read by metric id, as results.json holds it.
	 * @throws IllegalArgumentException unless every metric's id is there, and no other
	 */
	static <T> Function<Metric, T> fromIds(Map<String, T> byId) {
		Set<String> ids = Metric.ids();
		require(byId.keySet().equals(ids),
				"the keys must be the metric ids " + ids.stream().collect(Collectors.joining(", ")));
		return (metric) -> byId.get(metric.id());
	}

	/** Returns one metric's value, or null. */
	public T get(Metric metric) {
		return this.byMetric.get(metric);
	}

	/** Returns the values by metric id, in row order, as results.json holds them. */
	@JsonValue
	Map<String, T> byId() {
		Map<String, T> byId = new LinkedHashMap<>();
		this.byMetric.forEach((metric, value) -> byId.put(metric.id(), value));
		return byId;
	}

	@Override
	public boolean equals(Object other) {
		return other != null && other.getClass() == getClass() && ((ByMetric<?>) other).byMetric.equals(this.byMetric);
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
