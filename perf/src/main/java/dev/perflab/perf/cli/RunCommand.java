package dev.perflab.perf.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicBoolean;

import dev.perflab.perf.raw.RawDataException;
import dev.perflab.perf.raw.RawRun;
import dev.perflab.perf.report.ReportGenerator;
import dev.perflab.perf.report.ReportOptions;
import dev.perflab.perf.report.RunJudgement;
import dev.perflab.perf.results.Results;
import dev.perflab.perf.results.Gate;
import dev.perflab.perf.run.Interruption;
import dev.perflab.perf.run.LabException;
import dev.perflab.perf.run.ForkJudge;
import dev.perflab.perf.run.RunDefaults;
import dev.perflab.perf.run.LabRun;
import dev.perflab.perf.run.OutputSpace;
import dev.perflab.perf.run.ProcessRegistry;
import dev.perflab.perf.run.Progress;
import dev.perflab.perf.run.RunSettings;
import dev.perflab.perf.run.UnexpectedStatusException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code perf run}: runs the lab (services, gateways pinned to their CPUs, wrk, JFR),
 * then reports and judges it. {@code perf/local.sh} builds the jars and hands over to it.
 */
@Command(name = "run", resourceBundle = "dev.perflab.perf.cli.run", mixinStandardHelpOptions = true,
		sortOptions = false)
final class RunCommand implements Callable<Integer> {

	static final int ENVIRONMENT = 3;

	static final int INTERRUPTED = 130;

	/**
	 * How long a failure waits to learn whether a signal is stopping the run: a child
	 * that died of the group's SIGTERM is seen a few milliseconds before this JVM's
	 * handler has run, on a loaded machine more.
	 */
	private static final Duration SIGNAL_GRACE = Duration.ofSeconds(2);

	/** The lab's ports when none is given. */
	private static final RunSettings.Ports PORTS = new RunSettings.Ports(38071, 38081, 38072, 38073);

	@Spec
	private CommandSpec spec;

	@Option(names = "--out", paramLabel = "DIR", required = true)
	private Path out;

	@Option(names = "--latest", paramLabel = "LINK")
	private Path latest;

	@Mixin
	private RootOption root;

	@Option(names = "--base-jar", paramLabel = "JAR")
	private Path baseJar;

	@Option(names = "--head-jar", paramLabel = "JAR")
	private Path headJar;

	@Option(names = "--no-base-jfr")
	private boolean noBaseJfr;

	@Option(names = "--gateway-profile", paramLabel = "P", defaultValue = "clean")
	private String profile;

	@Option(names = "--entropy-bytes", paramLabel = "N",
			description = "entropy-starvation: bytes fed into the gateway's entropy pipe every 20 ms (default: "
					+ RunDefaults.ENTROPY_BYTES + ").")
	private Integer entropyBytes;

	@Option(names = "--forks", paramLabel = "K",
			description = "Rounds of fresh gateway JVMs, one after another; a compare's most, as it stops "
					+ "once CPU per request's answer is known (default: " + RunDefaults.FORKS
					+ " in a compare, 1 in a single run).")
	private Integer forks;

	@Option(names = "--budget", paramLabel = "S",
			description = "Most seconds of a compare, from the services' start to its last fork: a fork that would "
					+ "end past it is not started (default: " + RunDefaults.BUDGET + "; 0: no bound).")
	private Integer budget;

	@Option(names = "--pairs", paramLabel = "P",
			description = "Base/head JVM pairs of a compare that run at the same time in each fork (default: "
					+ RunDefaults.PAIRS + "); every pair is one unit of the interval.")
	private Integer pairs;

	@Option(names = "--probe", paramLabel = "S", description = "Seconds per warm-up probe on the gateway CPU (default: "
			+ RunDefaults.PROBE_SECONDS + "; single run " + RunDefaults.SINGLE_PROBE_SECONDS + ").")
	private Integer probeSeconds;

	@Option(names = "--connections", paramLabel = "N",
			description = "wrk connections per gateway (default: " + RunDefaults.CONNECTIONS + ").")
	private Integer connections;

	@Option(names = "--threads", paramLabel = "N")
	private Integer threads;

	@Mixin
	private TimingOptions timing;

	@Mixin
	private PortOptions ports = new PortOptions(PORTS);

	@Option(names = "--jfr-settings", paramLabel = "FILE")
	private Path jfrSettings;

	@Mixin
	private LoadOptions load;

	@Mixin
	private MetadataOption metadata;

	@Mixin
	private GateOptions gate;

	@Override
	public Integer call() {
		RunSettings settings;
		ReportOptions reportOptions;
		try {
			settings = new RunChoices(this.out, this.root.directory, this.baseJar, this.headJar, this.noBaseJfr,
					this.profile, this.entropyBytes, this.timing.smoke, this.forks, this.budget, this.pairs,
					this.timing.windows, this.timing.windowSeconds, this.timing.warmupMax, this.probeSeconds,
					this.connections, this.threads, this.load.noise, this.load.rate, this.ports.ports(),
					this.timing.startTimeout, this.jfrSettings, this.load.workload, this.metadata.facts)
				.settings();
			reportOptions = this.gate.toReportOptions(settings.outDirectory(), false);
		}
		catch (IllegalArgumentException ex) {
			throw new ParameterException(this.spec.commandLine(), ex.getMessage());
		}
		return run(settings, reportOptions, this.latest, this.spec.commandLine().getOut(),
				this.spec.commandLine().getErr());
	}

	/**
	 * Runs the lab, then reports and judges the run.
	 * @param settings the run's settings
	 * @param reportOptions how to judge it
	 * @param latest a link to point at the run once it is complete, or null
	 * @param out where the verdict goes
	 * @param err where the progress goes
	 * @return the exit code
	 */
	static int run(RunSettings settings, ReportOptions reportOptions, Path latest, PrintWriter out, PrintWriter err) {
		Progress progress = new Progress(err);
		ProcessRegistry registry = new ProcessRegistry(progress);
		Interruption interruption = Interruption.install();
		AtomicBoolean finished = new AtomicBoolean();
		Thread cleanup = new Thread(() -> {
			if (!finished.get()) {
				String after = progress.last();
				List<String> stopped = registry.close();
				progress
					.log(interrupted(interruption, after, stopped, registry.endedBySignal(), settings.outDirectory()));
				Runtime.getRuntime().halt(INTERRUPTED);
			}
		}, "perf-run-cleanup");
		Runtime.getRuntime().addShutdownHook(cleanup);
		try {
			Files.createDirectories(settings.outDirectory());
			Files.writeString(settings.outDirectory().resolve("INCOMPLETE"), "");
			OutputSpace.require(settings.outDirectory());
			progress.log("output: " + settings.outDirectory());
			ForkJudge judge = settings.compare()
					? new RunJudgement(reportOptions.compare(), settings.pairs(), settings.forks()) : null;
			RawRun run = new LabRun(settings, progress, registry, judge).run();
			progress.log("reporting: metrics, JFR rules, flame graph");
			Results results = ReportGenerator.generate(reportOptions, run);
			Files.delete(settings.outDirectory().resolve("INCOMPLETE"));
			pointLatest(latest, settings.outDirectory());
			ReportCommand.print(results, settings.outDirectory(), out);
			return results.exitCode();
		}
		catch (UnexpectedStatusException ex) {
			// A route the head broke, found before measuring: the gate's failure, not the
			// machine's.
			err.println("perf run: " + ex.getMessage());
			progress.log("the run did not complete; partial output kept in " + settings.outDirectory());
			return Gate.FAILED;
		}
		catch (LabException | RawDataException | IOException | UncheckedIOException ex) {
			awaitHaltIfInterrupted(interruption, registry);
			err.println("perf run: " + OutputSpace.explain(settings.outDirectory(), ex.getMessage()));
			progress.log("the run did not complete; partial output kept in " + settings.outDirectory());
			return ENVIRONMENT;
		}
		catch (RuntimeException ex) {
			// Whatever a process that died of the signal made fail: not a bug to report.
			awaitHaltIfInterrupted(interruption, registry);
			throw ex;
		}
		finally {
			registry.stopAll();
			finished.set(true);
			try {
				Runtime.getRuntime().removeShutdownHook(cleanup);
			}
			catch (IllegalStateException ex) {
				// Already shutting down: the hook sees finished and does nothing.
			}
		}
	}

	/**
	 * The one line of an interrupted run: by what, after which step, what it stopped, and
	 * what the signal had ended before (a child that died of it is no failure of its
	 * own).
	 */
	static String interrupted(Interruption interruption, String after, List<String> stopped, List<String> ended,
			Path directory) {
		return "interrupted by " + interruption.signal().orElse("a shutdown of the JVM") + " after \"" + after
				+ "\"; stopped "
				+ (stopped.isEmpty() ? "no process"
						: stopped.size() + " processes (" + String.join(", ", stopped) + ")")
				+ (ended.isEmpty() ? "" : "; ended by the signal itself: " + String.join(", ", ended))
				+ "; the run did not complete, partial output kept in " + directory;
	}

	/**
	 * Parks the thread for good when a signal is stopping the run: what failed died of it
	 * (wrk: "exit 143"), and the shutdown hook says so, stops the rest and halts.
	 */
	private static void awaitHaltIfInterrupted(Interruption interruption, ProcessRegistry registry) {
		if (!interruption.signal().isPresent() && !(registry.startedAny() && interruption.await(SIGNAL_GRACE))) {
			return;
		}
		while (true) {
			try {
				Thread.sleep(Long.MAX_VALUE);
			}
			catch (InterruptedException ex) {
				// Keep waiting: only the halt ends this.
			}
		}
	}

	private static void pointLatest(Path latest, Path runDirectory) throws IOException {
		if (latest == null) {
			return;
		}
		// Atomic: a new link under a temporary name, renamed over the old one.
		Path temporary = latest.resolveSibling(latest.getFileName() + ".tmp");
		Files.deleteIfExists(temporary);
		Files.createSymbolicLink(temporary, latest.toAbsolutePath().getParent().relativize(runDirectory));
		Files.move(temporary, latest, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
	}

}
