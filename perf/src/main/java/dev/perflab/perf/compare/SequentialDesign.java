package dev.perflab.perf.compare;

import java.util.ArrayList;
import java.util.List;

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
 * @param maxPairs the most JVM pairs the run may measure
 * @param alpha the one-sided false-alarm rate of the whole run, e.g. 0.05
 * @param spending how α is spread over the looks
 */
public record SequentialDesign(int maxPairs, double alpha, AlphaSpending spending) {

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
	 * Returns the one-sided level of a look.
	 * @param previousPairs the pairs at the previous look, 0 before the first
	 * @param pairs the pairs at this look, more than at the previous one
	 * @param last whether the run ends with this look whatever it says
	 */
	public double levelOf(int previousPairs, int pairs, boolean last) {
		if (pairs <= previousPairs || pairs > this.maxPairs) {
			throw new IllegalArgumentException(
					"a look at " + pairs + " pairs after one at " + previousPairs + " of at most " + this.maxPairs);
		}
		double before = (previousPairs > 0) ? spent(previousPairs) : 0;
		return (last ? this.alpha : spent(pairs)) - before;
	}

	/**
	 * One look at the pairs of the first forks.
	 *
	 * @param forks the forks looked at
	 * @param pairs the JVM pairs they gave
	 * @param level the one-sided level of this look's bounds
	 * @param gate the gated metrics' verdict together at that level
	 * ({@link Verdict#ofGate})
	 */
	public record Look(int forks, int pairs, double level, Verdict gate) {

		/** Returns whether this look answered: anything but inconclusive. */
		public boolean answered() {
			return this.gate != Verdict.INCONCLUSIVE;
		}

	}

	/**
	 * What a look concludes at a level: the gated metrics' verdict over the first forks.
	 */
	@FunctionalInterface
	public interface Judge {

		Verdict verdict(int forks, double level);

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
			double level = levelOf(previous, pairs, ended && fork == pairsAfterFork.length);
			Look look = new Look(fork, pairs, level, judge.verdict(fork, level));
			looks.add(look);
			previous = pairs;
			if (look.answered()) {
				break;
			}
		}
		return List.copyOf(looks);
	}

	private double spent(int pairs) {
		return this.spending.spent(this.alpha, (double) pairs / this.maxPairs);
	}

}
