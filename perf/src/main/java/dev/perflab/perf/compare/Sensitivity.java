package dev.perflab.perf.compare;

import dev.perflab.perf.json.Nullable;
import org.apache.commons.statistics.distribution.TDistribution;

import static dev.perflab.perf.json.StrictJson.require;

/**
 * How large a change one compare run catches, and the spreads that decide it.
 * <p>
 * The interval's half-width is not that figure: a change of exactly the half-width has
 * its estimate below the bound in half the runs, so it is caught only every other time. A
 * run flags a change when the estimate clears both the one-sided bound (q standard
 * errors) and the rule's minimum effect ({@link VerdictRule#minimumEffectPercent}); it
 * does so in 95% of runs once the true change lies a further t(0.95) standard errors
 * beyond that. The standard error is the run's own: the spread between its JVM pairs over
 * the root of their number. The t quantile, not the normal one, because each run
 * estimates its own spread: simulated runs of 6 normal pairs flagged a change placed
 * 1.645 standard errors beyond the threshold in only 93% of runs, and one placed t(0.95)
 * = 2.015 beyond in 96-98%. ({@code perf calibrate} predicts the same from many A/A pairs
 * by resampling, without assuming normal pairs.)
 * <p>
 * The two spreads say where the error comes from: between JVM pairs (each JVM's JIT makes
 * its own choices, and every window of a pair shares them) and between the windows of one
 * pair (what a window's length averages away). On the lab machine the first dominated;
 * more windows do not narrow an interval that more pairs would.
 *
 * @param jvmPairs the independent units (base/head JVM pairs)
 * @param betweenPairsPercent the standard deviation of the pairs' mean log-ratios, in
 * percent
 * @param withinPairPercent the pooled standard deviation of window log-ratios around
 * their pair's mean, in percent; null when no pair has two windows
 * @param power the share of runs in which a change counts as caught: {@link #POWER}
 * @param minimumDetectedPercent the smallest change flagged in {@link #POWER} of runs
 * with this spread, in percent
 */
public record Sensitivity(int jvmPairs, double betweenPairsPercent, @Nullable Double withinPairPercent, double power,
		double minimumDetectedPercent) {

	/** The share of runs in which a change counts as detected. */
	public static final double POWER = 0.95;

	public Sensitivity {
		require(jvmPairs >= 2, "jvmPairs must be at least 2");
		require(power == POWER, "power must be " + POWER);
	}

	/**
	 * Computes a run's sensitivity.
	 * @param spreads the run's window log-ratios split by JVM pair, at least two pairs
	 * @param confidence the two-sided level of the interval, whose ends are the one-sided
	 * bounds
	 */
	static Sensitivity of(PairSpreads spreads, double confidence, double thresholdPercent) {
		int units = spreads.pairMeans().length;
		if (units < 2) {
			throw new IllegalArgumentException("a sensitivity needs at least 2 JVM pairs, got " + units);
		}
		return of(spreads, spreads.betweenPairs() / Math.sqrt(units), units - 1, confidence, thresholdPercent);
	}

	/**
	 * Computes the sensitivity of an estimate whose standard error and degrees of freedom
	 * are not its pairs' own: a pool of shards that disagree ({@link ShardPooling}).
	 * @param spreads every JVM pair's window log-ratios, at least two pairs
	 * @param standardError the standard error of the mean log-ratio
	 * @param degreesOfFreedom of its t quantile
	 */
	static Sensitivity of(PairSpreads spreads, double standardError, double degreesOfFreedom, double confidence,
			double thresholdPercent) {
		TDistribution t = TDistribution.of(degreesOfFreedom);
		double bound = t.inverseSurvivalProbability((1 - confidence) / 2) * standardError;
		double minimumEffect = Math.log1p(VerdictRule.minimumEffectPercent(thresholdPercent) / 100);
		double detected = Math.max(minimumEffect, bound) + t.inverseSurvivalProbability(1 - POWER) * standardError;
		Double within = (spreads.withinPair() != null) ? spreads.withinPair() * 100 : null;
		return new Sensitivity(spreads.pairMeans().length, spreads.betweenPairs() * 100, within, POWER,
				Math.expm1(detected) * 100);
	}

}
