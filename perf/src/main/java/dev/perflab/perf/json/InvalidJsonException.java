package dev.perflab.perf.json;

/**
 * A file that {@link StrictJson} cannot read; the message names the file and the JSON
 * path, and never quotes a value that could be hostile.
 */
public final class InvalidJsonException extends RuntimeException {

	private static final long serialVersionUID = 1L;

	InvalidJsonException(String message) {
		super(message);
	}

	InvalidJsonException(String message, Throwable cause) {
		super(message, cause);
	}

}
