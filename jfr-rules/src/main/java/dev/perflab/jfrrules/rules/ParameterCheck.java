package dev.perflab.jfrrules.rules;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Refuses a rule whose header and query disagree on its parameters: a parameter read
 * ({@code PARAM('name')}, by the rule or its template) that the header does not declare,
 * or one declared that nothing reads. Either is a number that does not do what the file
 * says: a budget that changes nothing when edited, or a query that cannot run.
 */
final class ParameterCheck {

	private ParameterCheck() {
	}

	/**
	 * Checks a rule linked to its template.
	 * @param rule the rule
	 * @param templateLine the header line that names the template, 0 if none
	 * @throws InvalidRuleException naming the file and line of the first disagreement
	 */
	static void check(Rule rule, int templateLine) {
		Set<String> read = new HashSet<>();
		for (ParameterUse use : ParameterUse.in(rule.sql())) {
			checkUse(rule, use, rule.source(), use.line());
			read.add(use.name());
		}
		QueryTemplate template = rule.template();
		if (template != null) {
			for (ParameterUse use : ParameterUse.in(template.sql())) {
				if (use.name() == null) {
					throw malformed(template.source(), use);
				}
				if (rule.parameters().get(use.name()) == null) {
					throw new InvalidRuleException(rule.source(), templateLine, 4,
							"its template '" + template.name() + "' reads " + use.call() + " (" + template.source()
									+ ":" + use.line() + "), which the header does not declare" + declared(rule));
				}
				read.add(use.name());
			}
		}
		for (Parameter parameter : rule.parameters().all()) {
			if (!read.contains(parameter.name())) {
				throw new InvalidRuleException(rule.source(), parameter.line(), 4, "parameter '" + parameter.name()
						+ "' is declared but the query does not read it (PARAM('" + parameter.name() + "'))");
			}
		}
	}

	private static void checkUse(Rule rule, ParameterUse use, String source, int line) {
		if (use.name() == null) {
			throw malformed(source, use);
		}
		if (rule.parameters().get(use.name()) == null) {
			throw new InvalidRuleException(source, line, use.column(),
					use.call() + ": the header declares no parameter '" + use.name() + "'" + declared(rule));
		}
	}

	private static InvalidRuleException malformed(String source, ParameterUse use) {
		return new InvalidRuleException(source, use.line(), use.column(),
				use.function() + " takes one parameter name in single quotes, e.g. " + use.function() + "('budget')");
	}

	private static String declared(Rule rule) {
		List<Parameter> all = rule.parameters().all();
		return all.isEmpty() ? " (it declares none: -- param NAME: VALUE, KIND LOW..HIGH)"
				: " (declared: " + rule.parameters().names() + ")";
	}

}
