package dev.perflab.perf.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * A process the run started: a service, a gateway, or a wrk.
 *
 * @param name how logs and messages name it ({@code hello}, {@code base}, ...)
 * @param log where its output goes
 */
public record LabProcess(String name, Process process, Path log) {

	public long pid() {
		return this.process.pid();
	}

	public boolean isAlive() {
		return this.process.isAlive();
	}

	/**
	 * Throws unless the process is still running.
	 * @throws LabException naming the process and its log
	 */
	public void checkAlive() {
		if (!isAlive()) {
			throw new LabException(this.name + " (pid " + pid() + ") exited with " + this.process.exitValue()
					+ " during the run" + tail());
		}
	}

	/**
	 * Returns the CPU times of its threads.
	 * @throws LabException naming the process, its exit code and the end of its log, when
	 * it has exited: a gateway that could not bind its port exits during its start, and
	 * its log says why (measured: two runs on one host, a shard under nektos/act; this
	 * was an internal error, "process 345 is gone")
	 */
	public ThreadTimes threadTimes() {
		try {
			return ThreadTimes.of(pid());
		}
		catch (ProcessGoneException ex) {
			checkAlive();
			throw ex;
		}
	}

	/**
	 * Moves every thread of the process to other CPUs ({@code taskset -a -p}). Threads
	 * the process creates later inherit the affinity of their creator, so they follow.
	 */
	public void pin(CpuSet cpus) {
		Commands.run(List.of("taskset", "-a", "-p", "-c", cpus.toString(), Long.toString(pid())),
				"pinning " + this.name + " to CPU " + cpus);
	}

	/**
	 * Moves every thread but the JIT's compiler threads to other CPUs, thread by thread
	 * ({@code taskset -p} on each thread id). The compiler threads keep every CPU, and so
	 * do the compiler threads they add later; any other thread is created by a pinned one
	 * and inherits its pin. A thread that ends while this runs is skipped.
	 * @param cpus the new CPUs of the application's threads
	 */
	public void pinAllButCompilers(CpuSet cpus) {
		threadTimes().threads().forEach((tid, thread) -> {
			if (thread.isCompiler()) {
				return;
			}
			try {
				PinnedThread.pin(tid, cpus, "pinning thread " + tid + " (" + thread.name() + ") of " + this.name);
			}
			catch (LabException ex) {
				if (Files.exists(Path.of("/proc", Long.toString(pid()), "task", Long.toString(tid)))) {
					throw ex;
				}
			}
		});
	}

	/**
	 * Lowers the priority of every thread but the JIT's compiler threads (a higher nice
	 * value), so that the compiler threads run first wherever they want the CPU.
	 * @param nice the application's nice value
	 */
	public void niceAllButCompilers(int nice) {
		List<Long> application = threadTimes().threads()
			.entrySet()
			.stream()
			.filter((thread) -> !thread.getValue().isCompiler())
			.map(Map.Entry::getKey)
			.toList();
		ThreadNice.set(pid(), application, nice, "lowering the priority of " + this.name + "'s threads");
	}

	/**
	 * Gives every thread one nice value, the compiler threads included.
	 */
	public void niceAll(int nice) {
		ThreadNice.set(pid(), threadTimes().threads().keySet(), nice,
				"setting the priority of " + this.name + "'s threads");
	}

	/**
	 * Stops the process: TERM, then KILL after the grace period.
	 * @param graceSeconds how long it may take to exit
	 */
	public void stop(int graceSeconds) {
		this.process.destroy();
		try {
			if (!this.process.waitFor(graceSeconds, TimeUnit.SECONDS)) {
				this.process.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
			}
		}
		catch (InterruptedException ex) {
			this.process.destroyForcibly();
			Thread.currentThread().interrupt();
		}
	}

	/**
	 * Returns the last lines of the log, for an error message.
	 * @return a colon, a new line and the lines, or a pointer to the log
	 */
	public String tail() {
		try {
			List<String> lines = Files.readAllLines(this.log);
			return "; the end of its log (" + this.log + "):\n  "
					+ String.join("\n  ", lines.subList(Math.max(0, lines.size() - 15), lines.size()));
		}
		catch (IOException | RuntimeException ex) {
			return "; its log: " + this.log;
		}
	}

}
