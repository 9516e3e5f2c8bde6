package dev.perflab.jfrrules.report;

import java.util.ArrayList;
import java.util.List;

import dev.perflab.jfrrules.check.CheckReport;
import dev.perflab.jfrrules.check.RuleResult;
import dev.perflab.jfrrules.rules.Parameter;

/**
 * The parameters a check was told other values for ({@code --set}), as every report says
 * them: a verdict reached with a budget the rule file does not have must say so wherever
 * it is read.
 */
final class OverrideText {

	private OverrideText() {
	}

	/**
	 * Returns one text per overridden parameter, in rule order.
	 * @param report the report
	 * @return e.g. {@code route-lookup.budget=50% (the rule says 10%)}
	 */
	static List<String> of(CheckReport report) {
		List<String> texts = new ArrayList<>();
		for (RuleResult result : report.results()) {
			for (Parameter parameter : result.rule().parameters().overridden()) {
				texts.add(name(result, parameter) + "=" + parameter.text() + " (the rule says "
						+ parameter.declaredText() + ")");
			}
		}
		return texts;
	}

	private static String name(RuleResult result, Parameter parameter) {
		return result.rule().id() + "." + parameter.name();
	}

}
