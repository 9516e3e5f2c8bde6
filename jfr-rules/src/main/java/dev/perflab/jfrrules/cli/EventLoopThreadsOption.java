package dev.perflab.jfrrules.cli;

import dev.perflab.jfrrules.functions.EventLoopThreadFunction;
import picocli.CommandLine.Option;

/**
 * The {@code --event-loop-threads} option, shared by {@code check} and {@code query}.
 */
final class EventLoopThreadsOption {

	@Option(names = "--event-loop-threads", paramLabel = "REGEX",
			description = { "Java regex matching the whole name of event-loop threads, used by IS_EVENT_LOOP_THREAD.",
					"Default: ${DEFAULT-VALUE}" },
			defaultValue = EventLoopThreadFunction.DEFAULT_PATTERN)
	String pattern;

}
