package dev.perflab.perf.raw;

/**
 * The raw files of a run are missing, incomplete or inconsistent. The message names the
 * file (relative to the run directory) and the key, e.g.
 * {@code raw/rounds/003-gateway.properties: wrk.requests is missing}, so that whoever
 * changed {@code perf/local.sh} sees at once what it wrote wrong.
 */
public class RawDataException extends RuntimeException {

	public RawDataException(String message) {
		super(message);
	}

	public RawDataException(String message, Throwable cause) {
		super(message, cause);
	}

}
