package dev.perflab.jfrrules.rules;

import dev.perflab.jfrrules.JfrRulesException;

/**
 * A rule or view file that cannot be used: a bad header or a query that does not parse or
 * validate. The message starts with {@code file:line:column:} like a compiler's, so
 * editors can jump to it.
 */
public class InvalidRuleException extends JfrRulesException {

	/**
	 * Creates an exception for several problems, one per line, each already positioned.
	 * @param problems the problems
	 */
	public InvalidRuleException(String problems) {
		super(problems);
	}

	public InvalidRuleException(String source, int line, int column, String detail) {
		this(source, line, column, detail, null);
	}

	public InvalidRuleException(String source, int line, int column, String detail, Throwable cause) {
		super(source + ((line > 0) ? ":" + line + ":" + column : "") + ": " + detail, cause);
	}

}
