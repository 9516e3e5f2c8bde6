package dev.perflab.perf.metrics;

import java.util.Map;
import java.util.function.Function;

import com.fasterxml.jackson.annotation.JsonCreator;
import dev.perflab.perf.json.NullableItems;

/**
 * The figures of one round, one for each metric row, each derived by its row
 * ({@link Metric#derive}); null where the round has none (no completed request to time or
 * divide by, no direct round to divide by, a process not read, a latency phase not run or
 * not sustained).
 */
public final class RoundMetrics extends ByMetric<Double> {

	private RoundMetrics(Function<Metric, Double> value) {
		super(value);
	}

	static RoundMetrics of(MeasuredRound measured) {
		return new RoundMetrics((metric) -> metric.derive(measured));
	}

	/**
	 * Reads the figures by metric id, as results.json holds them.
	 * @throws IllegalArgumentException unless every metric's id is there, and no other
	 */
	@JsonCreator
	static RoundMetrics ofIds(@NullableItems Map<String, Double> byId) {
		return new RoundMetrics(fromIds(byId));
	}

}
