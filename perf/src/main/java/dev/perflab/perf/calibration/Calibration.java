package dev.perflab.perf.calibration;

import java.util.List;
import java.util.SplittableRandom;

import org.apache.commons.statistics.descriptive.Mean;
import org.apache.commons.statistics.descriptive.StandardDeviation;

import dev.perflab.perf.compare.PairSpreads;
import dev.perflab.perf.compare.PairedTInterval;
import dev.perflab.perf.compare.Verdict;
import dev.perflab.perf.compare.VerdictRule;
import dev.perflab.perf.metrics.Direction;

/**
 * What A/A runs say about the gate: the spread of CPU per request between independent
 * base/head JVM pairs (units), and, by resampling those units, how often a default run
 * would cry wolf and how large a change it sees.
 * <p>
 * Why units and not windows: the windows of one JVM pair share that pair's offset (the
 * JIT's choices in each JVM), so they are not independent; only the spread between pairs
 * says where another run could land. Resampling whole units keeps whatever shape their
 * distribution has (a heavy tail, an offset between start orders) instead of assuming a
 * normal one.
 *
 * @param unitLogRatios one mean ln(head / base) per A/A unit
 * @param withinUnitSd the standard deviation of window log-ratios around their unit's
 * mean (how steady one pair is)
 */
public record Calibration(double[] unitLogRatios, double withinUnitSd) {

	/**
	 * The gate a prediction is for.
	 *
	 * @param units independent units of one run (forks x pairs)
	 * @param thresholdPercent the CPU threshold
	 * @param intervalConfidence the two-sided level whose ends are the one-sided bounds
	 */
	public record Gate(int units, double thresholdPercent, double intervalConfidence) {

	}

	/**
	 * How often resampled runs of the gate came out each way.
	 *
	 * @param changePercent the change added to every unit (0 for A/A)
	 * @param regressed share of runs that called it a regression
	 * @param improved share of runs that called it an improvement
	 * @param inconclusive share of runs that could not tell
	 */
	public record Prediction(double changePercent, double regressed, double improved, double inconclusive) {

	}

	public double meanPercent() {
		return (Math.exp(Mean.of(this.unitLogRatios).getAsDouble()) - 1) * 100;
	}

	/** Returns the standard deviation between units, in percent (of the log-ratio). */
	public double betweenUnitSdPercent() {
		return StandardDeviation.of(this.unitLogRatios).getAsDouble() * 100;
	}

	/**
	 * Predicts a gate's verdicts by resampling units with replacement.
	 * @param changePercent a change to add to every unit, 0 for the A/A rates
	 * @param resamples how many runs to draw
	 * @param seed the random seed (the same seed, the same prediction)
	 */
	public Prediction predict(Gate gate, double changePercent, int resamples, long seed) {
		SplittableRandom random = new SplittableRandom(seed);
		double shift = Math.log1p(changePercent / 100);
		double[] run = new double[gate.units()];
		int regressed = 0;
		int improved = 0;
		int inconclusive = 0;
		for (int r = 0; r < resamples; r++) {
			for (int i = 0; i < run.length; i++) {
				run[i] = this.unitLogRatios[random.nextInt(this.unitLogRatios.length)] + shift;
			}
			double[] interval = PairedTInterval.meanInterval(run, gate.intervalConfidence());
			Verdict verdict = VerdictRule.decide(Direction.SMALLER_IS_BETTER, Math.exp(PairedTInterval.mean(run)),
					Math.exp(interval[0]), Math.exp(interval[1]), gate.thresholdPercent());
			switch (verdict) {
				case REGRESSED -> regressed++;
				case IMPROVED -> improved++;
				case INCONCLUSIVE -> inconclusive++;
				default -> {
				}
			}
		}
		return new Prediction(changePercent, (double) regressed / resamples, (double) improved / resamples,
				(double) inconclusive / resamples);
	}

	/**
	 * Returns the smallest change, in steps of a quarter percent up to 50%, that the gate
	 * flags as regressed in at least the given share of resampled runs.
	 * @param power e.g. 0.95
	 * @param resamples runs per step
	 * @return the change in percent, or NaN if none up to 50% reaches the power
	 */
	public double minimumDetected(Gate gate, double power, int resamples, long seed) {
		for (double change = 0.25; change <= 50; change += 0.25) {
			if (predict(gate, change, resamples, seed).regressed() >= power) {
				return change;
			}
		}
		return Double.NaN;
	}

	/**
	 * Builds a calibration from units' window log-ratios.
	 */
	public static Calibration of(List<double[]> windowsByUnit) {
		if (windowsByUnit.size() < 2) {
			throw new IllegalArgumentException(
					"a calibration needs at least 2 units (A/A JVM pairs), got " + windowsByUnit.size());
		}
		PairSpreads spreads = PairSpreads.of(windowsByUnit);
		return new Calibration(spreads.pairMeans(), (spreads.withinPair() != null) ? spreads.withinPair() : 0);
	}

}
