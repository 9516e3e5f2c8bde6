package dev.perflab.perf.compare;

import java.util.List;

import org.apache.commons.statistics.descriptive.Mean;
import org.apache.commons.statistics.descriptive.Variance;
import org.apache.commons.statistics.distribution.ChiSquaredDistribution;
import org.apache.commons.statistics.distribution.NormalDistribution;
import org.apache.commons.statistics.distribution.TDistribution;

/**
 * A random-effects meta-analysis of shard means: each shard (one runner's compare) has
 * its own mean log-ratio m_i over its JVM pairs, with the variance v_i = s_i² / n_i of
 * that mean, and the runner adds an effect of its own, of variance τ², around the mean
 * over runners.
 * <ul>
 * <li>Heterogeneity: Cochran's Q = Σ w_i (m_i − m̄)², w_i = 1 / v_i, against χ² with k −
 * 1 degrees of freedom.</li>
 * <li>τ²: DerSimonian and Laird's moment estimate, max(0, (Q − (k − 1)) / (Σw − Σw² /
 * Σw)) (Controlled Clinical Trials 7, 1986).</li>
 * <li>The interval: Hartung and Knapp's (Statistics in Medicine 20, 2001; Sidik and
 * Jonkman 2002): the weights w*_i = 1 / (v_i + τ²), the weighted mean, its variance
 * estimated from the shards' own scatter around it, q / Σw* with q = Σ w*_i (m_i − μ)² /
 * (k − 1), and t with k − 1 degrees of freedom.</li>
 * </ul>
 * Why Hartung-Knapp and not DerSimonian-Laird's normal interval: with 2-4 shards τ² is
 * estimated from 1-3 degrees of freedom, and the normal interval treats that estimate as
 * known; it covers far less than its level when runners differ ({@link ShardPooling}
 * gives the simulated coverage).
 */
public final class RandomEffects {

	private RandomEffects() {
	}

	/**
	 * The shards' heterogeneity.
	 *
	 * @param q Cochran's Q
	 * @param degreesOfFreedom shards − 1
	 * @param pValue the chance of a Q this large when every runner has the same mean
	 * @param tauSquared DerSimonian and Laird's estimate of the runner effect's variance
	 * (of the log-ratio)
	 */
	public record Heterogeneity(double q, int degreesOfFreedom, double pValue, double tauSquared) {

	}

	/**
	 * Returns the shards' heterogeneity.
	 * @param shards each shard's pair log-ratios, at least two pairs each, at least two
	 * shards
	 */
	public static Heterogeneity heterogeneity(List<double[]> shards) {
		int k = checked(shards);
		double[] w = weights(shards, 0);
		double sw = sum(w);
		double sw2 = 0;
		for (double weight : w) {
			sw2 += weight * weight;
		}
		double q = weightedSquares(shards, w, weightedMean(shards, w));
		double tau2 = Math.max(0, (q - (k - 1)) / (sw - sw2 / sw));
		double p = ChiSquaredDistribution.of(k - 1).survivalProbability(q);
		return new Heterogeneity(q, k - 1, p, tau2);
	}

	/**
	 * Returns Hartung and Knapp's interval of the mean log-ratio over runners.
	 * @param shards each shard's pair log-ratios
	 * @param tauSquared the runner effect's variance ({@link Heterogeneity#tauSquared()})
	 * @param confidence two-sided level
	 */
	public static Estimate hartungKnapp(List<double[]> shards, double tauSquared, double confidence) {
		int k = checked(shards);
		double[] w = weights(shards, tauSquared);
		double mu = weightedMean(shards, w);
		double standardError = Math.sqrt(weightedSquares(shards, w, mu) / (k - 1) / sum(w));
		return Estimate.t(mu, standardError, k - 1, confidence);
	}

	/**
	 * Returns DerSimonian and Laird's interval: the same weighted mean, its variance 1 /
	 * Σw*, and normal quantiles. Kept for the simulation that rejected it.
	 */
	public static Estimate derSimonianLaird(List<double[]> shards, double tauSquared, double confidence) {
		checked(shards);
		double[] w = weights(shards, tauSquared);
		return Estimate.t(weightedMean(shards, w), Math.sqrt(1 / sum(w)), Double.POSITIVE_INFINITY, confidence);
	}

	/** Returns Σ w_i m_i / Σ w_i over the shards' means m_i. */
	private static double weightedMean(List<double[]> shards, double[] w) {
		double total = 0;
		for (int i = 0; i < w.length; i++) {
			total += w[i] * mean(shards.get(i));
		}
		return total / sum(w);
	}

	/** Returns Σ w_i (m_i − mu)²: Cochran's Q with the fixed-effect weights and mean. */
	private static double weightedSquares(List<double[]> shards, double[] w, double mu) {
		double squares = 0;
		for (int i = 0; i < w.length; i++) {
			double d = mean(shards.get(i)) - mu;
			squares += w[i] * d * d;
		}
		return squares;
	}

	/**
	 * An estimate of a mean log-ratio with its t interval.
	 *
	 * @param mean the estimate
	 * @param standardError its standard error
	 * @param degreesOfFreedom of the t quantile (infinite: normal)
	 * @param low the interval's lower end
	 * @param high its upper end
	 */
	public record Estimate(double mean, double standardError, double degreesOfFreedom, double low, double high) {

		/**
		 * Returns the estimate with its interval: mean ± quantile × standard error.
		 * @param confidence two-sided level
		 */
		public static Estimate t(double mean, double standardError, double degreesOfFreedom, double confidence) {
			double tail = (1 - confidence) / 2;
			double quantile = Double.isInfinite(degreesOfFreedom)
					? NormalDistribution.of(0, 1).inverseSurvivalProbability(tail)
					: TDistribution.of(degreesOfFreedom).inverseSurvivalProbability(tail);
			return new Estimate(mean, standardError, degreesOfFreedom, mean - quantile * standardError,
					mean + quantile * standardError);
		}

	}

	private static double[] weights(List<double[]> shards, double tauSquared) {
		double[] w = new double[shards.size()];
		for (int i = 0; i < w.length; i++) {
			double[] pairs = shards.get(i);
			w[i] = 1 / (Variance.of(pairs).getAsDouble() / pairs.length + tauSquared);
		}
		return w;
	}

	private static int checked(List<double[]> shards) {
		if (shards.size() < 2) {
			throw new IllegalArgumentException("pooling needs at least 2 shards, got " + shards.size());
		}
		for (double[] pairs : shards) {
			if (pairs.length < 2) {
				throw new IllegalArgumentException("each shard needs at least 2 JVM pairs, got " + pairs.length);
			}
		}
		return shards.size();
	}

	private static double mean(double[] values) {
		return Mean.of(values).getAsDouble();
	}

	private static double sum(double[] values) {
		double sum = 0;
		for (double value : values) {
			sum += value;
		}
		return sum;
	}

}
