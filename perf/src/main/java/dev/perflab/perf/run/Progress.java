package dev.perflab.perf.run;

import java.io.PrintWriter;
import java.time.LocalTime;
import java.time.format.DateTimeFormatter;

/**
 * Progress lines on standard error, so that a run of several minutes never looks hung.
 */
public final class Progress {

	private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("HH:mm:ss");

	private final PrintWriter err;

	private volatile String last = "starting";

	public Progress(PrintWriter err) {
		this.err = err;
	}

	public void log(String message) {
		synchronized (this.err) {
			this.err.println("[perf " + LocalTime.now().format(TIME) + "] " + message);
			this.err.flush();
			this.last = message;
		}
	}

	/** Returns the last message logged: where a run that is stopped had got to. */
	public String last() {
		return this.last;
	}

}
