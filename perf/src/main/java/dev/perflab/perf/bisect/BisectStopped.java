package dev.perflab.perf.bisect;

import picocli.CommandLine.IExitCodeGenerator;

/**
 * The bisection cannot go on: git or the pipeline refused (a usage error), could not run,
 * or was interrupted. {@code perf bisect} ends with the message and this exit code.
 */
final class BisectStopped extends RuntimeException implements IExitCodeGenerator {

	private static final long serialVersionUID = 1L;

	private final int exitCode;

	BisectStopped(int exitCode, String message) {
		super(message);
		this.exitCode = exitCode;
	}

	@Override
	public int getExitCode() {
		return this.exitCode;
	}

}
