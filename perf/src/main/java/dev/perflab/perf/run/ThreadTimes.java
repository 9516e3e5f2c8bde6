package dev.perflab.perf.run;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

/**
 * The CPU time of every thread of a process at one moment, in nanoseconds, from
 * {@code /proc/PID/task/TID/schedstat}.
 * <p>
 * Why this source: {@code /proc/PID/stat} counts in clock ticks (10 ms), too coarse for
 * windows of a few seconds in which two gateways share one CPU; cgroup {@code cpu.stat}
 * is exact but needs a cgroup per process, which an unprivileged run cannot create.
 * schedstat's first field is the scheduler's own runtime account, in ns. Its pitfall: the
 * time of a thread that exits between two snapshots is lost. The gateway's threads (event
 * loops, GC, JIT) live as long as the JVM, so the loss is a short-lived helper thread at
 * most; compiler threads that the JVM adds and removes are why the delta is taken thread
 * by thread rather than as a difference of sums.
 *
 * @param threads CPU nanoseconds and name of each thread, by thread id
 */
public record ThreadTimes(Map<Long, Thread> threads) {

	/**
	 * One thread's account.
	 *
	 * @param name the kernel's name of the thread ({@code comm}, at most 15 characters)
	 * @param cpuNanos CPU time since the thread started
	 */
	public record Thread(String name, long cpuNanos) {

		/**
		 * HotSpot names its JIT threads "C1 CompilerThread0", "C2 CompilerThread1", ...
		 */
		boolean isCompiler() {
			return this.name.startsWith("C1 CompilerThre") || this.name.startsWith("C2 CompilerThre");
		}

	}

	/**
	 * Takes a snapshot.
	 * @throws ProcessGoneException if the process has exited
	 */
	public static ThreadTimes of(long pid) {
		Path tasks = Path.of("/proc", Long.toString(pid), "task");
		Map<Long, Thread> threads = new HashMap<>();
		try (DirectoryStream<Path> listing = Files.newDirectoryStream(tasks)) {
			for (Path task : listing) {
				try {
					String schedstat = Files.readString(task.resolve("schedstat"));
					String name = Files.readString(task.resolve("comm")).strip();
					long nanos = Long.parseLong(schedstat.substring(0, schedstat.indexOf(' ')));
					threads.put(Long.parseLong(task.getFileName().toString()), new Thread(name, nanos));
				}
				catch (NoSuchFileException ex) {
					// The thread exited while we listed the others.
				}
			}
		}
		catch (IOException ex) {
			throw new ProcessGoneException(pid, ex);
		}
		if (threads.isEmpty()) {
			throw new ProcessGoneException(pid, null);
		}
		return new ThreadTimes(Map.copyOf(threads));
	}

	/**
	 * Returns the CPU used between an earlier snapshot and this one.
	 * @param before the earlier snapshot of the same process
	 * @return the CPU time used by all threads, and by the JIT compiler threads
	 */
	public CpuUsed since(ThreadTimes before) {
		long total = 0;
		long compiler = 0;
		for (Map.Entry<Long, Thread> entry : this.threads.entrySet()) {
			Thread earlier = before.threads.get(entry.getKey());
			long used = entry.getValue().cpuNanos() - ((earlier != null) ? earlier.cpuNanos() : 0);
			total += used;
			if (entry.getValue().isCompiler()) {
				compiler += used;
			}
		}
		return new CpuUsed(total, compiler);
	}

	/**
	 * CPU used over an interval.
	 *
	 * @param nanos all threads
	 * @param compilerNanos the JIT compiler threads: a warm JVM hardly compiles
	 */
	public record CpuUsed(long nanos, long compilerNanos) {

		/**
		 * Returns what every thread but the JIT compilers used: the CPU that served the
		 * requests ({@link dev.perflab.perf.raw.CpuTicks.Span#serving()} says why).
		 */
		public long servingNanos() {
			return this.nanos - this.compilerNanos;
		}

		/** Returns the share of the CPU time that went to compiling. */
		public double compilerShare() {
			return (this.nanos > 0) ? (double) this.compilerNanos / this.nanos : 0;
		}

	}

}
