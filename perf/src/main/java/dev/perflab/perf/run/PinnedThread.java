package dev.perflab.perf.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Pins a thread to CPUs. Java has no affinity API, but on Linux a thread is a task with
 * an id of its own, which {@code /proc/thread-self} (or {@code /proc/PID/task}) names and
 * {@code taskset -p} accepts. So a probe or a noise thread can sit on one CPU without a
 * process of its own, and a gateway's threads can be pinned apart from its JIT's.
 */
final class PinnedThread {

	private PinnedThread() {
	}

	/**
	 * Pins the calling thread.
	 */
	static void pinCurrent(CpuSet cpus) {
		long tid = currentTid();
		pin(tid, cpus, "pinning thread " + tid);
	}

	/**
	 * Returns the calling thread's id, as the kernel knows it.
	 * @throws LabException if {@code /proc/thread-self} cannot be read
	 */
	static long currentTid() {
		try {
			// "PID/task/TID"
			return Long.parseLong(Files.readSymbolicLink(Path.of("/proc/thread-self")).getFileName().toString());
		}
		catch (IOException ex) {
			throw new LabException("cannot find this thread's id in /proc/thread-self", ex);
		}
	}

	/**
	 * Pins one thread of any process.
	 * @param what what this does, for the error message
	 */
	static void pin(long tid, CpuSet cpus, String what) {
		Commands.run(List.of("taskset", "-p", "-c", cpus.toString(), Long.toString(tid)), what);
	}

}
