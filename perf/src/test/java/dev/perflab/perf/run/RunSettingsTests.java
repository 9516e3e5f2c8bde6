package dev.perflab.perf.run;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class RunSettingsTests {

	private final RunSettings.Ports ports = new RunSettings.Ports(38071, 38081, 38072, 38073);

	@Test
	void givesEachGatewayOfAForkAPortOfItsOwn() {
		assertThat(this.ports.gateways(1)).containsExactly(38071, 38081);
		assertThat(this.ports.gateways(3)).containsExactly(38071, 38081, 38082, 38083, 38084, 38085);
		assertThat(this.ports.all(true, 2)).containsExactly(38071, 38081, 38082, 38083, 38072, 38073);
		assertThat(this.ports.all(false, 2)).containsExactly(38071, 38072, 38073);
	}

}
