package dev.perflab.perf.run;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

class ThreadTimesTests {

	private static final long PID = ProcessHandle.current().pid();

	@Test
	void countsTheCpuTimeOfAThreadThatRanBetweenTwoSnapshots() throws InterruptedException {
		ThreadTimes before = ThreadTimes.of(PID);
		Thread busy = new Thread(() -> spin(600_000_000L), "busy-for-test");
		busy.start();
		busy.join();
		// The busy thread exited: its time is lost (the documented pitfall), so this
		// thread spins too, and is still alive at the second snapshot.
		ThreadTimes middle = ThreadTimes.of(PID);
		spin(200_000_000L);
		ThreadTimes.CpuUsed mine = ThreadTimes.of(PID).since(middle);
		assertThat(mine.nanos()).isGreaterThanOrEqualTo(200_000_000L);
		// The pitfall itself: the thread that exited is gone from the account, its time
		// with it.
		assertThat(ThreadTimes.of(PID).threads().values()).noneMatch((t) -> t.name().equals("busy-for-test"));
		assertThat(before.threads().values()).noneMatch((t) -> t.name().equals("busy-for-test"));
	}

	@Test
	void namesTheJitsThreads() {
		assertThat(ThreadTimes.of(PID).threads().values()).anyMatch(ThreadTimes.Thread::isCompiler);
	}

	@Test
	void saysWhenTheProcessIsGone() {
		assertThatExceptionOfType(ProcessGoneException.class).isThrownBy(() -> ThreadTimes.of(Integer.MAX_VALUE))
			.withMessageContaining("is gone");
	}

	private static void spin(long cpuNanos) {
		ThreadMXBean threads = ManagementFactory.getThreadMXBean();
		long end = threads.getCurrentThreadCpuTime() + cpuNanos;
		while (threads.getCurrentThreadCpuTime() < end) {
			Thread.onSpinWait();
		}
	}

}
