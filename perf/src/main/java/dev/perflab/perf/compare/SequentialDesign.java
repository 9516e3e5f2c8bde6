package dev.perflab.perf.compare;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import dev.perflab.perf.metrics.AlphaSpending;
import dev.perflab.perf.metrics.Metric;

import static dev.perflab.perf.json.StrictJson.require;

/**
 * A compare that looks at its JVM pairs after every fork and stops as soon as the answer
 * is known: each look tests at its own one-sided level, the share of α that the spending
 * function allots to it ({@link AlphaSpending}), and a run's last look spends whatever
 * the earlier ones left.
 * <p>
 * Why the levels are simply the increments α(t_k) - α(t_(k-1)): the false alarms of the
 * looks then add up to at most α whatever their correlation (Bonferroni), with no
 * recursive integration over the joint distribution of the looks (Armitage, McPherson and
 * Rowe, 1969), which would need the normal statistic's independent increments that a t
 * statistic re-estimating its spread at each look does not have. The price is a little
 * power: the looks of one run are correlated, so the exact boundaries would be a little
 * lower. Each look's t interval is exact at its own level for normal pair means. The
 * simulation in the tests shows the false-alarm rate held with the looks, and the power.
 * <p>
 * A run's information fraction is its pairs over {@code maxPairs}, fixed before the first
 * fork ({@code --forks} × {@code --pairs}), so that no look's level depends on what was
 * measured. A run that ends early for want of time (its budget) makes that look its last.
 *
 * <p>
 * Each compared metric spends its own α by its row's function
 * ({@link Metric#spending()}): a look tests each at its own level. Each metric's false
 * alarms stay under α, as they did when all shared one spending: the gate fails on any
 * gated metric, and always did.
 *
 * @param maxPairs the most JVM pairs the run may measure
 * @param alpha the one-sided false-alarm rate of the whole run, e.g. 0.05
 * @param spending how each metric's α is spread over the looks: its row's, but in a
 * simulation that asks what another spending would do
 */
public record SequentialDesign(int maxPairs, double alpha, Function<Metric, AlphaSpending> spending) {

	public SequentialDesign {
		if (maxPairs < BaseHeadComparator.MIN_PAIRS) {
			throw new IllegalArgumentException(
					"a sequential compare needs room for " + BaseHeadComparator.MIN_PAIRS + " pairs, got " + maxPairs);
		}
		if (!(alpha > 0 && alpha < 0.5)) {
			throw new IllegalArgumentException("alpha must be between 0 and 0.5, was " + alpha);
		}
	}

	/**
	 * A design whose every metric spends alike.
	 */
	public SequentialDesign(int maxPairs, double alpha, AlphaSpending spending) {
		this(maxPairs, alpha, (metric) -> spending);
	}

	/**
	 * The design of a compare: each metric with its row's spending
	 * ({@link Metric#spending()}).
	 */
	public static SequentialDesign of(int maxPairs, double alpha) {
		return new SequentialDesign(maxPairs, alpha, Metric::spending);
	}

	/**
	 * Returns the one-sided level of a metric's bound in a look, by its spending.
	 * @param previousPairs the pairs at the previous look, 0 before the first
	 * @param pairs the pairs at this look, more than at the previous one
	 * @param last whether the run ends with this look whatever it says
	 */
	public double levelOf(Metric metric, int previousPairs, int pairs, boolean last) {
		AlphaSpending by = this.spending.apply(metric);
		if (pairs <= previousPairs || pairs > this.maxPairs) {
			throw new IllegalArgumentException(
					"a look at " + pairs + " pairs after one at " + previousPairs + " of at most " + this.maxPairs);
		}
		double before = (previousPairs > 0) ? by.spent(this.alpha, (double) previousPairs / this.maxPairs) : 0;
		return (last ? this.alpha : by.spent(this.alpha, (double) pairs / this.maxPairs)) - before;
	}

	/**
	 * Returns the one-sided level of every metric compared as a ratio in a look, in the
	 * compare's order ({@link Metric#comparedAsRatios()}).
	 */
	Map<Metric, Double> levelsOf(int previousPairs, int pairs, boolean last) {
		Map<Metric, Double> levels = new LinkedHashMap<>();
		for (Metric metric : Metric.comparedAsRatios()) {
			levels.put(metric, levelOf(metric, previousPairs, pairs, last));
		}
		return levels;
	}

	/**
	 * One look at the pairs of the first forks.
	 *
	 * @param forks the forks looked at
	 * @param pairs the JVM pairs they gave
	 * @param levels the one-sided level of each compared metric's bound in this look, by
	 * metric id, in the compare's order
	 * @param gate the gated metrics' verdict together, each at its level
	 * ({@link Verdict#ofGate})
	 */
	public record Look(int forks, int pairs, Map<String, Double> levels, Verdict gate) {

		public Look {
			require(Metric.ids().containsAll(levels.keySet()), "levels must be keyed by metric ids");
			require(levels.values().stream().allMatch((level) -> level > 0 && level < 1),
					"a level must be between 0 and 1");
			levels = Collections.unmodifiableMap(new LinkedHashMap<>(levels));
		}

		static Look of(int forks, int pairs, Map<Metric, Double> levels, Verdict gate) {
			Map<String, Double> byId = new LinkedHashMap<>();
			levels.forEach((metric, level) -> byId.put(metric.id(), level));
			return new Look(forks, pairs, byId, gate);
		}

		/** Returns one metric's one-sided level in this look, or null if not compared. */
		public Double level(Metric metric) {
			return this.levels.get(metric.id());
		}

		/** Returns whether this look answered: anything but inconclusive. */
		public boolean answered() {
			return this.gate != Verdict.INCONCLUSIVE;
		}

	}

	/**
	 * What a look concludes at its levels: the gated metrics' verdict over the first
	 * forks.
	 */
	@FunctionalInterface
	public interface Judge {

		/**
		 * @param levels the one-sided level of each compared metric's bound
		 */
		Verdict verdict(int forks, Map<Metric, Double> levels);

	}

	/**
	 * Looks after each fork whose pairs give an interval, until one answers.
	 * @param pairsAfterFork the JVM pairs measured after each fork, in fork order
	 * @param ended whether no fork follows the last one whatever it says: that look
	 * spends what is left of α
	 * @return the looks, the last being the run's
	 */
	public List<Look> looks(int[] pairsAfterFork, boolean ended, Judge judge) {
		List<Look> looks = new ArrayList<>();
		int previous = 0;
		for (int fork = 1; fork <= pairsAfterFork.length; fork++) {
			int pairs = pairsAfterFork[fork - 1];
			if (pairs < BaseHeadComparator.MIN_PAIRS || pairs == previous) {
				continue;
			}
			boolean last = ended && fork == pairsAfterFork.length;
			Map<Metric, Double> levels = levelsOf(previous, pairs, last);
			Look look = Look.of(fork, pairs, levels, judge.verdict(fork, levels));
			looks.add(look);
			previous = pairs;
			if (look.answered()) {
				break;
			}
		}
		return List.copyOf(looks);
	}

}
