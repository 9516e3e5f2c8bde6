package dev.perflab.perf.rules;

import java.nio.file.Path;
import java.util.List;

import dev.perflab.jfrrules.JfrRulesException;
import dev.perflab.jfrrules.check.CheckOptions;
import dev.perflab.jfrrules.check.RuleCheck;
import dev.perflab.jfrrules.rules.ParameterOverride;
import dev.perflab.perf.raw.RawDataException;

/**
 * Runs the jfr-rules check on the gateway's recording.
 */
public final class JfrRulesRunner {

	private JfrRulesRunner() {
	}

	/**
	 * Checks a recording.
	 * @param recording the gateway's (or head's) recording of the measured window
	 * @param rules a rules directory, or null for the rules bundled with jfr-rules
	 * @param requests the requests the recorded JVM served in the recorded window, for
	 * rules that speak per request ({@code REQUESTS()}); null if unknown
	 * @param overrides other values for rule parameters ({@code --set}), empty for none
	 * @return the outcome
	 * @throws RawDataException if the recording is unreadable or a rule is malformed: bad
	 * input, not a failed gate
	 */
	public static RulesOutcome check(Path recording, Path rules, Long requests, List<ParameterOverride> overrides) {
		try {
			return new RulesOutcome(RuleCheck.run(recording, rules,
					CheckOptions.defaults().withRequests(requests).withOverrides(overrides)), null);
		}
		catch (JfrRulesException ex) {
			throw new RawDataException(ex.getMessage(), ex);
		}
	}

}
