package dev.perflab.jfrrules.cli;

import java.util.ArrayList;
import java.util.List;

import dev.perflab.jfrrules.rules.ParameterOverride;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code --set RULE.PARAM=VALUE}, repeatable: another value for a rule's parameter in
 * this check, to try a budget on a recording without editing the rule file.
 * <p>
 * The form is checked here (a usage error naming the option); what it names, the value's
 * kind and range are checked against the rules when they load
 * ({@code InvalidOverrideException}), both exit 2.
 */
final class SetOption {

	@Spec(Spec.Target.MIXEE)
	private CommandSpec spec;

	@Option(names = "--set", paramLabel = "RULE.PARAM=VALUE",
			description = { "Another value for a rule's parameter in this check (repeatable), e.g.",
					"--set route-lookup.budget=20%%: the reports say which were set." })
	List<String> values = new ArrayList<>();

	/**
	 * Returns the overrides asked for.
	 * @return the overrides, in the order given
	 * @throws ParameterException if one is not {@code RULE.PARAM=VALUE}
	 */
	List<ParameterOverride> overrides() {
		List<ParameterOverride> overrides = new ArrayList<>();
		for (String value : this.values) {
			try {
				overrides.add(ParameterOverride.parse(value));
			}
			catch (IllegalArgumentException ex) {
				throw new ParameterException(this.spec.commandLine(), "--set: " + ex.getMessage(), ex);
			}
		}
		return overrides;
	}

}
