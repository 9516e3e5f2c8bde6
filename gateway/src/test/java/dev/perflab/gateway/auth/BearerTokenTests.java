package dev.perflab.gateway.auth;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.NullAndEmptySource;
import org.junit.jupiter.params.provider.ValueSource;

import static org.assertj.core.api.Assertions.assertThat;

class BearerTokenTests {

	@Test
	void readsTheTokenOfABearerHeader() {
		assertThat(BearerToken.from("Bearer perf-lab-token")).isEqualTo("perf-lab-token");
	}

	@Test
	void schemeIsCaseInsensitive() {
		assertThat(BearerToken.from("bearer perf-lab-token")).isEqualTo("perf-lab-token");
		assertThat(BearerToken.from("BEARER perf-lab-token")).isEqualTo("perf-lab-token");
	}

	@Test
	void acceptsTheWholeB64TokenAlphabetWithPadding() {
		assertThat(BearerToken.from("Bearer aZ09-._~+/==")).isEqualTo("aZ09-._~+/==");
	}

	@ParameterizedTest
	@NullAndEmptySource
	@ValueSource(strings = { "Bearer", "Bearer ", "Basic dXNlcjpwYXNz", "Bearer two tokens", "Bearer  leading-space",
			"Bearer tok\"en", "Bearer ===", "Bearer a=b", "Bearer tökén", "Token perf-lab-token" })
	void rejectsMissingOtherSchemesAndBadSyntax(String header) {
		assertThat(BearerToken.from(header)).isNull();
	}

	@Test
	void lengthIsBounded() {
		assertThat(BearerToken.from("Bearer " + "t".repeat(BearerToken.MAX_LENGTH))).isNotNull();
		assertThat(BearerToken.from("Bearer " + "t".repeat(BearerToken.MAX_LENGTH + 1))).isNull();
	}

}
