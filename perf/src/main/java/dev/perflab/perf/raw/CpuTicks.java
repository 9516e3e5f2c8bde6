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
	 * @param jit of what it used, its JIT compiler threads' CPU
	 */
	public record Span(long before, long after, long jit) {

		public Span {
			require(before >= 0, "before must not be negative");
			require(after >= before, "after is smaller than before: did the process restart?");
			require(jit >= 0 && jit <= after - before, "jit must lie between 0 and after - before");
		}

		public long used() {
			return this.after - this.before;
		}

		/**
		 * Returns what every thread but the JIT compilers used: the CPU that served the
		 * round's requests, which CPU per request counts.
		 * <p>
		 * Why the JIT's is left out: it compiles code, it serves no request, and on the
		 * mix of routes it never quite stops. Four gateways of a compare on a 2-vCPU VM
		 * still compiled now and then two minutes into the load, each burst 10-30% of one
		 * gateway's CPU for a few seconds: that one gateway's cost read 10-50% higher for
		 * the probe, while its threads that serve requests cost what the others' did
		 * (head/base 1.505 with the JIT, 1.03 without it, in the same probe). Counted in,
		 * the windows they fell in read 8-16% off their pair. A head that makes the JVM
		 * deoptimise again and again still shows: the code it runs meanwhile is slower.
		 */
		public long serving() {
			return used() - this.jit;
		}

	}

}
