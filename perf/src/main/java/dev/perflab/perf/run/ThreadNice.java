package dev.perflab.perf.run;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * Sets the nice value of threads ({@code renice}). On Linux a thread is a task with an id
 * of its own, and {@code setpriority}, which renice calls, takes a thread id: so one
 * JVM's threads can have different priorities. Any user may raise a nice value, only a
 * privileged one lower it; so what is lowered in priority stays so.
 */
final class ThreadNice {

	/**
	 * The gateways' nice value from their warm-up on, their compiler threads' from its
	 * end ({@link WarmUp}). Measured on an AMD EPYC 2-vCPU VM (4 December, compares at
	 * the defaults, four JVMs a fork): with the JIT first, its share of the gateways' CPU
	 * in the warm-up's first phase rose from 51-55% to 59-65%, it fell under 5% after the
	 * pin in 10 forks of 10 (at 98-138 s) against 2 of 6, and 5 of 10 forks settled
	 * within the 150 s bound against 1 of 6. At 19 the JIT took no larger share (61-62%);
	 * but the gateways measured there would yield nearly all of their CPU to any process
	 * of the machine at nice 0 (a thread's weight is 15 at nice 19, 110 at 10, 1,024 at
	 * 0).
	 */
	static final int GATEWAYS = 10;

	private ThreadNice() {
	}

	/**
	 * Sets the nice value of threads of one process. A thread that ends while this runs
	 * is skipped.
	 * @param pid the process
	 * @param tids its threads
	 * @param what what this does, for the error message
	 * @throws LabException if renice fails on a thread that still runs
	 */
	static void set(long pid, Collection<Long> tids, int nice, String what) {
		if (tids.isEmpty()) {
			return;
		}
		try {
			Commands.run(command(tids, nice), what);
		}
		catch (LabException ex) {
			List<Long> alive = tids.stream()
				.filter((tid) -> Files.exists(Path.of("/proc", Long.toString(pid), "task", Long.toString(tid))))
				.toList();
			if (alive.size() == tids.size()) {
				throw ex;
			}
			set(pid, alive, nice, what);
		}
	}

	private static List<String> command(Collection<Long> tids, int nice) {
		List<String> command = new ArrayList<>(List.of("renice", "-n", Integer.toString(nice), "-p"));
		tids.forEach((tid) -> command.add(Long.toString(tid)));
		return command;
	}

}
