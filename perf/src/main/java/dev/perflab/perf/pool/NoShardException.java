package dev.perflab.perf.pool;

import picocli.CommandLine.IExitCodeGenerator;

/**
 * No shard left results to pool: there is no verdict to give (exit 3, not the gate's 1 or
 * bad input's 2).
 */
final class NoShardException extends RuntimeException implements IExitCodeGenerator {

	/** The exit code: nothing to judge. */
	static final int EXIT_CODE = 3;

	NoShardException(String message) {
		super(message);
	}

	@Override
	public int getExitCode() {
		return EXIT_CODE;
	}

}
