package dev.perflab.jfrrules.rules;

import dev.perflab.jfrrules.JfrRulesException;

/**
 * A {@code --set RULE.PARAM=VALUE} that the rules cannot take: no such rule, no such
 * parameter, not a value of the parameter's kind, or outside its range. No verdict (exit
 * 2): a check with a value nobody meant would judge something else than was asked.
 */
public class InvalidOverrideException extends JfrRulesException {

	public InvalidOverrideException(ParameterOverride override, String detail) {
		super("--set " + override + ": " + detail);
	}

}
