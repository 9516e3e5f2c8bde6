package dev.perflab.perf.run;

import java.util.SplittableRandom;

/**
 * A noisy neighbour on demand: a thread that takes the gateways' CPU in random bursts
 * (busy 10-300 ms, then idle 10-300 ms), like another tenant of a shared runner. It shows
 * on a quiet machine whether a verdict holds on a noisy one: the two gateways of a duet
 * lose the CPU at the same moments, so their ratio should not move.
 */
final class NoiseNeighbour implements Runnable {

	private final CpuSet cpus;

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
		PinnedThread.pinCurrent(this.cpus);
		while (!this.stopped) {
			long busyUntil = System.nanoTime() + this.random.nextLong(10, 300) * 1_000_000;
			while (System.nanoTime() < busyUntil) {
				// Runnable all the time: the scheduler shares the CPU with the gateways.
			}
			try {
				Thread.sleep(this.random.nextLong(10, 300));
			}
			catch (InterruptedException ex) {
				return;
			}
		}
	}

	void stop() {
		this.stopped = true;
		this.thread.interrupt();
	}

}
