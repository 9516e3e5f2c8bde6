package dev.perflab.perf.raw;

import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

import static dev.perflab.perf.json.StrictJson.require;

/**
 * CPU time of each process, read just before and just after one wrk round: the sum of its
 * threads' CPU clocks, so the unit is a nanosecond ({@code clkTck} 10^9), not the 10 ms
 * tick of {@code /proc/PID/stat}.
 *
 * @param clkTck units per second
 * @param processes before/after by process name ({@code gateway}, {@code base},
 * {@code head}, {@code hello}, {@code auth})
 */
public record CpuTicks(long clkTck, Map<String, Span> processes) {

	public CpuTicks {
		require(clkTck > 0, "clkTck must be greater than 0");
		// By name, whoever wrote them: results.json lists them in a stable order.
		processes = Collections.unmodifiableSortedMap(new TreeMap<>(processes));
	}

	/**
	 * One process's CPU around a round.
	 *
	 * @param before just before wrk started
	 * @param after just after wrk ended
	 */
	public record Span(long before, long after) {

		public Span {
			require(before >= 0, "before must not be negative");
			require(after >= before, "after is smaller than before: did the process restart?");
		}

		public long used() {
			return this.after - this.before;
		}

	}

}
