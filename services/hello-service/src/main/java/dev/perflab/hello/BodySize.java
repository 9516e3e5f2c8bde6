package dev.perflab.hello;

import java.util.Optional;
import java.util.OptionalInt;

/**
 * The {@code bytes} parameter of the JSON endpoints: how large a document the caller
 * wants.
 */
final class BodySize {

	static final int MIN = 16;

	static final int MAX = 65536;

	static final int DEFAULT = 2048;

	private BodySize() {
	}

	/**
	 * Reads the parameter.
	 * @param parameter its value, if the request has one
	 * @return the size ({@value #DEFAULT} without the parameter), or empty when it is not
	 * a whole number from {@value #MIN} to {@value #MAX}
	 */
	static OptionalInt parse(Optional<String> parameter) {
		if (parameter.isEmpty()) {
			return OptionalInt.of(DEFAULT);
		}
		try {
			int size = Integer.parseInt(parameter.get());
			return (size >= MIN && size <= MAX) ? OptionalInt.of(size) : OptionalInt.empty();
		}
		catch (NumberFormatException ex) {
			return OptionalInt.empty();
		}
	}

}
