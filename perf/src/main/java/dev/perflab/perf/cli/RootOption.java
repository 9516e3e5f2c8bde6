package dev.perflab.perf.cli;

import java.nio.file.Path;

import picocli.CommandLine.Option;

/**
 * The project's root, {@code --root}: where a command finds the jars, the JFR settings,
 * the wrk script and the default workload. Declared once, so that every command that
 * reads the checkout takes it alike; each command's bundle says what that command reads
 * there.
 */
final class RootOption {

	@Option(names = "--root", paramLabel = "DIR", defaultValue = ".")
	Path directory;

}
