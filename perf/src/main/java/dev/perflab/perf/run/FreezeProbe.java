package dev.perflab.perf.run;

import java.util.List;

import dev.perflab.perf.raw.HostFreeze;

/**
 * Measures how long the host froze one CPU: a thread pinned to it sleeps 10 ms at a time
 * and counts a late wake-up of 20 ms or more as a freeze.
 * <p>
 * Why: a virtual machine's CPU can be frozen by its host for hundreds of milliseconds at
 * a time (40-60% of the wall time on the 2-core machines this was built on, when their
 * host was busy). The guest charges that time as CPU to whatever ran, so absolute CPU per
 * request and latency swell with no change in the code. Ratios of two gateways on the
 * same CPU at the same moment cancel it; absolute figures do not, and the report says so
 * when this probe saw freezes. A sleeping probe wakes within a few ms even on a busy CPU,
 * so it costs ~100 wake-ups a second and sees only what the host took.
 */
final class FreezeProbe implements Runnable {

	static final long LATE_MILLIS = 20;

	private static final long PERIOD_MILLIS = 10;

	private final int cpu;

	private volatile boolean stopped;

	private long startNanos;

	private long endNanos;

	private long frozenMillis;

	private long longestMillis;

	private long freezes;

	private Thread thread;

	FreezeProbe(int cpu) {
		this.cpu = cpu;
	}

	void start() {
		this.thread = new Thread(this, "freeze-probe-" + this.cpu);
		this.thread.setDaemon(true);
		this.thread.start();
	}

	@Override
	public void run() {
		PinnedThread.pinCurrent(new CpuSet(List.of(this.cpu)));
		this.startNanos = System.nanoTime();
		long last = this.startNanos;
		while (!this.stopped) {
			try {
				Thread.sleep(PERIOD_MILLIS);
			}
			catch (InterruptedException ex) {
				break;
			}
			long now = System.nanoTime();
			record((now - last) / 1_000_000 - PERIOD_MILLIS);
			last = now;
		}
		this.endNanos = last;
	}

	void record(long lateMillis) {
		if (lateMillis >= LATE_MILLIS) {
			this.frozenMillis += lateMillis;
			this.freezes++;
			this.longestMillis = Math.max(this.longestMillis, lateMillis);
		}
	}

	/**
	 * Stops the probe and returns how long the host froze this CPU.
	 */
	HostFreeze stop() {
		this.stopped = true;
		try {
			this.thread.join(2000);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
		}
		return totals();
	}

	/**
	 * Returns how long the host froze this CPU so far.
	 */
	HostFreeze totals() {
		return HostFreeze.of(this.cpu, Math.max(0, this.endNanos - this.startNanos) / 1_000_000, this.frozenMillis,
				this.longestMillis, this.freezes);
	}

}
