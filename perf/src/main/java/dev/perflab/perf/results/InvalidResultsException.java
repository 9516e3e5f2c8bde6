package dev.perflab.perf.results;

/**
 * A results.json that is not what the report tool writes: not JSON, another schema
 * version, or a value that does not fit the contract. The message names the file and the
 * JSON path, e.g. {@code results.json: $.comparison.metrics[0].ratio: expected a number},
 * and never repeats more than a cleaned, shortened value: the file may come from a pull
 * request, and the message goes to a workflow log.
 */
public class InvalidResultsException extends RuntimeException {

	public InvalidResultsException(String message) {
		super(message);
	}

	public InvalidResultsException(String message, Throwable cause) {
		super(message, cause);
	}

}
