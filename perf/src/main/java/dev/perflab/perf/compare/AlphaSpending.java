package dev.perflab.perf.compare;

import dev.perflab.perf.metrics.Metric;
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
	O_BRIEN_FLEMING("O'Brien-Fleming") {
		@Override
		double spent(double alpha, double fraction) {
			double z = NORMAL.inverseSurvivalProbability(alpha / 2);
			return 2 * NORMAL.survivalProbability(z / Math.sqrt(fraction));
		}
	},

	/** α(t) = α ln(1 + (e - 1) t): the Pocock-like function. */
	POCOCK("Pocock") {
		@Override
		double spent(double alpha, double fraction) {
			return alpha * Math.log(1 + (Math.E - 1) * fraction);
		}
	};

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
	 * Returns the spending a gated metric's looks use: O'Brien-Fleming's for CPU per
	 * request (and every metric that is only reported), Pocock's for allocation per
	 * request.
	 * <p>
	 * Why allocation spends evenly: its JVM pairs spread 0.27-0.39%, CPU's 1.1-3.7%, so
	 * what a run catches in allocation is mostly the verdict rule's minimum effect (half
	 * the 1% threshold), not the interval, and a wider last look costs little; an early
	 * answer saves a whole fork (2.7 minutes on a 2-vCPU runner). Measured on the five
	 * compares of a 1.04% allocation step (docs/measurements.md, 2026-11-28): at the
	 * first look (4 of 8 pairs) O'Brien-Fleming's 0.56% one-sided level called 2 of 5
	 * regressed and 3 inconclusive, each of those paying a fork more (one took 6 min 27
	 * s); Pocock's 3.1% would have called all 5 regressed there. On the five A/A compares
	 * every look of Pocock's stayed unchanged, the widest interval at the last look
	 * ±0.55%. The seeded simulations in the tests keep its false-alarm rate under α.
	 */
	public static AlphaSpending of(Metric metric) {
		return (metric == Metric.ALLOCATION_PER_REQUEST) ? POCOCK : O_BRIEN_FLEMING;
	}

	/**
	 * Returns the share of α spent by the look at this information fraction.
	 * @param alpha the whole one-sided false-alarm rate
	 * @param fraction the JVM pairs measured over the most the run may measure, in (0, 1]
	 */
	abstract double spent(double alpha, double fraction);

}
