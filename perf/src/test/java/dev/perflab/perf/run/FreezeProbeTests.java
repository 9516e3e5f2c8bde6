package dev.perflab.perf.run;

import dev.perflab.perf.raw.HostFreeze;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class FreezeProbeTests {

	/**
	 * The counting alone, no thread: a live probe on a loaded machine adds freezes of its
	 * own.
	 */
	@Test
	void countsOnlyLateWakeUpsAsFreezes() {
		FreezeProbe probe = new FreezeProbe(0);
		probe.record(3);
		probe.record(FreezeProbe.LATE_MILLIS - 1);
		probe.record(250);
		probe.record(40);
		assertThat(probe.totals()).isEqualTo(HostFreeze.of(0, 0, 290, 250, 2));
	}

	/** A live probe: only what holds however busy the machine is. */
	@Test
	void aLiveProbeCountsItsWallTimeAndNoMoreFreezeThanThat() throws InterruptedException {
		int cpu = CpuSet.allowed().cpus().get(0);
		FreezeProbe probe = new FreezeProbe(cpu);
		probe.start();
		Thread.sleep(300);
		HostFreeze totals = probe.stop();
		assertThat(totals.cpu()).isEqualTo(cpu);
		assertThat(totals.wallMs()).isBetween(200L, 5_000L);
		assertThat(totals.frozenMs()).isBetween(0L, totals.wallMs());
	}

}
