package dev.perflab.perf.run;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

class CpuSetTests {

	@Test
	void readsTheKernelsListFormat() {
		assertThat(CpuSet.parse("0-2,5").cpus()).containsExactly(0, 1, 2, 5);
		assertThat(CpuSet.parse(" 3 ").toString()).isEqualTo("3");
		assertThat(CpuSet.parse("4,1").union(CpuSet.parse("1-2")).toString()).isEqualTo("1,2,4");
	}

	@Test
	void namesThePartThatIsNotACpu() {
		assertThatIllegalArgumentException().isThrownBy(() -> CpuSet.parse("0,x-2"))
			.withMessage("'x-2' in CPU list '0,x-2' is not a CPU or a range");
		assertThatIllegalArgumentException().isThrownBy(() -> CpuSet.parse("3-1")).withMessageContaining("'3-1'");
	}

	@Test
	void readsThisProcesssAffinity() {
		assertThat(CpuSet.allowed().size()).isBetween(1, Runtime.getRuntime().availableProcessors());
	}

}
