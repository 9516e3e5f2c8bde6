package dev.perflab.perf.calibration;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

import org.apache.commons.statistics.descriptive.Median;

import dev.perflab.perf.compare.PairedTInterval;
import dev.perflab.perf.compare.RandomEffects;
import dev.perflab.perf.compare.ShardPooling;
import dev.perflab.perf.compare.Verdict;
import dev.perflab.perf.compare.VerdictRule;
import dev.perflab.perf.metrics.Direction;

/**
 * What {@code perf pool} would conclude over shards measured on different runners,
 * predicted by resampling A/A runs, each run standing in for a runner: a pool draws
 * {@code shards} different runs and, from each, {@code pairs} of its JVM pairs with
 * replacement, then pools them as the pool does ({@link ShardPooling#estimate}). Runs
 * measured at different times, or some under {@code --noise}, carry whatever differs
 * between them (the host's state, the neighbour), as runners would. A change added to
 * every drawn pair gives the pool's power: how many runners of how many pairs catch it.
 * <p>
 * A shard draws its run's pairs around the run's own mean (scaled by sqrt(n / (n − 1)),
 * so that they spread as the pairs did), plus the grand mean and a runner effect drawn
 * from DerSimonian and Laird's τ² over the runs. Drawing a run's raw pairs counted its
 * sampling error twice, once in the run's mean and once in the draw: over ten A/A runs of
 * 6-8 pairs (27 November), Q then called 47-77% of pools of 2-4 shards heterogeneous
 * where their τ² was near 0, and 2 shards caught a 5% change in only 72% of pools.
 *
 * @param shards the shards of each pool
 * @param pairs the JVM pairs of each shard
 * @param changePercent the change added to every pair (0 for the A/A rates)
 * @param regressed the share of pools called regressed: the false-alarm rate of an A/A,
 * the power under a change
 * @param improved the share called improved
 * @param inconclusive the share the pool could not judge
 * @param randomEffects the share pooled by the random-effects interval (Q said the runs
 * differ)
 * @param pooledHalfWidthPercent the median half-width of the pooled interval
 * @param shardHalfWidthPercent the median half-width of one shard's own interval
 */
public record PooledPrediction(int shards, int pairs, double changePercent, double regressed, double improved,
		double inconclusive, double randomEffects, double pooledHalfWidthPercent, double shardHalfWidthPercent) {

	/**
	 * Predicts.
	 * @param pairMeansByRun each A/A run's pair log-ratios (the mean of each pair's
	 * windows), at least {@code shards} runs
	 * @param changePercent a change to add to every pair, 0 for the A/A rates
	 * @param gate the threshold and the interval's level
	 * @param seed the random seed (the same seed, the same prediction)
	 */
	public static PooledPrediction of(List<double[]> pairMeansByRun, int shards, int pairs, double changePercent,
			Calibration.Gate gate, int resamples, long seed) {
		if (shards < 2 || shards > pairMeansByRun.size()) {
			throw new IllegalArgumentException("--shards must be 2 to the " + pairMeansByRun.size()
					+ " runs given (each stands in for a runner), got " + shards);
		}
		SplittableRandom random = new SplittableRandom(seed);
		double shift = Math.log1p(changePercent / 100);
		double tau = Math.sqrt(RandomEffects.heterogeneity(pairMeansByRun).tauSquared());
		double grand = pairMeansByRun.stream().flatMapToDouble(Arrays::stream).average().orElseThrow();
		List<double[]> residuals = pairMeansByRun.stream().map(PooledPrediction::residuals).toList();
		int regressed = 0;
		int improved = 0;
		int inconclusive = 0;
		int randomEffects = 0;
		double[] pooledHalfWidths = new double[resamples];
		double[] shardHalfWidths = new double[resamples];
		for (int r = 0; r < resamples; r++) {
			List<double[]> pool = new ArrayList<>();
			for (int run : distinct(pairMeansByRun.size(), shards, random)) {
				double[] measured = residuals.get(run);
				double runner = grand + tau * random.nextGaussian() + shift;
				double[] drawn = new double[pairs];
				for (int i = 0; i < pairs; i++) {
					drawn[i] = runner + measured[random.nextInt(measured.length)];
				}
				pool.add(drawn);
			}
			ShardPooling.Estimate estimate = ShardPooling.estimate(pool, gate.intervalConfidence());
			RandomEffects.Estimate interval = estimate.interval();
			Verdict verdict = VerdictRule.decide(Direction.SMALLER_IS_BETTER, Math.exp(interval.mean()),
					Math.exp(interval.low()), Math.exp(interval.high()), gate.thresholdPercent());
			switch (verdict) {
				case REGRESSED -> regressed++;
				case IMPROVED -> improved++;
				case INCONCLUSIVE -> inconclusive++;
				default -> {
				}
			}
			randomEffects += (estimate.method() == ShardPooling.Method.RANDOM_EFFECTS) ? 1 : 0;
			pooledHalfWidths[r] = (interval.high() - interval.low()) / 2;
			double[] first = PairedTInterval.meanInterval(pool.get(0), gate.intervalConfidence());
			shardHalfWidths[r] = (first[1] - first[0]) / 2;
		}
		return new PooledPrediction(shards, pairs, changePercent, (double) regressed / resamples,
				(double) improved / resamples, (double) inconclusive / resamples, (double) randomEffects / resamples,
				Median.withDefaults().evaluate(pooledHalfWidths) * 100,
				Median.withDefaults().evaluate(shardHalfWidths) * 100);
	}

	/**
	 * Returns a run's pairs around their mean, scaled to the spread of the pairs
	 * themselves (a deviation from the sample's own mean is smaller by sqrt((n − 1) /
	 * n)).
	 */
	private static double[] residuals(double[] pairs) {
		double mean = Arrays.stream(pairs).average().orElseThrow();
		double scale = Math.sqrt(pairs.length / (pairs.length - 1.0));
		return Arrays.stream(pairs).map((pair) -> (pair - mean) * scale).toArray();
	}

	/** Draws {@code count} different indexes below {@code size}. */
	private static int[] distinct(int size, int count, SplittableRandom random) {
		int[] indexes = new int[size];
		for (int i = 0; i < size; i++) {
			indexes[i] = i;
		}
		for (int i = 0; i < count; i++) {
			int j = i + random.nextInt(size - i);
			int swap = indexes[i];
			indexes[i] = indexes[j];
			indexes[j] = swap;
		}
		return Arrays.copyOf(indexes, count);
	}

}
