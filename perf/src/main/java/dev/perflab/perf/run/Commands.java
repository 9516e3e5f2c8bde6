package dev.perflab.perf.run;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Runs short helper commands (taskset, jcmd, mkfifo) to completion.
 */
final class Commands {

	private Commands() {
	}

	/**
	 * Runs a command and returns its output.
	 * @param what what it does, for the error message
	 * @return standard output and error, merged
	 * @throws LabException if it cannot start, takes over a minute, or fails
	 */
	static String run(List<String> command, String what) {
		try {
			Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
			byte[] output = process.getInputStream().readAllBytes();
			if (!process.waitFor(60, TimeUnit.SECONDS)) {
				process.destroyForcibly();
				throw new LabException(what + ": " + command.get(0) + " did not finish within 60 s");
			}
			String text = new String(output, StandardCharsets.UTF_8).strip();
			if (process.exitValue() != 0) {
				throw new LabException(what + " failed (" + String.join(" ", command) + ", exit " + process.exitValue()
						+ "): " + text);
			}
			return text;
		}
		catch (IOException ex) {
			throw new LabException(what + ": cannot run " + command.get(0) + " (" + ex.getMessage() + ")", ex);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			throw new LabException(what + ": interrupted", ex);
		}
	}

}
