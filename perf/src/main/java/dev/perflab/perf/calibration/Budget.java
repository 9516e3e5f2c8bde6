package dev.perflab.perf.calibration;

/**
 * How to spend a compare's seconds: windows per JVM pair and forks, chosen from the
 * variance components and the measured costs (Kalibera and Jones, "Rigorous benchmarking
 * in reasonable time", ISMM 2013, §4: at each level repeat r = sqrt((c_upper / c_lower) ·
 * (σ²_lower / σ²_upper)) times).
 * <p>
 * Here the upper level is the fork: it costs its start, warm-up, latency phase and stop
 * ({@code forkSeconds}) and brings {@code pairs} JVM pairs side by side; the lower level
 * is the window. A fork of p pairs and n windows leaves a variance of σ²_fork + σ²_pair /
 * p + σ²_window / (p·n) in the mean of its pairs, at a cost of forkSeconds + n ·
 * windowSeconds: the product of the two is least at n = sqrt((forkSeconds /
 * windowSeconds) · (σ²_window / p) / (σ²_fork + σ²_pair / p)). The pairs per fork are not
 * chosen here: more JVMs side by side change the warm-up's cost and the window's noise
 * together, so each pairs setting is measured as its own arm.
 *
 * @param components the A/A variance components of one pairs setting
 * @param pairs the JVM pairs per fork they were measured with
 * @param windowSeconds the seconds of one measured window
 * @param forkSeconds the seconds of a fork outside its windows: start, warm-up, the
 * latency phase and stop
 */
public record Budget(VarianceComponents components, int pairs, double windowSeconds, double forkSeconds) {

	/** The fewest windows a fork measures: one window leaves no spread within a pair. */
	static final int MIN_WINDOWS = 2;

	/**
	 * A plan for a budget of seconds.
	 *
	 * @param windows windows per fork
	 * @param forks forks that fit the budget
	 * @param standardError the predicted standard error of the mean log-ratio
	 */
	public record Plan(int windows, int forks, double standardError) {

		/**
		 * Returns the change a run of this plan flags in 95% of runs with one-sided
		 * bounds at the given level, in percent (normal approximation).
		 */
		public double detectablePercent(double zBound, double zPower) {
			return Math.expm1((zBound + zPower) * this.standardError) * 100;
		}

	}

	/**
	 * Returns the windows per fork that give the most precision per second (at least
	 * {@link #MIN_WINDOWS}), by Kalibera and Jones' rule rounded to the better neighbour.
	 */
	public int optimalWindows() {
		double upper = this.components.ofForkMean(this.pairs, Integer.MAX_VALUE);
		if (upper <= 0) {
			// No variance above the window: every second is best spent on windows.
			return Integer.MAX_VALUE;
		}
		double r = Math.sqrt((this.forkSeconds / this.windowSeconds) * (this.components.window() / this.pairs) / upper);
		int low = Math.max(MIN_WINDOWS, (int) Math.floor(r));
		int high = Math.max(MIN_WINDOWS, (int) Math.ceil(r));
		return (costTimesVariance(low) <= costTimesVariance(high)) ? low : high;
	}

	/**
	 * Returns the plan of a budget with the given windows per fork.
	 */
	public Plan plan(double budgetSeconds, int windows) {
		int forks = (int) Math.floor(budgetSeconds / forkCost(windows));
		double variance = (forks > 0) ? this.components.ofForkMean(this.pairs, windows) / forks
				: Double.POSITIVE_INFINITY;
		return new Plan(windows, forks, Math.sqrt(variance));
	}

	private double forkCost(int windows) {
		return this.forkSeconds + windows * this.windowSeconds;
	}

	private double costTimesVariance(int windows) {
		return forkCost(windows) * this.components.ofForkMean(this.pairs, windows);
	}

}
