package dev.perflab.jfrrules;

/**
 * A problem with the input, not a finding: an unreadable recording, a malformed rule, a
 * query that does not validate. The CLI prints the message as one line and exits with 2,
 * so a broken rule or a broken recording can never look like a passing (0) or failing (1)
 * check.
 */
public class JfrRulesException extends RuntimeException {

	public JfrRulesException(String message) {
		super(message);
	}

	public JfrRulesException(String message, Throwable cause) {
		super(message, cause);
	}

}
