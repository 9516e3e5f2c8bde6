package dev.perflab.perf.run;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class FreezeProbeTests {

	@Test
	void countsOnlyLateWakeUpsAsFreezes() {
		FreezeProbe probe = new FreezeProbe(0);
		probe.record(3);
		probe.record(FreezeProbe.LATE_MILLIS - 1);
		probe.record(250);
		probe.record(40);
		probe.start();
		assertThat(probe.stop()).containsEntry("host.cpu0.frozen_ms", "290")
			.containsEntry("host.cpu0.freezes", "2")
			.containsEntry("host.cpu0.longest_ms", "250")
			.containsKey("host.cpu0.wall_ms");
	}

}
