package dev.perflab.perf.metrics;

import java.util.EnumSet;

import dev.perflab.perf.json.Nullable;
import org.apache.commons.statistics.descriptive.DoubleStatistics;
import org.apache.commons.statistics.descriptive.Median;
import org.apache.commons.statistics.descriptive.Statistic;

/**
 * How one metric spread over the rounds of a target.
 * <p>
 * The median is the headline figure: one round disturbed by a GC storm or a noisy
 * neighbour moves the mean but not the median.
 *
 * @param n the number of rounds with a value
 * @param median the median
 * @param min the smallest value
 * @param max the largest value
 * @param cv the coefficient of variation (sample standard deviation / mean), null with
 * fewer than two values or a zero mean
 */
public record Spread(int n, double median, double min, double max, @Nullable Double cv) {

	/** Summarizes at least one value. */
	public static Spread of(double... values) {
		if (values.length == 0) {
			throw new IllegalArgumentException("no values");
		}
		DoubleStatistics statistics = DoubleStatistics
			.of(EnumSet.of(Statistic.MIN, Statistic.MAX, Statistic.MEAN, Statistic.STANDARD_DEVIATION), values);
		Double cv = null;
		double mean = statistics.getAsDouble(Statistic.MEAN);
		if (values.length > 1 && mean != 0) {
			cv = statistics.getAsDouble(Statistic.STANDARD_DEVIATION) / Math.abs(mean);
		}
		return new Spread(values.length, Median.withDefaults().evaluate(values), statistics.getAsDouble(Statistic.MIN),
				statistics.getAsDouble(Statistic.MAX), cv);
	}

}
