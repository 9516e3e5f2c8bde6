package dev.perflab.jfrrules.recording;

import java.time.Duration;

/**
 * What one pass over a recording read.
 *
 * @param events the number of events loaded into tables
 * @param tables the number of tables loaded
 * @param elapsed the wall time of the pass
 */
public record LoadStatistics(long events, int tables, Duration elapsed) {

	/**
	 * Returns the load rate, the figure to compare with other JFR tools.
	 * @return events per second of wall time
	 */
	public double eventsPerSecond() {
		double seconds = this.elapsed.toNanos() / 1e9;
		return (seconds > 0) ? this.events / seconds : 0;
	}

	/**
	 * Adds another pass, for the rare query that referenced a table the first pass could
	 * not foresee.
	 * @param other the other pass
	 * @return the sum
	 */
	public LoadStatistics plus(LoadStatistics other) {
		return new LoadStatistics(this.events + other.events, this.tables + other.tables,
				this.elapsed.plus(other.elapsed));
	}

}
