package dev.perflab.jfrrules.recording;

import dev.perflab.jfrrules.JfrRulesException;

/**
 * The file is missing, not a JFR recording, or truncated.
 */
public class UnreadableRecordingException extends JfrRulesException {

	public UnreadableRecordingException(String message) {
		super(message);
	}

	public UnreadableRecordingException(String message, Throwable cause) {
		super(message, cause);
	}

}
