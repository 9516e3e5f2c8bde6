package dev.perflab.perf.run;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class CpuLayoutTests {

	@Test
	void givesTheGatewaysACpuOfTheirOwnOnTwoCpus() {
		CpuLayout layout = CpuLayout.choose(CpuSet.parse("0-1"));
		assertThat(layout.toRaw().describe()).isEqualTo("gateway=1 services=0 wrk=0");
		assertThat(layout.shared()).isFalse();
		assertThat(layout.all().toString()).isEqualTo("0,1");
	}

	@Test
	void givesWrkItsOwnCpuOnThree() {
		assertThat(CpuLayout.choose(CpuSet.parse("2-4")).toRaw().describe()).isEqualTo("gateway=3 services=2 wrk=4");
	}

	@Test
	void givesTheGatewaysTwoCpusOnFourOrMore() {
		assertThat(CpuLayout.choose(CpuSet.parse("0-7")).toRaw().describe()).isEqualTo("gateway=2,3 services=1 wrk=0");
	}

	@Test
	void sharesASingleCpuAndSaysSo() {
		CpuLayout layout = CpuLayout.choose(CpuSet.parse("5"));
		assertThat(layout.shared()).isTrue();
		assertThat(layout.toRaw().describe()).isEqualTo("gateway=5 services=5 wrk=5");
	}

}
