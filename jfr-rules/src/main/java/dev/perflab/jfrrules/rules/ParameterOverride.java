package dev.perflab.jfrrules.rules;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Another value for one rule parameter in one check, {@code RULE.PARAM=VALUE}
 * ({@code check --set}): to try a budget on a recording without editing the rule. What it
 * names is checked against the rules ({@link RuleSet#withOverrides}).
 *
 * @param rule the rule's id
 * @param parameter the parameter's name
 * @param value the value as written, e.g. {@code 50%}
 */
public record ParameterOverride(String rule, String parameter, String value) {

	private static final Pattern SYNTAX = Pattern.compile("([^.=\\s]+)\\.([^.=\\s]+)=(.*)");

	/**
	 * Reads {@code RULE.PARAM=VALUE}.
	 * @param text the text
	 * @return the override
	 * @throws IllegalArgumentException naming the text if it does not read so
	 */
	public static ParameterOverride parse(String text) {
		Matcher matcher = SYNTAX.matcher(text.strip());
		if (!matcher.matches() || matcher.group(3).isBlank()) {
			throw new IllegalArgumentException("'" + text + "' is not RULE.PARAM=VALUE (e.g. route-lookup.budget=20%)");
		}
		return new ParameterOverride(matcher.group(1), matcher.group(2), matcher.group(3).strip());
	}

	@Override
	public String toString() {
		return this.rule + "." + this.parameter + "=" + this.value;
	}

}
