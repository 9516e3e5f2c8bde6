package dev.perflab.perf.raw;

import java.util.Locale;

import static dev.perflab.perf.json.StrictJson.require;

/**
 * When a run stops: after its last fork, once its answer is known, or when its time is
 * up. A compare looks at its pairs after every fork; the report judges the last look the
 * way the run did, so it needs to know which of the three ended the run.
 *
 * @param maxForks the most forks the run could measure ({@code --forks})
 * @param budgetSeconds the run's time budget, 0 for none ({@code --budget})
 * @param reason why it stopped
 */
public record Stopping(int maxForks, int budgetSeconds, Reason reason) {

	public Stopping {
		require(maxForks > 0, "maxForks must be positive");
		require(budgetSeconds >= 0, "budgetSeconds must not be negative");
	}

	/** Why a run stopped. */
	public enum Reason {

		/** It measured all its forks. */
		FORKS,

		/**
		 * A look answered (regressed, improved or unchanged) before the forks or the
		 * budget ran out: a look that was the last anyway keeps their reason, since it
		 * spent what was left of α and the report must judge it so.
		 */
		ANSWER,

		/** Another fork would not have fitted the time budget. */
		BUDGET;

		public String id() {
			return name().toLowerCase(Locale.ROOT);
		}

	}

}
