package dev.perflab.perf.compare;

import java.util.List;

import org.apache.commons.statistics.descriptive.Mean;
import org.apache.commons.statistics.descriptive.StandardDeviation;

/**
 * Window log-ratios ln(head / base) split by base/head JVM pair: each pair's mean, the
 * spread between those means, and the spread of windows around their own pair's mean.
 * <p>
 * Why both: every window of a pair shares its two JVMs' levels (each JIT makes its own
 * choices), so windows are not independent and only the spread between pairs says where
 * another run could land; the spread within a pair is what longer or more windows would
 * average away. On the lab machine the two were about equal per window, and four windows
 * made the pairs' spread the larger part.
 *
 * @param pairMeans each pair's mean log-ratio, in pair order
 * @param betweenPairs the standard deviation of those means (0 for one pair)
 * @param withinPair the pooled standard deviation of windows around their pair's mean,
 * with (windows - pairs) degrees of freedom; null when no pair has two windows
 */
public record PairSpreads(double[] pairMeans, double betweenPairs, Double withinPair) {

	/**
	 * Splits window log-ratios.
	 * @param windowLogRatiosByPair each pair's window log-ratios, each with at least one
	 */
	public static PairSpreads of(List<double[]> windowLogRatiosByPair) {
		int pairs = windowLogRatiosByPair.size();
		double[] means = new double[pairs];
		double squares = 0;
		int windows = 0;
		for (int i = 0; i < pairs; i++) {
			double[] pair = windowLogRatiosByPair.get(i);
			means[i] = Mean.of(pair).getAsDouble();
			for (double window : pair) {
				squares += (window - means[i]) * (window - means[i]);
			}
			windows += pair.length;
		}
		double between = (pairs > 1) ? StandardDeviation.of(means).getAsDouble() : 0;
		Double within = (windows > pairs) ? Math.sqrt(squares / (windows - pairs)) : null;
		return new PairSpreads(means, between, within);
	}

}
