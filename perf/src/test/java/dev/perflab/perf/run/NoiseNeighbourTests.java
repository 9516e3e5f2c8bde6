package dev.perflab.perf.run;

import java.util.List;

import dev.perflab.perf.raw.Noise;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The neighbour reports the CPU it really got, not the time it meant to be busy: on a
 * loaded machine the two differ, and the summary quotes the first.
 */
class NoiseNeighbourTests {

	@Test
	void reportsItsSettingsAndTheShareOfTheCpuItRan() throws InterruptedException {
		CpuSet one = new CpuSet(List.of(CpuSet.allowed().cpus().get(0)));
		NoiseNeighbour neighbour = new NoiseNeighbour(one, 7);
		neighbour.start();
		Thread.sleep(1500);
		Noise noise = neighbour.stop();
		assertThat(noise.minMs()).isEqualTo(10);
		assertThat(noise.maxMs()).isEqualTo(300);
		// Busy about half the time by design; it cannot run more than all of it, and with
		// 1.5 s of bursts it ran some of it even on a loaded CPU.
		assertThat(noise.cpuShare()).isBetween(0.02, 1.0);
	}

}
