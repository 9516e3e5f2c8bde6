package dev.perflab.hello;

import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.assertj.core.api.Assertions.assertThat;

class BodySizeTests {

	@Test
	void withoutTheParameterTheSizeIs2048() {
		assertThat(BodySize.parse(Optional.empty())).hasValue(2048);
	}

	@ParameterizedTest
	@ValueSource(ints = { 16, 2048, 65536 })
	void aSizeInRangeIsTaken(int size) {
		assertThat(BodySize.parse(Optional.of(Integer.toString(size)))).hasValue(size);
	}

	@ParameterizedTest
	@ValueSource(strings = { "15", "65537", "-1", "0", "", "abc", "2k", "1.5", "99999999999" })
	void anythingElseIsRefused(String parameter) {
		assertThat(BodySize.parse(Optional.of(parameter))).isEmpty();
	}

}
