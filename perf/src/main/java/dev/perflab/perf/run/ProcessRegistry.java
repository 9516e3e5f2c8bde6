package dev.perflab.perf.run;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Starts the run's processes and stops every one of them at the end, whatever the end:
 * success, failure, or Ctrl-C (the shutdown hook calls {@link #stopAll()}). Nothing the
 * run started outlives it.
 */
public final class ProcessRegistry {

	private final List<LabProcess> running = Collections.synchronizedList(new ArrayList<>());

	private final Progress progress;

	public ProcessRegistry(Progress progress) {
		this.progress = progress;
	}

	/**
	 * Starts a process pinned to CPUs.
	 * @param cpus where it may run ({@code taskset -c})
	 * @param log where its output goes
	 */
	public LabProcess start(String name, CpuSet cpus, List<String> command, Path log) {
		List<String> pinned = new ArrayList<>(List.of("taskset", "-c", cpus.toString()));
		pinned.addAll(command);
		try {
			Process process = new ProcessBuilder(pinned).redirectErrorStream(true).redirectOutput(log.toFile()).start();
			LabProcess started = new LabProcess(name, process, log);
			this.running.add(started);
			return started;
		}
		catch (IOException ex) {
			throw new LabException("cannot start " + name + " (" + ex.getMessage() + ")", ex);
		}
	}

	/**
	 * Stops one process and forgets it.
	 */
	public void stop(LabProcess process) {
		process.stop(10);
		this.running.remove(process);
	}

	/**
	 * Stops processes together: TERM to all, then each awaited, so that their exits
	 * overlap (a JVM takes a second or two).
	 */
	public void stop(List<LabProcess> processes) {
		processes.forEach((process) -> process.process().destroy());
		processes.forEach(this::stop);
	}

	/** Stops every process still running, the last started first. */
	public void stopAll() {
		List<LabProcess> all;
		synchronized (this.running) {
			all = new ArrayList<>(this.running);
		}
		Collections.reverse(all);
		// TERM to all first: a JVM takes a second or two to exit, and they can do it
		// together.
		all.forEach((process) -> process.process().destroy());
		for (LabProcess process : all) {
			process.stop(10);
			this.running.remove(process);
		}
		if (!all.isEmpty()) {
			this.progress.log("stopped " + all.size() + " processes");
		}
	}

}
