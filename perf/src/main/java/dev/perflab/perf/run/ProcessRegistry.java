package dev.perflab.perf.run;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Starts the run's processes and stops every one of them at the end, whatever the end:
 * success, failure, or Ctrl-C (the shutdown hook calls {@link #close()}). Nothing the run
 * started outlives it.
 */
public final class ProcessRegistry {

	private final List<LabProcess> running = Collections.synchronizedList(new ArrayList<>());

	private final Progress progress;

	/**
	 * Closed: the run is stopping, and starts nothing more. Guarded by {@link #running}.
	 */
	private boolean closed;

	private volatile boolean startedAny;

	private final Set<LabProcess> endedBySignal = Collections.synchronizedSet(new LinkedHashSet<>());

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
		// Under the lock that close() takes: a process started while the run is being
		// stopped would be missed by it, and outlive the run.
		synchronized (this.running) {
			if (this.closed) {
				throw new LabException("not starting " + name + ": the run is stopping");
			}
			try {
				Process process = new ProcessBuilder(pinned).redirectErrorStream(true)
					.redirectOutput(log.toFile())
					.start();
				LabProcess started = new LabProcess(name, process, log);
				this.running.add(started);
				this.startedAny = true;
				return started;
			}
			catch (IOException ex) {
				throw new LabException("cannot start " + name + " (" + ex.getMessage() + ")", ex);
			}
		}
	}

	/**
	 * Stops one process and forgets it.
	 */
	public void stop(LabProcess process) {
		stop(List.of(process));
	}

	/**
	 * Returns the processes that had ended of SIGINT or SIGTERM when the run came to stop
	 * them: the group's signal reached them first (wrk, during a window).
	 */
	public List<String> endedBySignal() {
		synchronized (this.endedBySignal) {
			return this.endedBySignal.stream().map(LabProcess::name).toList();
		}
	}

	// 128 + SIGINT or SIGTERM before this registry sent anything: the group's signal.
	private void noteIfSignalled(LabProcess process, boolean endedBefore) {
		int exit = process.process().exitValue();
		if (endedBefore && (exit == 130 || exit == 143)) {
			this.endedBySignal.add(process);
		}
	}

	/**
	 * Stops processes together: TERM to all, then each awaited, so that their exits
	 * overlap (a JVM takes a second or two).
	 */
	public void stop(List<LabProcess> processes) {
		// Whether each had ended before anything was sent: only then was it the group's
		// signal that ended it, not this TERM.
		List<Boolean> endedBefore = processes.stream().map((process) -> !process.isAlive()).toList();
		processes.forEach((process) -> process.process().destroy());
		for (int i = 0; i < processes.size(); i++) {
			LabProcess process = processes.get(i);
			process.stop(10);
			this.running.remove(process);
			noteIfSignalled(process, endedBefore.get(i));
		}
	}

	/** Returns whether it has started a process: one that a signal could have stopped. */
	public boolean startedAny() {
		return this.startedAny;
	}

	/**
	 * Stops every process still running, the last started first. Says how many, unless a
	 * signal is stopping the run (by then known: the processes took longer to exit than
	 * the signal to arrive), whose one line says what it stopped.
	 */
	public void stopAll() {
		List<String> stopped = stopRunning();
		if (!stopped.isEmpty() && Interruption.current().isEmpty()) {
			this.progress.log("stopped " + stopped.size() + " processes");
		}
	}

	/**
	 * Stops every process still running, and starts no more: the end of an interrupted
	 * run, whose thread may be about to start one. Says nothing: the caller says why.
	 * @return the names of the processes it stopped, the last started first
	 */
	public List<String> close() {
		synchronized (this.running) {
			this.closed = true;
		}
		return stopRunning();
	}

	private List<String> stopRunning() {
		List<LabProcess> all;
		synchronized (this.running) {
			all = new ArrayList<>(this.running);
		}
		Collections.reverse(all);
		List<LabProcess> ended = all.stream().filter((process) -> !process.isAlive()).toList();
		// TERM to all first: a JVM takes a second or two to exit, and they can do it
		// together.
		all.forEach((process) -> process.process().destroy());
		for (LabProcess process : all) {
			process.stop(10);
			this.running.remove(process);
			noteIfSignalled(process, ended.contains(process));
		}
		return all.stream().filter((process) -> !this.endedBySignal.contains(process)).map(LabProcess::name).toList();
	}

}
