package dev.perflab.perf.calibration;

import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

import org.apache.commons.statistics.descriptive.Mean;
import org.apache.commons.statistics.descriptive.StandardDeviation;

import dev.perflab.perf.compare.PairSpreads;
import dev.perflab.perf.compare.PairedTInterval;
import dev.perflab.perf.compare.SequentialDesign;
import dev.perflab.perf.compare.Verdict;
import dev.perflab.perf.compare.VerdictRule;
import dev.perflab.perf.metrics.Direction;
import dev.perflab.perf.metrics.Metric;

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
	 * @param meanPairs the JVM pairs a run measured, on average
	 */
	public record Prediction(double changePercent, double regressed, double improved, double inconclusive,
			double meanPairs) {

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
				(double) inconclusive / resamples, gate.units());
	}

	/**
	 * Predicts a sequential compare's verdicts by resampling units: each run draws the
	 * design's most pairs, fork by fork, and stops at the first look that answers
	 * ({@link SequentialDesign#looks}), as the lab does.
	 * @param metric the metric resampled, whose levels the looks test at
	 * @param pairsPerFork the JVM pairs each fork adds
	 * @param changePercent a change to add to every unit, 0 for the A/A rates
	 */
	public Prediction predict(SequentialDesign design, Metric metric, int pairsPerFork, double thresholdPercent,
			double changePercent, int resamples, long seed) {
		SplittableRandom random = new SplittableRandom(seed);
		double shift = Math.log1p(changePercent / 100);
		int forks = design.maxPairs() / pairsPerFork;
		int[] pairsAfterFork = new int[forks];
		for (int fork = 1; fork <= forks; fork++) {
			pairsAfterFork[fork - 1] = fork * pairsPerFork;
		}
		double[] run = new double[forks * pairsPerFork];
		int[] counts = new int[Verdict.values().length];
		long pairs = 0;
		for (int r = 0; r < resamples; r++) {
			for (int i = 0; i < run.length; i++) {
				run[i] = this.unitLogRatios[random.nextInt(this.unitLogRatios.length)] + shift;
			}
			// One metric's resamples, at that metric's levels.
			List<SequentialDesign.Look> looks = design.looks(pairsAfterFork, true, (fork, levels) -> {
				double[] seen = Arrays.copyOf(run, fork * pairsPerFork);
				double[] interval = PairedTInterval.meanInterval(seen, 1 - 2 * levels.get(metric));
				return VerdictRule.decide(Direction.SMALLER_IS_BETTER, Math.exp(PairedTInterval.mean(seen)),
						Math.exp(interval[0]), Math.exp(interval[1]), thresholdPercent);
			});
			SequentialDesign.Look last = looks.get(looks.size() - 1);
			counts[last.gate().ordinal()]++;
			pairs += last.pairs();
		}
		return new Prediction(changePercent, (double) counts[Verdict.REGRESSED.ordinal()] / resamples,
				(double) counts[Verdict.IMPROVED.ordinal()] / resamples,
				(double) counts[Verdict.INCONCLUSIVE.ordinal()] / resamples, (double) pairs / resamples);
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
