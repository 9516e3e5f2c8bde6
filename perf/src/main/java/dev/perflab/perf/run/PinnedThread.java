package dev.perflab.perf.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Pins the calling thread of this JVM to CPUs. Java has no affinity API, but on Linux a
 * thread is a task with an id of its own, which {@code /proc/thread-self} names and
 * {@code taskset -p} accepts. So a probe or a noise thread can sit on one CPU without a
 * process of its own.
 */
final class PinnedThread {

	private PinnedThread() {
	}

	/**
	 * Pins the calling thread.
	 * @param cpus where it may run from now on
	 */
	static void pinCurrent(CpuSet cpus) {
		String tid;
		try {
			// "PID/task/TID"
			tid = Files.readSymbolicLink(Path.of("/proc/thread-self")).getFileName().toString();
		}
		catch (IOException ex) {
			throw new LabException("cannot find this thread's id in /proc/thread-self", ex);
		}
		Commands.run(List.of("taskset", "-p", "-c", cpus.toString(), tid), "pinning thread " + tid);
	}

}
