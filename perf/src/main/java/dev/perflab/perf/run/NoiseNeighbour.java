package dev.perflab.perf.run;

import java.lang.management.ManagementFactory;
import java.util.List;
import java.util.SplittableRandom;

import dev.perflab.perf.raw.Noise;

/**
 * A noisy neighbour on demand: a thread that takes the gateways' CPU in random bursts
 * (busy 10-300 ms, then idle 10-300 ms), like another tenant of a shared runner. It shows
 * on a quiet machine whether a verdict holds on a noisy one: the two gateways of a duet
 * lose the CPU at the same moments, so their ratio should not move.
 */
final class NoiseNeighbour implements Runnable {

	/**
	 * Each busy and each idle spell lasts this many milliseconds, at random, from MIN to
	 * MAX.
	 */
	static final int MIN_MS = 10;

	static final int MAX_MS = 300;

	private final CpuSet cpus;

	private final long startNanos = System.nanoTime();

	/** The CPU time the thread got: busy is not the same as running on a shared CPU. */
	private volatile long cpuNanos;

	private final SplittableRandom random;

	private volatile boolean stopped;

	private Thread thread;

	NoiseNeighbour(CpuSet cpus, long seed) {
		this.cpus = cpus;
		this.random = new SplittableRandom(seed);
	}

	void start() {
		this.thread = new Thread(this, "noise-neighbour");
		this.thread.setDaemon(true);
		this.thread.start();
	}

	@Override
	public void run() {
		long tid = PinnedThread.currentTid();
		PinnedThread.pin(tid, this.cpus, "pinning the noisy neighbour");
		// The gateways' claim on the CPU: at a nice value of its own it would take
		// nine tenths of a busy spell from them, not a neighbour's share.
		ThreadNice.set(ProcessHandle.current().pid(), List.of(tid), ThreadNice.GATEWAYS,
				"lowering the noisy neighbour's priority to the gateways'");
		try {
			while (!this.stopped) {
				long busyUntil = System.nanoTime() + this.random.nextLong(MIN_MS, MAX_MS + 1) * 1_000_000;
				while (System.nanoTime() < busyUntil) {
					// Runnable all the time: the scheduler shares the CPU with the
					// gateways.
				}
				Thread.sleep(this.random.nextLong(MIN_MS, MAX_MS + 1));
			}
		}
		catch (InterruptedException ex) {
			// stopped
		}
		finally {
			this.cpuNanos = ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
		}
	}

	/**
	 * Stops the neighbour and returns what it was and did.
	 * @return its bounds and the share of the gateway CPUs' time it ran
	 */
	Noise stop() {
		this.stopped = true;
		this.thread.interrupt();
		try {
			this.thread.join(5_000);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
		}
		double wall = (double) (System.nanoTime() - this.startNanos) * this.cpus.size();
		return new Noise(MIN_MS, MAX_MS, Math.min(1, this.cpuNanos / wall));
	}

}
