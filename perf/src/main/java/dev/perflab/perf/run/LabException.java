package dev.perflab.perf.run;

/**
 * The lab could not be run as asked: a tool is missing, a port is busy, a process failed
 * to start or died. The run ends with exit code 3 and this message.
 */
public class LabException extends RuntimeException {

	private static final long serialVersionUID = 1L;

	public LabException(String message) {
		super(message);
	}

	public LabException(String message, Throwable cause) {
		super(message, cause);
	}

}
