package dev.perflab.perf.compare;

import org.apache.commons.statistics.distribution.NormalDistribution;

/**
 * How a sequential compare spends its false-alarm rate over its looks: Lan and DeMets'
 * spending functions ("Discrete sequential boundaries for clinical trials", Biometrika
 * 70, 1983), α(t) being the share of α that may be spent once a fraction t of the most
 * JVM pairs has been measured (α(1) = α).
 * <p>
 * O'Brien-Fleming's shape is the default: it spends almost nothing on the first looks, so
 * a run that stops early stops only on a clear answer, and the last look keeps nearly all
 * of α, so a run that goes the whole way loses almost no power against a fixed-size one.
 * Pocock's spends evenly: earlier stops, at the price of a wider last look.
 */
public enum AlphaSpending {

	/** α(t) = 2 - 2 Φ(z(1 - α/2) / √t): the O'Brien-Fleming-like function. */
	O_BRIEN_FLEMING {
		@Override
		double spent(double alpha, double fraction) {
			double z = NORMAL.inverseSurvivalProbability(alpha / 2);
			return 2 * NORMAL.survivalProbability(z / Math.sqrt(fraction));
		}
	},

	/** α(t) = α ln(1 + (e - 1) t): the Pocock-like function. */
	POCOCK {
		@Override
		double spent(double alpha, double fraction) {
			return alpha * Math.log(1 + (Math.E - 1) * fraction);
		}
	};

	private static final NormalDistribution NORMAL = NormalDistribution.of(0, 1);

	/**
	 * Returns the share of α spent by the look at this information fraction.
	 * @param alpha the whole one-sided false-alarm rate
	 * @param fraction the JVM pairs measured over the most the run may measure, in (0, 1]
	 */
	abstract double spent(double alpha, double fraction);

}
