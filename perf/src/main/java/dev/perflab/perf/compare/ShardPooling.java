package dev.perflab.perf.compare;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import com.fasterxml.jackson.annotation.JsonValue;
import org.apache.commons.statistics.descriptive.Variance;

import dev.perflab.perf.json.Nullable;
import dev.perflab.perf.metrics.Metric;
import dev.perflab.perf.metrics.Round;

/**
 * Pools the compares of several runners (shards) into one comparison: the JVM pairs of
 * all shards as one sample when the shards agree, a random-effects estimate over the
 * shards when they do not.
 * <p>
 * Why: a runner is a level of the variance. A change can cost 3% on one CPU model and 5%
 * on another, and pairs pooled as if from one machine then give an interval that is too
 * narrow for the next runner. But a random-effects interval over 2-4 shards is estimated
 * from 1-3 degrees of freedom, and pays for that in width even when the runners agree.
 * <p>
 * The choice, by a seeded simulation ({@code ShardPoolingSimulationTests}): 8 pairs per
 * shard, each shard's spread between pairs drawn from 1-3.5% (the VMs measured so far), a
 * runner effect of sd τ = 0, 0.5, 1 or 2%, 4,000 pools each; coverage of the 90% interval
 * / median half-width:
 * <table>
 * <caption>coverage of the 90% interval / median half-width</caption>
 * <tr>
 * <th>method</th>
 * <th>2 shards, τ 0</th>
 * <th>2, τ 1%</th>
 * <th>3, τ 0</th>
 * <th>3, τ 1%</th>
 * <th>3, τ 2%</th>
 * </tr>
 * <tr>
 * <td>pairs as one sample</td>
 * <td>0.90 / 0.97%</td>
 * <td>0.72 / 1.02%</td>
 * <td>0.89 / 0.80%</td>
 * <td>0.73 / 0.85%</td>
 * <td>0.57 / 0.96%</td>
 * </tr>
 * <tr>
 * <td>DerSimonian-Laird, normal</td>
 * <td>0.89 / 0.89%</td>
 * <td>0.76 / 1.12%</td>
 * <td>0.88 / 0.70%</td>
 * <td>0.78 / 1.00%</td>
 * <td>0.77 / 1.66%</td>
 * </tr>
 * <tr>
 * <td>Hartung-Knapp</td>
 * <td>0.90 / 2.03%</td>
 * <td>0.88 / 3.46%</td>
 * <td>0.89 / 0.95%</td>
 * <td>0.87 / 1.73%</td>
 * <td>0.88 / 2.98%</td>
 * </tr>
 * <tr>
 * <td><b>Q test at 0.20, then one sample or Hartung-Knapp</b></td>
 * <td>0.93 / 1.10%</td>
 * <td>0.84 / 1.39%</td>
 * <td>0.93 / 0.88%</td>
 * <td>0.88 / 1.61%</td>
 * <td>0.88 / 2.98%</td>
 * </tr>
 * </table>
 * Pairs as one sample is the narrowest, and a runner effect of 1% makes its 90% interval
 * cover only 72-73% of the time (a one-sided false regression in 14-15% of pools, against
 * the stated 5%). Hartung and Knapp hold their level at every τ, but at 2 shards their t
 * has one degree of freedom: the interval is twice as wide as it need be when the runners
 * agree, which is the common case, and it would take away what a second runner buys. The
 * pre-test keeps the one-sample width when the shards agree (a third shard narrows the
 * interval by about √3) and switches to Hartung-Knapp when Cochran's Q says they differ.
 * At 0.20 rather than the usual 0.10 because Q has little power with few shards: in a
 * first run of the same simulation 0.10 covered 82% at 2 shards and τ 1%, 0.20 85%. The
 * cost that remains: a small runner effect that Q cannot see at 2 shards leaves the
 * interval somewhat narrow (one-sided false regression 8.4% at τ 1% instead of 5%); from
 * 3 shards on it is within 1.5 points of the stated rate. With no runner effect, as in an
 * A/A compare where both sides run the same jar, it is below the stated 5% (3.0-3.7%): a
 * chance "differ" from Q only widens the interval.
 * <p>
 * The shards each stop on their own sequential looks ({@link SequentialDesign}); the pool
 * is one more look at the union of their pairs, at the run's confidence. The simulation
 * has fixed-size shards; the pooled A/A calibration over measured pairs is in
 * docs/measurements.md.
 */
public final class ShardPooling {

	/**
	 * Below this p-value of Cochran's Q, the shards are taken to differ (see the class
	 * comment for why not 0.10).
	 */
	public static final double HETEROGENEITY_ALPHA = 0.20;

	private ShardPooling() {
	}

	/** How a metric's shards were pooled. */
	public enum Method {

		/** The JVM pairs of every shard as one sample: the shards agree. */
		PAIRS,
		/** Hartung and Knapp's random-effects interval over the shards: they differ. */
		RANDOM_EFFECTS;

		@JsonValue
		public String id() {
			return name().toLowerCase(Locale.ROOT).replace('_', '-');
		}

	}

	/**
	 * How one metric was pooled.
	 *
	 * @param heterogeneity Cochran's Q and τ² over the shards, or null when not tested:
	 * fewer than two shards have two pairs with a value, or a shard's pairs are all equal
	 */
	public record Pooling(Metric metric, Method method, @Nullable RandomEffects.Heterogeneity heterogeneity) {

	}

	/**
	 * The pooled comparison and how each metric was pooled.
	 *
	 * @param rounds every shard's rounds, numbered one after the other
	 */
	public record Pooled(Comparison comparison, List<Pooling> poolings, List<Round> rounds) {

	}

	/**
	 * Pools.
	 * @param shards each shard's derived rounds, numbered as in its own compare
	 * @param settings the thresholds and the one-sided confidence
	 */
	public static Pooled pool(List<List<Round>> shards, CompareSettings settings) {
		List<Round> all = new ArrayList<>();
		int sequences = 0;
		int rounds = 0;
		int pairs = 0;
		for (List<Round> shard : shards) {
			for (Round round : shard) {
				all.add(round.after(sequences, rounds, pairs));
			}
			sequences += shard.stream().mapToInt(Round::sequence).max().orElse(0);
			rounds += shard.stream().mapToInt(Round::round).max().orElse(0);
			pairs += shard.stream().mapToInt(Round::jvmPair).max().orElse(0);
		}
		Comparison oneSample = BaseHeadComparator.compare(all, settings);
		List<MetricComparison> metrics = new ArrayList<>();
		List<Pooling> poolings = new ArrayList<>();
		for (MetricComparison metric : oneSample.metrics()) {
			List<double[]> byShard = shards.stream()
				.map((shard) -> PairSpreads
					.of(List.copyOf(BaseHeadComparator.windowLogRatiosByUnit(shard, metric.metric()).values()))
					.pairMeans())
				.filter((means) -> means.length >= 2)
				.toList();
			if (metric.interval().low() == null || byShard.size() < 2) {
				// No interval to pool, or fewer than two shards with a spread of their
				// own:
				// the pairs as one sample are all there is.
				metrics.add(metric);
				poolings.add(new Pooling(metric.metric(), Method.PAIRS, null));
				continue;
			}
			Estimate estimate = estimate(byShard, settings.intervalConfidence());
			// As one sample, the metric's own comparison over every pair is the estimate.
			metrics.add((estimate.method() == Method.PAIRS) ? metric : randomEffects(metric, all, estimate, settings));
			poolings.add(new Pooling(metric.metric(), estimate.method(), estimate.heterogeneity()));
		}
		return new Pooled(new Comparison(settings, oneSample.pairedRounds(), oneSample.unpairedRounds(),
				List.copyOf(metrics), oneSample.exceptions()), List.copyOf(poolings), List.copyOf(all));
	}

	/**
	 * A pooled mean log-ratio and its interval.
	 *
	 * @param method how it was pooled
	 * @param heterogeneity Cochran's Q and τ², or null when not tested (fewer than two
	 * shards, or a shard whose pairs are all equal)
	 * @param interval the mean and its interval, in logs
	 */
	public record Estimate(Method method, @Nullable RandomEffects.Heterogeneity heterogeneity,
			RandomEffects.Estimate interval) {

	}

	/**
	 * Pools the JVM pairs' mean log-ratios of several shards: the method of this class.
	 * {@code perf calibrate --shards} resamples measured pairs through it.
	 * @param shards each shard's pair log-ratios, at least two pairs each, at least one
	 * shard
	 * @param confidence two-sided level
	 */
	public static Estimate estimate(List<double[]> shards, double confidence) {
		double[] all = shards.stream().flatMapToDouble(Arrays::stream).toArray();
		RandomEffects.Estimate oneSample = RandomEffects.Estimate.t(PairedTInterval.mean(all),
				Math.sqrt(Variance.of(all).getAsDouble() / all.length), all.length - 1, confidence);
		if (shards.size() < 2 || shards.stream().anyMatch(ShardPooling::flat)) {
			return new Estimate(Method.PAIRS, null, oneSample);
		}
		RandomEffects.Heterogeneity heterogeneity = RandomEffects.heterogeneity(shards);
		if (heterogeneity.pValue() >= HETEROGENEITY_ALPHA) {
			return new Estimate(Method.PAIRS, heterogeneity, oneSample);
		}
		return new Estimate(Method.RANDOM_EFFECTS, heterogeneity,
				RandomEffects.hartungKnapp(shards, heterogeneity.tauSquared(), confidence));
	}

	/**
	 * Returns whether a shard's pairs are all equal: its mean has no variance to weigh it
	 * by (a metric that cannot differ in the fixture's rounds; never seen measured).
	 */
	private static boolean flat(double[] pairMeans) {
		return Variance.of(pairMeans).getAsDouble() == 0;
	}

	private static MetricComparison randomEffects(MetricComparison pairs, List<Round> all, Estimate pooled,
			CompareSettings settings) {
		double confidence = settings.intervalConfidence();
		RandomEffects.Estimate estimate = pooled.interval();
		double ratio = Math.exp(estimate.mean());
		double low = Math.exp(estimate.low());
		double high = Math.exp(estimate.high());
		Verdict verdict = VerdictRule.decide(pairs.direction(), ratio, low, high, pairs.thresholdPercent());
		PairSpreads spreads = PairSpreads
			.of(List.copyOf(BaseHeadComparator.windowLogRatiosByUnit(all, pairs.metric()).values()));
		Sensitivity sensitivity = Sensitivity.of(spreads, estimate.standardError(), estimate.degreesOfFreedom(),
				confidence, pairs.thresholdPercent());
		return MetricComparison.of(pairs.metric(), pairs.windowPairs(), pairs.base(), pairs.head(), ratio,
				new Interval(low, high, confidence), sensitivity, pairs.thresholdPercent(), verdict, null,
				pairs.windowRatios());
	}

}
