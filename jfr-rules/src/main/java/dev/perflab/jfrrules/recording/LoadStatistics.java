package dev.perflab.jfrrules.recording;

import java.time.Duration;
import java.time.Instant;

/**
 * What one pass over a recording read.
 *
 * @param events the number of events loaded into tables
 * @param tables the number of tables loaded
 * @param elapsed the wall time of the pass
 * @param jvmStart when the recorded JVM started, from its {@code jdk.JVMInformation}
 * event; null if the pass met none (the settings did not enable it, or no table was
 * loaded)
 */
public record LoadStatistics(long events, int tables, Duration elapsed, Instant jvmStart) {

	/**
	 * Creates statistics of a pass that did not learn the JVM's start.
	 * @param events the number of events loaded into tables
	 * @param tables the number of tables loaded
	 * @param elapsed the wall time of the pass
	 */
	public LoadStatistics(long events, int tables, Duration elapsed) {
		this(events, tables, elapsed, null);
	}

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
				this.elapsed.plus(other.elapsed), (this.jvmStart != null) ? this.jvmStart : other.jvmStart);
	}

}
