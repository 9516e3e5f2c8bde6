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

	/** Starts the window of every gateway at once. */
	static void start(Path jcmd, List<LabProcess> gateways, List<Path> settings) {
		List<List<String>> commands = new ArrayList<>();
		for (LabProcess gateway : gateways) {
			List<String> command = new ArrayList<>(
					List.of(jcmd.toString(), Long.toString(gateway.pid()), "JFR.start", "name=window"));
			settings.forEach((file) -> command.add("settings=" + file));
			commands.add(command);
		}
		Commands.runAll(commands, "starting the measured JFR windows");
	}

	/** Saves the window of every gateway at once, each into its file. */
	static void stop(Path jcmd, List<LabProcess> gateways, List<Path> files) {
		List<List<String>> commands = new ArrayList<>();
		for (int i = 0; i < gateways.size(); i++) {
			commands.add(List.of(jcmd.toString(), Long.toString(gateways.get(i).pid()), "JFR.stop", "name=window",
					"filename=" + files.get(i)));
		}
		Commands.runAll(commands, "saving the JFR windows");
	}

}
