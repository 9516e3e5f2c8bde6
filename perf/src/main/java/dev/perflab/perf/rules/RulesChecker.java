package dev.perflab.perf.rules;

import java.nio.file.Path;
import java.util.List;

import dev.perflab.jfrrules.rules.ParameterOverride;

/**
 * Runs the rules on a recording: {@link JfrRulesRunner#check} in a report, a canned
 * outcome in tests.
 */
@FunctionalInterface
public interface RulesChecker {

	/**
	 * Checks a recording.
	 * @param recording the recording of the measured window
	 * @param rules a rules directory, or null for the rules bundled with jfr-rules
	 * @param requests the requests the recorded JVM served in that window, which rules
	 * read as {@code REQUESTS()}; null if unknown
	 * @param overrides other values for rule parameters ({@code --set}), empty for none
	 * @return the outcome
	 */
	RulesOutcome check(Path recording, Path rules, Long requests, List<ParameterOverride> overrides);

}
