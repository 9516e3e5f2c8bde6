package dev.perflab.perf.comment;

import dev.perflab.perf.text.InertText;

/**
 * The comment data is missing, too large or not what the perf workflow writes. The
 * message names the file and the key, and shows an offending value only cleaned and
 * shortened: the data may be hostile, and the message goes to a workflow log, where a
 * line starting with {@code ::} would be a workflow command.
 */
public class CommentDataException extends RuntimeException {

	public CommentDataException(String message) {
		super(message);
	}

	public CommentDataException(String message, Throwable cause) {
		super(message, cause);
	}

	static CommentDataException invalid(String where, String value, String problem) {
		return new CommentDataException(where + " " + problem + " ('" + InertText.clean(value, 60) + "')");
	}

}
