package dev.perflab.perf.run;

import java.util.Map;

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
		assertThat(probe.totals()).containsEntry("host.cpu0.frozen_ms", "290")
			.containsEntry("host.cpu0.freezes", "2")
			.containsEntry("host.cpu0.longest_ms", "250");
	}

	/** A live probe: only what holds however busy the machine is. */
	@Test
	void aLiveProbeCountsItsWallTimeAndNoMoreFreezeThanThat() throws InterruptedException {
		int cpu = CpuSet.allowed().cpus().get(0);
		FreezeProbe probe = new FreezeProbe(cpu);
		probe.start();
		Thread.sleep(300);
		Map<String, String> totals = probe.stop();
		String prefix = "host.cpu" + cpu + ".";
		long wall = Long.parseLong(totals.get(prefix + "wall_ms"));
		assertThat(wall).isBetween(200L, 5_000L);
		assertThat(Long.parseLong(totals.get(prefix + "frozen_ms"))).isBetween(0L, wall);
	}

}
