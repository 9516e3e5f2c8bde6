package dev.perflab.jfrrules.cli;

import dev.perflab.jfrrules.recording.TimeBound;
import dev.perflab.jfrrules.recording.Window;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code --skip-first}, {@code --from} and {@code --to}, shared by {@code check} and
 * {@code query}: the window of the recording to judge.
 * <p>
 * The values are parsed here, not by picocli converters, so that a bad one is a usage
 * error (exit 2) whose message names the option and the forms it takes.
 */
final class WindowOptions {

	@Spec(Spec.Target.MIXEE)
	private CommandSpec spec;

	@Option(names = "--skip-first", paramLabel = "DURATION",
			description = { "Leave out the recording's first DURATION (e.g. 30s, 1m30s, 500ms): its start-up.",
					"The same as --from +DURATION." })
	String skipFirst;

	@Option(names = "--from", paramLabel = "TIME",
			description = { "Judge events that start at or after TIME: 2026-11-25T06:30:00Z, 2026-11-25T06:30:00 or "
					+ "06:30:00 (local time), +30s (after the recording's start) or -20s (before its end)." })
	String from;

	@Option(names = "--to", paramLabel = "TIME",
			description = "Judge events that start before TIME, in the forms of --from. Default: the recording's end.")
	String to;

	/**
	 * Returns the window asked for.
	 * @return the window, {@link Window#WHOLE} without options
	 * @throws ParameterException if a value is malformed, or both --skip-first and --from
	 * are given
	 */
	Window window() {
		if (this.skipFirst != null && this.from != null) {
			throw new ParameterException(this.spec.commandLine(),
					"--skip-first and --from both set where the window starts: give one of them");
		}
		try {
			TimeBound start = (this.skipFirst != null) ? TimeBound.skipFirst(this.skipFirst)
					: (this.from != null) ? TimeBound.parse("--from", this.from) : null;
			TimeBound end = (this.to != null) ? TimeBound.parse("--to", this.to) : null;
			return new Window(start, end);
		}
		catch (IllegalArgumentException ex) {
			throw new ParameterException(this.spec.commandLine(), ex.getMessage(), ex);
		}
	}

}
