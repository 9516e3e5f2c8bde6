package dev.perflab.perf.cli;

import dev.perflab.perf.run.RunDefaults;
import picocli.CommandLine.Option;

/**
 * How long the stages of a run last: {@code --smoke} shortens them all, the others set
 * one each. What is not given stays null, the run's own default, which {@link RunChoices}
 * picks (a shorter one with {@code --smoke}): so {@code perf selftest}, which passes them
 * to every run, leaves to the run what {@code perf run} leaves to it.
 * <p>
 * The descriptions name {@link RunDefaults}, which a resource bundle cannot, so they are
 * written here; a command whose bundle has the option's key describes it in its own words
 * instead (selftest.properties: "Passed to perf run.").
 */
final class TimingOptions {

	@Option(names = "--smoke")
	boolean smoke;

	@Option(names = "--windows", paramLabel = "N", description = "Measured windows per fork (default: "
			+ RunDefaults.WINDOWS + "; single run " + RunDefaults.SINGLE_WINDOWS + ").")
	Integer windows;

	@Option(names = "--window", paramLabel = "S",
			description = "Seconds per measured window (default: " + RunDefaults.WINDOW_SECONDS + ").")
	Integer windowSeconds;

	@Option(names = "--warmup-max", paramLabel = "S",
			description = "Longest warm-up of a fork before measuring anyway (default: " + RunDefaults.WARMUP_MAX
					+ ").")
	Integer warmupMax;

	@Option(names = "--start-timeout", paramLabel = "S",
			description = "How long a service may take to become healthy (default: " + RunDefaults.START_TIMEOUT + ").")
	Integer startTimeout;

}
