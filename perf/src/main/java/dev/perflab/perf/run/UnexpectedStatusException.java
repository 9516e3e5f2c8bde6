package dev.perflab.perf.run;

/**
 * The head gateway answered a request of the workload with another status than declared,
 * before the load: a route it broke, or a workload that does not fit it. The run ends
 * with exit 1, as a failed gate, naming the request and the status; nothing is left
 * running.
 */
public final class UnexpectedStatusException extends LabException {

	private static final long serialVersionUID = 1L;

	UnexpectedStatusException(String message) {
		super(message);
	}

}
