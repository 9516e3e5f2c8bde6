package dev.perflab.perf.raw;

import java.util.Map;

/**
 * CPU time (utime + stime from {@code /proc/PID/stat}) of each process, read just before
 * and just after one wrk round.
 *
 * @param clockTicksPerSecond the kernel's {@code CLK_TCK} (100 on Linux): one tick is 10
 * ms, the resolution of every CPU figure
 * @param processes before/after ticks by process name ({@code gateway}, {@code base},
 * {@code head}, {@code hello}, {@code auth})
 */
public record CpuTicks(long clockTicksPerSecond, Map<String, Span> processes) {

	/**
	 * One process's ticks around a round.
	 *
	 * @param before ticks just before wrk started
	 * @param after ticks just after wrk ended
	 */
	public record Span(long before, long after) {

		public long used() {
			return this.after - this.before;
		}

	}

}
