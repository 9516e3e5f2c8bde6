package dev.perflab.perf.cli;

import java.nio.file.Path;

import picocli.CommandLine.Option;

import dev.perflab.perf.run.RunDefaults;

/**
 * What the gateways are measured under: the requests wrk sends them ({@code --workload};
 * null: {@link RunChoices#DEFAULT_WORKLOAD} under the root) and whether a noisy neighbour
 * takes their CPU in bursts ({@code --noise}). Declared once, so that a self-test's runs
 * face the load a {@code perf run} given the same options would.
 */
final class LoadOptions {

	@Option(names = "--workload", paramLabel = "FILE")
	Path workload;

	@Option(names = "--noise")
	boolean noise;

	/** The latency phase's rate, as given: {@code 25%}, {@code 400} or {@code off}. */
	@Option(names = "--rate", paramLabel = "RATE", defaultValue = RunDefaults.RATE)
	String rate;

}
