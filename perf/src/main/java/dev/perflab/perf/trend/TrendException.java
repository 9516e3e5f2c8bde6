package dev.perflab.perf.trend;

/**
 * Input the trend cannot use: a message that names the file and what is wrong in it.
 */
public final class TrendException extends RuntimeException {

	private static final long serialVersionUID = 1L;

	public TrendException(String message) {
		super(message);
	}

	public TrendException(String message, Throwable cause) {
		super(message, cause);
	}

}
