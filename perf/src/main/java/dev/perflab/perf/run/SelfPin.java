package dev.perflab.perf.run;

import java.util.List;

/**
 * This JVM, every thread of it, pinned to CPUs for the length of a run, and put back
 * where it was when the run ends.
 * <p>
 * Why pinned: unpinned, the orchestrator's collector threads ran on the gateways' CPU
 * after it read a fork's recordings, and fork 2's latency phase read p99 0.1-2.7 s. Why
 * put back: {@code perf selftest} runs one compare after another in this JVM, and each
 * chooses its layout from the CPUs this process may use. Left pinned to the services'
 * CPU, its second run saw one CPU and put the gateways, the services and wrk on it: CI's
 * {@code mapper-per-request} passed the rule written for it (3 December), and a run that
 * missed it the same way here had 31 execution samples in 13 s.
 */
final class SelfPin implements AutoCloseable {

	private final CpuSet before;

	private SelfPin(CpuSet before) {
		this.before = before;
	}

	/**
	 * Pins every thread of this JVM; threads it starts later inherit the pin.
	 * @throws LabException if {@code taskset} fails
	 */
	static SelfPin to(CpuSet cpus) {
		CpuSet before = CpuSet.allowed();
		pin(cpus);
		return new SelfPin(before);
	}

	/** Returns the CPUs this JVM could use before it was pinned. */
	CpuSet before() {
		return this.before;
	}

	/**
	 * Puts every thread back on the CPUs this JVM could use before.
	 * @throws LabException if {@code taskset} fails
	 */
	@Override
	public void close() {
		pin(this.before);
	}

	private static void pin(CpuSet cpus) {
		Commands.run(
				List.of("taskset", "-a", "-p", "-c", cpus.toString(), Long.toString(ProcessHandle.current().pid())),
				"pinning perf to CPU " + cpus);
	}

}
