package dev.perflab.perf.metrics;

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
 * <p>
 * Each compared metric's row names its spending ({@link Metric#spending()}); it lives
 * here, beside the rows, so that a row can name it: the compare reads it off the row.
 */
public enum AlphaSpending {

	/** α(t) = 2 - 2 Φ(z(1 - α/2) / √t): the O'Brien-Fleming-like function. */
	O_BRIEN_FLEMING("O'Brien-Fleming") {
		@Override
		public double spent(double alpha, double fraction) {
			double z = NORMAL.inverseSurvivalProbability(alpha / 2);
			return 2 * NORMAL.survivalProbability(z / Math.sqrt(fraction));
		}
	},

	/** α(t) = α ln(1 + (e - 1) t): the Pocock-like function. */
	POCOCK("Pocock") {
		@Override
		public double spent(double alpha, double fraction) {
			return alpha * Math.log(1 + (Math.E - 1) * fraction);
		}
	};

	/** The spending of a row that names none: every metric only reported spends so. */
	public static final AlphaSpending DEFAULT = O_BRIEN_FLEMING;

	private static final NormalDistribution NORMAL = NormalDistribution.of(0, 1);

	private final String label;

	AlphaSpending(String label) {
		this.label = label;
	}

	/** Returns its name for a reader, e.g. "O'Brien-Fleming". */
	public String label() {
		return this.label;
	}

	/**
	 * Returns the share of α spent by the look at this information fraction.
	 * @param alpha the whole one-sided false-alarm rate
	 * @param fraction the JVM pairs measured over the most the run may measure, in (0, 1]
	 */
	public abstract double spent(double alpha, double fraction);

}
