package dev.perflab.jfrrules.schema;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Stable, readable class names for hidden classes.
 * <p>
 * Lambdas and other hidden classes carry a run-specific suffix: JFR names them like
 * {@code Foo$$Lambda$75+0x00007f1700000c38.315932542} (JDK 17) or
 * {@code Foo$$Lambda+0x...} / {@code Foo$$Lambda/0x...} (later JDKs). The numbers change
 * from run to run, so evidence would never group across runs and a rule regex could not
 * name the class. Lambdas become {@code Foo$$Lambda}; other hidden classes lose
 * everything from {@code +0x} or {@code /0x} on.
 */
final class ClassNames {

	private static final String LAMBDA = "$$Lambda";

	private static final Pattern HIDDEN_SUFFIX = Pattern.compile("[+/]0x[0-9a-fA-F]+");

	private ClassNames() {
	}

	static String readable(String name) {
		if (name == null) {
			return "<unknown class>";
		}
		int lambda = name.indexOf(LAMBDA);
		if (lambda >= 0) {
			return name.substring(0, lambda + LAMBDA.length());
		}
		Matcher hidden = HIDDEN_SUFFIX.matcher(name);
		return hidden.find() ? name.substring(0, hidden.start()) : name;
	}

}
