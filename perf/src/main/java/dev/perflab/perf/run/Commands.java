package dev.perflab.perf.run;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
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
		return runAll(List.of(command), what).get(0);
	}

	/**
	 * Runs commands at the same time, each to completion: a jcmd is a JVM of its own that
	 * takes a second or more to start, and a fork's four gateways asked one after another
	 * added seconds to every fork.
	 * @param what what they do, for the error message
	 * @return each one's standard output and error, merged, in order
	 * @throws LabException if one cannot start, takes over a minute, or fails
	 */
	static List<String> runAll(List<List<String>> commands, String what) {
		List<Process> processes = new ArrayList<>();
		try {
			for (List<String> command : commands) {
				processes.add(new ProcessBuilder(command).redirectErrorStream(true).start());
			}
			List<String> outputs = new ArrayList<>();
			for (int i = 0; i < commands.size(); i++) {
				outputs.add(finish(processes.get(i), commands.get(i), what));
			}
			return outputs;
		}
		catch (IOException ex) {
			throw new LabException(
					what + ": cannot run " + commands.get(processes.size()).get(0) + " (" + ex.getMessage() + ")", ex);
		}
		finally {
			processes.forEach(Process::destroyForcibly);
		}
	}

	private static String finish(Process process, List<String> command, String what) throws IOException {
		try {
			byte[] output = process.getInputStream().readAllBytes();
			if (!process.waitFor(60, TimeUnit.SECONDS)) {
				throw new LabException(what + ": " + command.get(0) + " did not finish within 60 s");
			}
			String text = new String(output, StandardCharsets.UTF_8).strip();
			if (process.exitValue() != 0) {
				throw new LabException(what + " failed (" + String.join(" ", command) + ", exit " + process.exitValue()
						+ "): " + text);
			}
			return text;
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			throw new LabException(what + ": interrupted", ex);
		}
	}

}
