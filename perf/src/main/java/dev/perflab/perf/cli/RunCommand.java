package dev.perflab.perf.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicBoolean;

import dev.perflab.perf.raw.RawDataException;
import dev.perflab.perf.raw.RawRun;
import dev.perflab.perf.report.Report;
import dev.perflab.perf.report.ReportGenerator;
import dev.perflab.perf.report.ReportOptions;
import dev.perflab.perf.run.CpuBurnProfile;
import dev.perflab.perf.run.LabException;
import dev.perflab.perf.run.LabRun;
import dev.perflab.perf.run.ProcessRegistry;
import dev.perflab.perf.run.Progress;
import dev.perflab.perf.run.RunSettings;
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

	@Spec
	private CommandSpec spec;

	@Option(names = "--out", paramLabel = "DIR", required = true)
	private Path out;

	@Option(names = "--latest", paramLabel = "LINK")
	private Path latest;

	@Option(names = "--root", paramLabel = "DIR", defaultValue = ".")
	private Path root;

	@Option(names = "--base-jar", paramLabel = "JAR")
	private Path baseJar;

	@Option(names = "--head-jar", paramLabel = "JAR")
	private Path headJar;

	@Option(names = "--no-base-jfr")
	private boolean noBaseJfr;

	@Option(names = "--gateway-profile", paramLabel = "P", defaultValue = "clean")
	private String profile;

	@Option(names = "--entropy-bytes", paramLabel = "N", defaultValue = "1")
	private int entropyBytes;

	@Option(names = "--smoke")
	private boolean smoke;

	@Option(names = "--forks", paramLabel = "K",
			description = "Rounds of fresh gateway JVMs, one after another (default: " + Defaults.FORKS
					+ " in a compare, 1 in a single run).")
	private Integer forks;

	@Option(names = "--pairs", paramLabel = "P",
			description = "Base/head JVM pairs of a compare that run at the same time in each fork (default: "
					+ Defaults.PAIRS + "); every pair is one unit of the interval.")
	private Integer pairs;

	@Option(names = "--windows", paramLabel = "N", description = "Measured windows per fork (default: "
			+ Defaults.WINDOWS + "; single run " + Defaults.SINGLE_WINDOWS + ").")
	private Integer windows;

	@Option(names = "--window", paramLabel = "S",
			description = "Seconds per measured window (default: " + Defaults.WINDOW_SECONDS + ").")
	private Integer windowSeconds;

	@Option(names = "--warmup-max", paramLabel = "S",
			description = "Longest warm-up of a fork before measuring anyway (default: " + Defaults.WARMUP_MAX + ").")
	private Integer warmupMax;

	@Option(names = "--probe", paramLabel = "S", description = "Seconds per warm-up probe on the gateway CPU (default: "
			+ Defaults.PROBE_SECONDS + "; single run " + Defaults.SINGLE_PROBE_SECONDS + ").")
	private Integer probeSeconds;

	@Option(names = "--connections", paramLabel = "N", defaultValue = "8")
	private int connections;

	@Option(names = "--threads", paramLabel = "N", defaultValue = "0")
	private int threads;

	@Option(names = "--noise")
	private boolean noise;

	@Option(names = "--gateway-port", paramLabel = "N", defaultValue = "38071")
	private int gatewayPort;

	@Option(names = "--base-port", paramLabel = "N", defaultValue = "38081")
	private int basePort;

	@Option(names = "--hello-port", paramLabel = "N", defaultValue = "38072")
	private int helloPort;

	@Option(names = "--auth-port", paramLabel = "N", defaultValue = "38073")
	private int authPort;

	@Option(names = "--start-timeout", paramLabel = "S", defaultValue = "90")
	private int startTimeout;

	@Option(names = "--jfr-settings", paramLabel = "FILE")
	private Path jfrSettings;

	@Option(names = "--meta", paramLabel = "KEY=VALUE")
	private Map<String, String> metadata = new LinkedHashMap<>();

	@Mixin
	private GateOptions gate;

	/** Defaults, chosen from the A/A calibration in the README. */
	static final class Defaults {

		static final int FORKS = 3;

		static final int PAIRS = 2;

		static final int WINDOWS = 4;

		static final int SINGLE_WINDOWS = 5;

		static final int WINDOW_SECONDS = 10;

		static final int PROBE_SECONDS = 5;

		/**
		 * A single gateway's warm-up asks for a cost step within 3% of ~30,000 requests
		 * (3 s at ~10,000 req/s), and two probes are a third of its 30 s goal; a duet's
		 * ratio, two gateways at half the rate each, needs the longer probes.
		 */
		static final int SINGLE_PROBE_SECONDS = 3;

		static final int WARMUP_MAX = 150;

	}

	@Override
	public Integer call() {
		PrintWriter err = this.spec.commandLine().getErr();
		Progress progress = new Progress(err);
		RunSettings settings;
		ReportOptions reportOptions;
		try {
			settings = settings();
			reportOptions = this.gate.toReportOptions(settings.outDirectory(), false);
		}
		catch (IllegalArgumentException ex) {
			throw new ParameterException(this.spec.commandLine(), ex.getMessage());
		}
		ProcessRegistry registry = new ProcessRegistry(progress);
		AtomicBoolean finished = new AtomicBoolean();
		Thread cleanup = new Thread(() -> {
			if (!finished.get()) {
				progress.log("interrupted: stopping everything this run started");
				registry.stopAll();
				progress.log("the run did not complete; partial output kept in " + settings.outDirectory());
				Runtime.getRuntime().halt(INTERRUPTED);
			}
		}, "perf-run-cleanup");
		Runtime.getRuntime().addShutdownHook(cleanup);
		try {
			Files.createDirectories(settings.outDirectory());
			Files.writeString(settings.outDirectory().resolve("INCOMPLETE"), "");
			progress.log("output: " + settings.outDirectory());
			RawRun run = new LabRun(settings, progress, registry).run();
			progress.log("reporting: metrics, JFR rules, flame graph");
			Report report = ReportGenerator.generate(reportOptions, run);
			Files.delete(settings.outDirectory().resolve("INCOMPLETE"));
			pointLatest(settings.outDirectory());
			ReportCommand.print(report, this.spec.commandLine().getOut());
			return report.gate().exitCode();
		}
		catch (LabException | RawDataException | IOException | UncheckedIOException ex) {
			err.println("perf run: " + ex.getMessage());
			progress.log("the run did not complete; partial output kept in " + settings.outDirectory());
			return ENVIRONMENT;
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

	private RunSettings settings() {
		boolean compare = this.baseJar != null;
		int forks = positive("--forks", pick(this.forks, 1, compare ? Defaults.FORKS : 1));
		int pairs = compare ? positive("--pairs", pick(this.pairs, 1, Defaults.PAIRS)) : 1;
		int windows = positive("--windows",
				pick(this.windows, 2, compare ? Defaults.WINDOWS : Defaults.SINGLE_WINDOWS));
		int window = positive("--window", pick(this.windowSeconds, 3, Defaults.WINDOW_SECONDS));
		int probe = positive("--probe",
				pick(this.probeSeconds, 2, compare ? Defaults.PROBE_SECONDS : Defaults.SINGLE_PROBE_SECONDS));
		int warmup = positive("--warmup-max", pick(this.warmupMax, 20, Defaults.WARMUP_MAX));
		positive("--connections", this.connections);
		positive("--entropy-bytes", this.entropyBytes);
		positive("--start-timeout", this.startTimeout);
		if (this.threads < 0) {
			throw new IllegalArgumentException("--threads must be 0 (one per wrk CPU) or more, got " + this.threads);
		}
		checkProfile(this.profile);
		Path java = Path.of(System.getProperty("java.home"), "bin", "java");
		Path root = this.root.toAbsolutePath().normalize();
		Path head = (this.headJar != null) ? this.headJar.toAbsolutePath() : root.resolve("gateway/target/gateway.jar");
		return new RunSettings(this.out.toAbsolutePath().normalize(), java, head,
				compare ? this.baseJar.toAbsolutePath() : null, !this.noBaseJfr,
				root.resolve("services/hello-service/target/hello-service.jar"),
				root.resolve("services/auth-service/target/auth-service.jar"), this.profile, this.entropyBytes,
				List.of((this.jfrSettings != null) ? this.jfrSettings.toAbsolutePath()
						: root.resolve("jfr-rules/settings/jfr-rules.jfc"),
						root.resolve("perf/jfr/execution-samples.jfc")),
				root.resolve("perf/wrk/report.lua"),
				new RunSettings.Ports(this.gatewayPort, this.basePort, this.helloPort, this.authPort), forks, pairs,
				windows, window, probe, warmup, this.connections, this.threads, this.startTimeout, this.noise,
				Map.copyOf(this.metadata));
	}

	private int pick(Integer given, int smoke, int normal) {
		return (given != null) ? given : (this.smoke ? smoke : normal);
	}

	private static int positive(String option, int value) {
		if (value < 1) {
			throw new IllegalArgumentException(option + " needs a positive whole number, got " + value);
		}
		return value;
	}

	static void checkProfile(String profile) {
		if (!profile.matches("[a-z0-9-]+")) {
			throw new IllegalArgumentException(
					"--gateway-profile: '" + profile + "' is not a profile name (a-z, 0-9, -)");
		}
		if (profile.startsWith(CpuBurnProfile.PREFIX) && CpuBurnProfile.microseconds(profile).isEmpty()) {
			throw new IllegalArgumentException("--gateway-profile " + profile
					+ ": cpu-burn takes the extra CPU per request in microseconds, 1 to 10000: cpu-burn-Nus, "
					+ "e.g. cpu-burn-6us");
		}
	}

	private void pointLatest(Path runDirectory) throws IOException {
		if (this.latest == null) {
			return;
		}
		// Atomic: a new link under a temporary name, renamed over the old one.
		Path temporary = this.latest.resolveSibling(this.latest.getFileName() + ".tmp");
		Files.deleteIfExists(temporary);
		Files.createSymbolicLink(temporary, this.latest.toAbsolutePath().getParent().relativize(runDirectory));
		Files.move(temporary, this.latest, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
	}

}
