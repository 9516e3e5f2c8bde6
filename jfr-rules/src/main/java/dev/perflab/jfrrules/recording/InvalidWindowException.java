package dev.perflab.jfrrules.recording;

import dev.perflab.jfrrules.JfrRulesException;

/**
 * A window that holds nothing of the recording: empty, or wholly before or after it.
 */
public class InvalidWindowException extends JfrRulesException {

	public InvalidWindowException(String message) {
		super(message);
	}

}
