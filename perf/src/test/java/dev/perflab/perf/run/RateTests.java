package dev.perflab.perf.run;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

/** {@code --rate}: a share of the measured capacity, or requests a second. */
class RateTests {

	@Test
	void aShareIsOfTheCapacityAndANumberIsAsGiven() {
		Rate half = Rate.parse("--rate", "50%");
		assertThat(half.perGateway(961)).isEqualTo(481);
		assertThat(half.describe()).isEqualTo("50% of the capacity measured in fork 1");
		assertThat(Rate.parse("--rate", "12.5%").describe()).startsWith("12.5% ");
		Rate fixed = Rate.parse("--rate", "400");
		assertThat(fixed.perGateway(961)).isEqualTo(400);
		assertThat(Rate.parse("--rate", "off")).isNull();
		assertThat(Rate.parse("--rate", RunDefaults.RATE).perGateway(961)).isEqualTo(120);
	}

	@Test
	void anythingElseNamesTheOptionAndWhatItTakes() {
		for (String bad : new String[] { "0%", "100%", "-5", "0", "fast", "50 %%", "1e3", "", "OFF", "none" }) {
			assertThatIllegalArgumentException().isThrownBy(() -> Rate.parse("--rate", bad))
				.withMessage("--rate takes a share of the measured capacity (e.g. 50%, above 0 and below 100) or "
						+ "requests a second for each gateway (e.g. 400), or off for no latency phase, got '" + bad
						+ "'");
		}
	}

}
