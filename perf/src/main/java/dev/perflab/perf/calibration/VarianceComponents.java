package dev.perflab.perf.calibration;

import java.util.List;

import dev.perflab.perf.json.Nullable;

/**
 * The variance of A/A window log-ratios ln(head / base) split by where it arises: between
 * the windows of one base/head JVM pair, between the pairs of one fork (the JVMs that ran
 * side by side), and between forks (the JVMs started one after another).
 * <p>
 * Why three levels: each level is bought at its own price. A window costs its seconds; a
 * pair costs a fresh JVM's start and warm-up, shared by the pairs that warm at once; a
 * fork costs a start, a warm-up and a stop. Kalibera and Jones ("Rigorous benchmarking in
 * reasonable time", ISMM 2013) spend repetitions where the variance is per second
 * ({@link Budget}); that needs each level's own share, not the one spread between pairs
 * that a run reports.
 * <p>
 * The estimator is the ANOVA (method of moments) one for a random nested design, with the
 * coefficients of unequal group sizes (Searle, Casella and McCulloch, "Variance
 * Components", 1992, §4.4; they reduce to n and p·n when every fork has p pairs of n
 * windows): the mean squares of each level have expectations σ²_window + k σ²_pair + ...,
 * solved from the bottom up. A negative solution (a level whose mean square fell below
 * what the level under it explains) is reported as 0, its usual truncation: with the few
 * forks of a run such a level is small against the rest, not absent for sure.
 *
 * @param window the variance between windows of one pair (σ²_window)
 * @param pair the variance between the pairs of one fork (σ²_pair); null when every fork
 * had one pair, which then counts as the fork level
 * @param fork the variance between forks (σ²_fork); null with a single fork
 * @param windows the window log-ratios the estimate rests on
 * @param pairs the JVM pairs
 * @param forks the forks
 */
public record VarianceComponents(double window, @Nullable Double pair, @Nullable Double fork, int windows, int pairs,
		int forks) {

	/**
	 * Estimates the components.
	 * @param forks each fork's pairs, each pair's window log-ratios (at least one)
	 */
	public static VarianceComponents of(List<List<double[]>> forks) {
		int a = forks.size();
		int b = forks.stream().mapToInt(List::size).sum();
		double total = 0;
		int n = 0;
		for (List<double[]> fork : forks) {
			for (double[] pair : fork) {
				if (pair.length == 0) {
					throw new IllegalArgumentException("a JVM pair without windows");
				}
				for (double value : pair) {
					total += value;
				}
				n += pair.length;
			}
		}
		if (n <= b) {
			throw new IllegalArgumentException("variance components need a pair with two windows or more");
		}
		double grand = total / n;
		double ssWithin = 0;
		double ssPairs = 0;
		double ssForks = 0;
		// Sums of squared group sizes, for the coefficients of unequal groups.
		double pairSquaresOverFork = 0;
		double pairSquares = 0;
		double forkSquares = 0;
		for (List<double[]> fork : forks) {
			int forkWindows = 0;
			double forkTotal = 0;
			double squares = 0;
			for (double[] pair : fork) {
				forkWindows += pair.length;
				forkTotal += sum(pair);
				squares += (double) pair.length * pair.length;
			}
			double forkMean = forkTotal / forkWindows;
			for (double[] pair : fork) {
				double pairMean = sum(pair) / pair.length;
				for (double value : pair) {
					ssWithin += (value - pairMean) * (value - pairMean);
				}
				ssPairs += pair.length * (pairMean - forkMean) * (pairMean - forkMean);
			}
			ssForks += forkWindows * (forkMean - grand) * (forkMean - grand);
			pairSquaresOverFork += squares / forkWindows;
			pairSquares += squares;
			forkSquares += (double) forkWindows * forkWindows;
		}
		double window = ssWithin / (n - b);
		Double pair = null;
		if (b > a) {
			double k1 = (n - pairSquaresOverFork) / (b - a);
			pair = Math.max(0, (ssPairs / (b - a) - window) / k1);
		}
		Double fork = null;
		if (a > 1) {
			double k2 = (pairSquaresOverFork - pairSquares / n) / (a - 1);
			double k3 = (n - forkSquares / n) / (a - 1);
			double below = window + ((pair != null) ? k2 * pair : 0);
			fork = Math.max(0, (ssForks / (a - 1) - below) / k3);
		}
		return new VarianceComponents(window, pair, fork, n, b, a);
	}

	/**
	 * Returns the variance of the mean log-ratio of one fork of {@code pairs} JVM pairs
	 * side by side, each measured over {@code windows} windows: σ²_fork + σ²_pair / p +
	 * σ²_window / (p·n). {@link Integer#MAX_VALUE} windows leave the levels above the
	 * window.
	 */
	public double ofForkMean(int pairs, int windows) {
		double windowShare = (windows == Integer.MAX_VALUE) ? 0 : this.window / ((double) pairs * windows);
		return orZero(this.fork) + orZero(this.pair) / pairs + windowShare;
	}

	private static double orZero(Double variance) {
		return (variance != null) ? variance : 0;
	}

	private static double sum(double[] values) {
		double sum = 0;
		for (double value : values) {
			sum += value;
		}
		return sum;
	}

}
