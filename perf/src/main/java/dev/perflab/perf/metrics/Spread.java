package dev.perflab.perf.metrics;

import java.util.Arrays;

import org.apache.commons.statistics.descriptive.Mean;
import org.apache.commons.statistics.descriptive.Median;
import org.apache.commons.statistics.descriptive.StandardDeviation;

/**
 * How one metric spread over the rounds of a target.
 * <p>
 * The median is the headline figure: one round disturbed by a GC storm or a noisy
 * neighbour moves the mean but not the median.
 *
 * @param count the number of rounds with a value
 * @param median the median
 * @param min the smallest value
 * @param max the largest value
 * @param cv the coefficient of variation (sample standard deviation / mean), null with
 * fewer than two values or a zero mean
 */
public record Spread(int count, double median, double min, double max, Double cv) {

	/**
	 * Summarizes values.
	 * @param values at least one value
	 * @return their spread
	 */
	public static Spread of(double... values) {
		if (values.length == 0) {
			throw new IllegalArgumentException("no values");
		}
		double[] sorted = values.clone();
		Arrays.sort(sorted);
		Double cv = null;
		if (sorted.length > 1) {
			double mean = Mean.of(sorted).getAsDouble();
			if (mean != 0) {
				cv = StandardDeviation.of(sorted).getAsDouble() / Math.abs(mean);
			}
		}
		return new Spread(sorted.length, Median.withDefaults().evaluate(sorted), sorted[0], sorted[sorted.length - 1],
				cv);
	}

}
