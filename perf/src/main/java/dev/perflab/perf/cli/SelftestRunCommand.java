package dev.perflab.perf.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

import dev.perflab.perf.compare.CompareSettings;
import dev.perflab.perf.report.ReportOptions;
import dev.perflab.perf.run.RunSettings;
import dev.perflab.perf.selftest.Catalogue;
import dev.perflab.perf.selftest.SelftestCommand;
import dev.perflab.perf.selftest.SelftestManifest;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code perf selftest}: does the pipeline catch the regressions it exists for? Runs what
 * {@code perf run} runs for the clean gateway and each regression profile of the
 * {@link Catalogue}, one after another, then tabulates them as {@code selftest-summary}
 * does.
 * <p>
 * Base and head of every run are gateways of one build: the head runs the profile, the
 * base the clean gateway, so what a run measures is the profile and nothing else.
 */
@Command(name = "selftest", resourceBundle = "dev.perflab.perf.cli.selftest", mixinStandardHelpOptions = true,
		sortOptions = false)
final class SelftestRunCommand implements Callable<Integer> {

	private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("HH:mm:ss");

	private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss");

	/** How often a long run shows that it is alive. */
	private static final long HEARTBEAT_SECONDS = 30;

	/**
	 * The lab's ports when none is given: not perf run's, so that a self-test can run
	 * beside a perf/local.sh run.
	 */
	private static final RunSettings.Ports PORTS = new RunSettings.Ports(39071, 39081, 39072, 39073);

	@Spec
	private CommandSpec spec;

	@Option(names = "--profiles", paramLabel = "LIST", split = ",")
	private List<String> profiles;

	@Option(names = "--runs", paramLabel = "N", defaultValue = "1")
	private int runs;

	@Mixin
	private RootOption root;

	@Option(names = "--out", paramLabel = "DIR")
	private Path out;

	@Option(names = "--gateway-jar", paramLabel = "JAR")
	private Path gatewayJar;

	@Mixin
	private TimingOptions timing;

	@Mixin
	private LoadOptions load;

	@Mixin
	private MetadataOption metadata;

	@Mixin
	private PortOptions ports = new PortOptions(PORTS);

	@Override
	public Integer call() throws IOException {
		PrintWriter err = this.spec.commandLine().getErr();
		List<String> chosen = (this.profiles != null) ? this.profiles : Catalogue.all();
		validate(chosen);
		Path rootDirectory = this.root.directory.toAbsolutePath().normalize();
		Path directory = ((this.out != null) ? this.out
				: rootDirectory.resolve("perf/target/selftest-" + LocalDateTime.now().format(STAMP)))
			.toAbsolutePath()
			.normalize();
		Path manifest = directory.resolve("runs.properties");
		if (Files.exists(manifest)) {
			throw new ParameterException(this.spec.commandLine(),
					"--out " + directory + " already holds a self-test; choose another directory");
		}
		Path gateway = (this.gatewayJar != null) ? this.gatewayJar.toAbsolutePath()
				: rootDirectory.resolve("gateway/target/gateway.jar");
		// The runs differ only in profile and directory: an option out of range stops the
		// self-test before its first run.
		settings(rootDirectory, gateway, chosen.get(0), directory);
		Files.createDirectories(directory.resolve("runs"));
		log(err, "output: " + directory + "; profiles: " + String.join(" ", chosen) + "; " + this.runs + " run(s) each"
				+ (this.timing.smoke ? ", smoke" : "") + (this.load.noise ? ", noisy neighbour on" : ""));
		int total = chosen.size() * this.runs;
		int n = 0;
		for (int run = 1; run <= this.runs; run++) {
			for (String profile : chosen) {
				n++;
				String name = profile + "-" + run;
				String label = "[" + n + "/" + total + "] " + profile;
				log(err, label + ", run " + run + "/" + this.runs + " (log: runs/" + name + ".log)");
				Path runDirectory = directory.resolve("runs/" + name);
				int exit = runOne(label, settings(rootDirectory, gateway, profile, runDirectory),
						directory.resolve("runs/" + name + ".log"), err);
				if (exit == 0 || exit == 1) {
					log(err, label + ": perf run exit " + exit);
				}
				else {
					log(err, label + ": perf run exit " + exit + " (environment); see runs/" + name + ".log");
				}
				Catalogue.Entry entry = Catalogue.of(profile).orElseThrow();
				SelftestManifest.append(manifest, n,
						new SelftestManifest.Entry(profile, run, entry.seed(), entry.expected(), runDirectory, exit));
			}
		}
		int status;
		try {
			status = SelftestCommand.summarize(List.of(manifest), directory, this.spec.commandLine().getOut(), err);
		}
		catch (IOException ex) {
			log(err, "the table could not be made: " + ex);
			return 2;
		}
		switch (status) {
			case 0 ->
				log(err, "every profile caught; the clean gateway passed (" + directory.resolve("selftest.md") + ")");
			case 1 -> log(err, "MISSED: see the table (" + directory.resolve("selftest.md") + ")");
			default -> log(err, "the table could not be made (selftest-summary exit " + status + ")");
		}
		return status;
	}

	private void validate(List<String> chosen) {
		if (chosen.isEmpty()) {
			throw new ParameterException(this.spec.commandLine(), "--profiles needs at least one profile");
		}
		for (String profile : chosen) {
			if (Catalogue.of(profile).isEmpty()) {
				throw new ParameterException(this.spec.commandLine(),
						"--profiles: '" + profile + "' is not in the catalogue (" + String.join(", ", Catalogue.all())
								+ ", cpu-burn-Nus, heap-churn-Nb)");
			}
		}
		if (this.runs < 1) {
			throw new ParameterException(this.spec.commandLine(),
					"--runs needs a positive whole number, got " + this.runs);
		}
	}

	/**
	 * Returns the settings of one run, as {@code perf run} would make them of this
	 * command's options.
	 * @throws ParameterException naming the option out of range
	 */
	RunSettings settings(Path rootDirectory, Path gateway, String profile, Path runDirectory) {
		try {
			return new RunChoices(runDirectory, rootDirectory, gateway, gateway, false, profile, null,
					this.timing.smoke, null, null, null, this.timing.windows, this.timing.windowSeconds,
					this.timing.warmupMax, null, null, null, this.load.noise, this.load.rate, this.ports.ports(),
					this.timing.startTimeout, null, this.load.workload, this.metadata.facts)
				.settings();
		}
		catch (IllegalArgumentException ex) {
			throw new ParameterException(this.spec.commandLine(), ex.getMessage());
		}
	}

	/**
	 * One {@code perf run}, its output in its log, with the log's last line on standard
	 * error every {@value #HEARTBEAT_SECONDS} s, so that a run of minutes never looks
	 * hung.
	 */
	private static int runOne(String label, RunSettings settings, Path logFile, PrintWriter err) throws IOException {
		ScheduledExecutorService heartbeat = Executors.newSingleThreadScheduledExecutor((task) -> {
			Thread thread = new Thread(task, "selftest-heartbeat");
			thread.setDaemon(true);
			return thread;
		});
		long start = System.nanoTime();
		try (LastLineWriter log = new LastLineWriter(Files.newBufferedWriter(logFile, StandardCharsets.UTF_8));
				PrintWriter runOutput = new PrintWriter(log, true)) {
			heartbeat.scheduleAtFixedRate(
					() -> log(err,
							label + ": " + TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - start) + " s: "
									+ log.lastLine().replaceFirst("^\\[perf [0-9:]+\\] ", "")),
					HEARTBEAT_SECONDS, HEARTBEAT_SECONDS, TimeUnit.SECONDS);
			return RunCommand.run(settings, new ReportOptions(settings.outDirectory(), null, CompareSettings.defaults(),
					ReportOptions.DEFAULT_MAX_ERROR_RATE, false), null, runOutput, runOutput);
		}
		finally {
			heartbeat.shutdownNow();
		}
	}

	private static void log(PrintWriter err, String message) {
		synchronized (err) {
			err.println("[selftest " + LocalTime.now().format(TIME) + "] " + message);
			err.flush();
		}
	}

	/** A writer that remembers the last complete line written through it. */
	private static final class LastLineWriter extends Writer {

		private final Writer target;

		private final StringBuilder current = new StringBuilder();

		private volatile String lastLine = "";

		LastLineWriter(Writer target) {
			this.target = target;
		}

		String lastLine() {
			return this.lastLine;
		}

		@Override
		public synchronized void write(char[] buffer, int offset, int length) throws IOException {
			this.target.write(buffer, offset, length);
			for (int i = offset; i < offset + length; i++) {
				if (buffer[i] == '\n') {
					this.lastLine = this.current.toString();
					this.current.setLength(0);
				}
				else if (buffer[i] != '\r') {
					this.current.append(buffer[i]);
				}
			}
		}

		@Override
		public synchronized void flush() throws IOException {
			this.target.flush();
		}

		@Override
		public synchronized void close() throws IOException {
			this.target.close();
		}

	}

}
