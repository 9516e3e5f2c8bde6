package dev.perflab.perf.run;

/**
 * A process of the lab is no longer there.
 */
public class ProcessGoneException extends RuntimeException {

	private static final long serialVersionUID = 1L;

	ProcessGoneException(long pid, Throwable cause) {
		super("process " + pid + " is gone", cause);
	}

}
