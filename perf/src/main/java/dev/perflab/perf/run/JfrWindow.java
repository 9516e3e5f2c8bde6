package dev.perflab.perf.run;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The measured window's recording of one gateway, cut with {@code jcmd}.
 * <p>
 * JFR itself runs from the gateway's launch: attaching it to a warm JVM deoptimises it
 * and cost ~90% of the throughput for over a minute. The window is a second recording
 * with the same settings, started after warm-up: it changes no instrumentation and cuts
 * the data exactly.
 */
final class JfrWindow {

	private JfrWindow() {
	}

	static void start(Path jcmd, LabProcess gateway, List<Path> settings) {
		List<String> command = new ArrayList<>(
				List.of(jcmd.toString(), Long.toString(gateway.pid()), "JFR.start", "name=window"));
		settings.forEach((file) -> command.add("settings=" + file));
		Commands.run(command, "starting the measured JFR window of " + gateway.name());
	}

	static void stop(Path jcmd, LabProcess gateway, Path file) {
		Commands.run(
				List.of(jcmd.toString(), Long.toString(gateway.pid()), "JFR.stop", "name=window", "filename=" + file),
				"saving the JFR window of " + gateway.name());
	}

}
