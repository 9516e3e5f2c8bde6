package dev.perflab.perf.compare;

import java.util.ArrayList;
import java.util.List;

import dev.perflab.perf.metrics.Metric;

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
 * Each gated metric spends its own α ({@link AlphaSpending#of}): a look tests CPU per
 * request (and reports the other metrics) at {@code spending}'s level and allocation per
 * request at {@code allocationSpending}'s. Each metric's false alarms stay under α, as
 * they did when both shared one spending: the gate fails on either, and always did.
 *
 * @param maxPairs the most JVM pairs the run may measure
 * @param alpha the one-sided false-alarm rate of the whole run, e.g. 0.05
 * @param spending how α is spread over the looks, for every metric but allocation per
 * request
 * @param allocationSpending how allocation per request's α is spread
 */
public record SequentialDesign(int maxPairs, double alpha, AlphaSpending spending, AlphaSpending allocationSpending) {

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
		this(maxPairs, alpha, spending, spending);
	}

	/**
	 * The design of a compare: each gated metric with its own spending
	 * ({@link AlphaSpending#of}).
	 */
	public static SequentialDesign of(int maxPairs, double alpha) {
		return new SequentialDesign(maxPairs, alpha, AlphaSpending.of(Metric.CPU_PER_REQUEST),
				AlphaSpending.of(Metric.ALLOCATION_PER_REQUEST));
	}

	/**
	 * Returns the one-sided level of a look, by {@code spending}.
	 * @param previousPairs the pairs at the previous look, 0 before the first
	 * @param pairs the pairs at this look, more than at the previous one
	 * @param last whether the run ends with this look whatever it says
	 */
	public double levelOf(int previousPairs, int pairs, boolean last) {
		return levelOf(this.spending, previousPairs, pairs, last);
	}

	/**
	 * Returns the one-sided level of a look for allocation per request, by
	 * {@code allocationSpending}.
	 */
	public double allocationLevelOf(int previousPairs, int pairs, boolean last) {
		return levelOf(this.allocationSpending, previousPairs, pairs, last);
	}

	private double levelOf(AlphaSpending by, int previousPairs, int pairs, boolean last) {
		if (pairs <= previousPairs || pairs > this.maxPairs) {
			throw new IllegalArgumentException(
					"a look at " + pairs + " pairs after one at " + previousPairs + " of at most " + this.maxPairs);
		}
		double before = (previousPairs > 0) ? by.spent(this.alpha, (double) previousPairs / this.maxPairs) : 0;
		return (last ? this.alpha : by.spent(this.alpha, (double) pairs / this.maxPairs)) - before;
	}

	/**
	 * One look at the pairs of the first forks.
	 *
	 * @param forks the forks looked at
	 * @param pairs the JVM pairs they gave
	 * @param level the one-sided level of this look's bounds for every metric but
	 * allocation per request
	 * @param allocationLevel the one-sided level of allocation per request's bound
	 * @param gate the gated metrics' verdict together, each at its level
	 * ({@link Verdict#ofGate})
	 */
	public record Look(int forks, int pairs, double level, double allocationLevel, Verdict gate) {

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
		 * @param level the one-sided level of every metric but allocation per request
		 * @param allocationLevel allocation per request's
		 */
		Verdict verdict(int forks, double level, double allocationLevel);

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
			double level = levelOf(previous, pairs, last);
			double allocationLevel = allocationLevelOf(previous, pairs, last);
			Look look = new Look(fork, pairs, level, allocationLevel, judge.verdict(fork, level, allocationLevel));
			looks.add(look);
			previous = pairs;
			if (look.answered()) {
				break;
			}
		}
		return List.copyOf(looks);
	}

}
