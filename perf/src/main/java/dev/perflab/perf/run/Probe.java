package dev.perflab.perf.run;

import java.util.Map;

/**
 * One short load window of the warm-up: for each gateway, what it served and what that
 * cost.
 *
 * @param sides by gateway name
 */
record Probe(Map<String, Side> sides) {

	/**
	 * One gateway in one probe.
	 *
	 * @param requests requests wrk completed
	 */
	record Side(long requests, ThreadTimes.CpuUsed cpu) {

		/**
		 * Returns the CPU per request of every thread but the JIT compilers, as a
		 * window's.
		 */
		double cpuMicrosPerRequest() {
			return (this.requests > 0) ? this.cpu.servingNanos() / 1000.0 / this.requests : Double.NaN;
		}

	}

}
