package dev.perflab.gateway.tracing;

import java.util.HashSet;
import java.util.Set;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.NullAndEmptySource;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class RequestIdsTests {

	@ParameterizedTest
	@ValueSource(strings = { "a", "0f3c9a", "caller-42", "trace:span.1_2", "A-Z" })
	void acceptsTheAllowedAlphabet(String id) {
		assertThat(RequestIds.isWellFormed(id)).isTrue();
	}

	@ParameterizedTest
	@NullAndEmptySource
	@ValueSource(strings = { "has space", "line\r\nbreak", "semi;colon", "quote\"", "ünïcode", "slash/" })
	void rejectsEverythingElse(String id) {
		assertThat(RequestIds.isWellFormed(id)).isFalse();
	}

	@Test
	void lengthIsBounded() {
		assertThat(RequestIds.isWellFormed("x".repeat(RequestIds.MAX_LENGTH))).isTrue();
		assertThat(RequestIds.isWellFormed("x".repeat(RequestIds.MAX_LENGTH + 1))).isFalse();
	}

	@Test
	void generatedIdsAreWellFormed32HexDigitsAndDistinct() {
		RandomRequestIdGenerator generator = new RandomRequestIdGenerator();
		Set<String> seen = new HashSet<>();
		for (int i = 0; i < 10_000; i++) {
			String id = generator.next();
			assertThat(id).matches("[0-9a-f]{32}");
			assertThat(RequestIds.isWellFormed(id)).isTrue();
			seen.add(id);
		}
		assertThat(seen).hasSize(10_000);
	}

}
