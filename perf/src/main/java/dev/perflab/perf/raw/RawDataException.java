package dev.perflab.perf.raw;

/**
 * A run's raw data is missing, incomplete or inconsistent. The message names the file
 * (relative to the run directory) and the JSON path, e.g.
 * {@code raw/run.json: $.rounds[2].wrk.requests: missing}, so that whoever changed
 * {@code perf run} sees at once what it wrote wrong.
 */
public class RawDataException extends RuntimeException {

	public RawDataException(String message) {
		super(message);
	}

	public RawDataException(String message, Throwable cause) {
		super(message, cause);
	}

}
