package dev.perflab.auth;

import java.util.Set;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class AuthPropertiesTests {

	@Test
	void acceptsOnlyExactMatches() {
		AuthProperties properties = new AuthProperties(Set.of("perf-lab-token"));
		assertThat(properties.accepts("perf-lab-token")).isTrue();
		assertThat(properties.accepts("perf-lab-token ")).isFalse();
		assertThat(properties.accepts("PERF-LAB-TOKEN")).isFalse();
	}

	@Test
	void defaultTokenIsTheDemoToken() {
		// The default comes from @DefaultValue when the property is absent;
		// application.properties
		// repeats it so that it is visible to whoever reads the configuration.
		assertThat(new AuthProperties(Set.of("perf-lab-token")).tokens()).containsExactly("perf-lab-token");
	}

}
