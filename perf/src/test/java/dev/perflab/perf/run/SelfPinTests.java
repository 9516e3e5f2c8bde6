package dev.perflab.perf.run;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class SelfPinTests {

	@Test
	void pinsEveryThreadAndPutsThemBackAfter() throws InterruptedException {
		CpuSet before = CpuSet.allowed();
		CpuSet one = new CpuSet(List.of(before.cpus().get(before.size() - 1)));
		AtomicReference<CpuSet> startedWhilePinned = new AtomicReference<>();
		try (SelfPin pinned = SelfPin.to(one)) {
			assertThat(pinned.before()).isEqualTo(before);
			assertThat(CpuSet.allowed()).isEqualTo(one);
			Thread thread = new Thread(() -> startedWhilePinned.set(threadAllowed()));
			thread.start();
			thread.join();
		}
		assertThat(startedWhilePinned.get()).isEqualTo(one);
		assertThat(CpuSet.allowed()).isEqualTo(before);
		assertThat(threadAllowed()).isEqualTo(before);
	}

	@Test
	void aSecondPinStartsFromTheCpusTheFirstPutBack() {
		CpuSet before = CpuSet.allowed();
		try (SelfPin first = SelfPin.to(new CpuSet(List.of(before.cpus().get(0))))) {
			assertThat(first.before()).isEqualTo(before);
		}
		try (SelfPin second = SelfPin.to(new CpuSet(List.of(before.cpus().get(0))))) {
			assertThat(second.before()).isEqualTo(before);
		}
	}

	/** The calling thread's CPUs, which the main thread's status may not show. */
	private static CpuSet threadAllowed() {
		return CpuSet.allowed(Path.of("/proc/thread-self/status"));
	}

}
