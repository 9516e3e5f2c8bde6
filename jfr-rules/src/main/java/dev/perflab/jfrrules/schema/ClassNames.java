package dev.perflab.jfrrules.schema;

import java.util.regex.Pattern;

/**
 * Stable, readable class names for hidden classes.
 * <p>
 * Lambdas and other hidden classes are named like
 * {@code Foo$$Lambda$42/0x0000000801234567} (JDK 17) or
 * {@code Foo$$Lambda/0x0000000801234567} (JDK 21+). The number and address change from
 * run to run, so evidence would never group across runs and a rule regex could not name
 * them. They become {@code Foo$$Lambda}.
 */
final class ClassNames {

	private static final Pattern HIDDEN_SUFFIX = Pattern.compile("(\\$\\$Lambda)?(\\$\\d+)?/0x[0-9a-fA-F]+$");

	private ClassNames() {
	}

	static String readable(String name) {
		if (name == null) {
			return "<unknown class>";
		}
		if (name.indexOf('/') < 0) {
			return name;
		}
		return HIDDEN_SUFFIX.matcher(name).replaceFirst("$1");
	}

}
