package dev.perflab.perf.compare;

import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import dev.perflab.perf.metrics.Metric;
import dev.perflab.perf.metrics.Threshold;

import static dev.perflab.perf.json.StrictJson.require;

/**
 * How large a change must be before it can be called a regression or an improvement: a
 * value for every {@link Threshold}, each in its kind (a percentage, or exceptions' count
 * per 1,000 requests). results.json holds them as {@code thresholdsPercent}, keyed by
 * {@link Threshold#id()}, in the rows' order.
 */
public final class Thresholds {

	private final Map<Threshold, Double> values;

	private Thresholds(Map<Threshold, Double> values) {
		this.values = values;
	}

	/**
	 * Returns thresholds.
	 * @param values a value for every threshold, each in its kind's range
	 * @throws IllegalArgumentException naming the option of one missing or out of range
	 */
	public static Thresholds of(Map<Threshold, Double> values) {
		Map<Threshold, Double> checked = new EnumMap<>(Threshold.class);
		for (Threshold threshold : Threshold.values()) {
			Double value = values.get(threshold);
			require(value != null, threshold.option() + " is missing");
			checked.put(threshold, threshold.check(threshold.option(), value));
		}
		return new Thresholds(Collections.unmodifiableMap(checked));
	}

	/** Returns every threshold at its default. */
	public static Thresholds defaults() {
		Map<Threshold, Double> values = new EnumMap<>(Threshold.class);
		for (Threshold threshold : Threshold.values()) {
			values.put(threshold, threshold.defaultValue());
		}
		return of(values);
	}

	/**
	 * Reads them as results.json names them.
	 * @throws IllegalArgumentException unless every threshold's key is there, and no
	 * other
	 */
	@JsonCreator
	static Thresholds ofIds(Map<String, Double> byId) {
		Set<String> ids = Threshold.ids();
		require(byId.keySet().equals(ids), "the keys must be " + String.join(", ", ids));
		Map<Threshold, Double> values = new EnumMap<>(Threshold.class);
		byId.forEach((id, value) -> values.put(Threshold.ofId(id).orElseThrow(), value));
		return of(values);
	}

	/** Returns them as results.json names them, in the rows' order. */
	@JsonValue
	Map<String, Double> byId() {
		Map<String, Double> byId = new LinkedHashMap<>();
		this.values.forEach((threshold, value) -> byId.put(threshold.id(), value));
		return byId;
	}

	/** Returns this with one threshold changed. */
	public Thresholds with(Threshold threshold, double value) {
		Map<Threshold, Double> values = new EnumMap<>(this.values);
		values.put(threshold, value);
		return of(values);
	}

	/** Returns one threshold's value. */
	public double get(Threshold threshold) {
		return this.values.get(threshold);
	}

	/**
	 * Returns the threshold of a compared metric in its kind, or null for a metric only
	 * shown.
	 */
	public Double of(Metric metric) {
		return (metric.threshold() != null) ? this.values.get(metric.threshold()) : null;
	}

	@Override
	public boolean equals(Object other) {
		return other instanceof Thresholds thresholds && thresholds.values.equals(this.values);
	}

	@Override
	public int hashCode() {
		return this.values.hashCode();
	}

	@Override
	public String toString() {
		return byId().toString();
	}

}
