package dev.perflab.perf.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

import dev.perflab.perf.run.CalibrationProfile;
import dev.perflab.perf.run.Rate;
import dev.perflab.perf.run.RunDefaults;
import dev.perflab.perf.run.RunSettings;
import dev.perflab.perf.workload.WorkloadReader;

/**
 * What a user chose for a run: each component is the {@code perf run} option of its name,
 * null where not given, so that {@code perf run} and {@code perf selftest} make their
 * settings alike.
 */
record RunChoices(Path out, Path root, Path baseJar, Path headJar, boolean noBaseJfr, String profile,
		Integer entropyBytes, boolean smoke, Integer forks, Integer budget, Integer pairs, Integer windows,
		Integer windowSeconds, Integer warmupMax, Integer probeSeconds, Integer connections, Integer threads,
		boolean noise, String rate, RunSettings.Ports ports, Integer startTimeout, Path jfrSettings, Path workload,
		Map<String, String> metadata) {

	/** The workload of a run without {@code --workload}, relative to the root. */
	static final String DEFAULT_WORKLOAD = "perf/workloads/default.yaml";

	/**
	 * Returns the run's settings: what was not given takes its default (a shorter one
	 * with {@code --smoke}), and every path is absolute.
	 * @return the settings
	 * @throws IllegalArgumentException naming the option out of range, or the workload
	 * file's line that is wrong
	 */
	RunSettings settings() {
		boolean compare = this.baseJar != null;
		int forks = positive("--forks", pick(this.forks, 1, compare ? RunDefaults.FORKS : 1));
		int budget = compare ? pick(this.budget, 0, RunDefaults.BUDGET) : Objects.requireNonNullElse(this.budget, 0);
		if (budget < 0) {
			throw new IllegalArgumentException(
					"--budget needs 0 (no bound) or a positive number of seconds, got " + budget);
		}
		int pairs = compare ? positive("--pairs", pick(this.pairs, 1, RunDefaults.PAIRS)) : 1;
		int windows = positive("--windows",
				pick(this.windows, 2, compare ? RunDefaults.WINDOWS : RunDefaults.SINGLE_WINDOWS));
		int window = positive("--window", pick(this.windowSeconds, 3, RunDefaults.WINDOW_SECONDS));
		int probe = positive("--probe",
				pick(this.probeSeconds, 2, compare ? RunDefaults.PROBE_SECONDS : RunDefaults.SINGLE_PROBE_SECONDS));
		int warmup = positive("--warmup-max", pick(this.warmupMax, 20, RunDefaults.WARMUP_MAX));
		int connections = positive("--connections",
				Objects.requireNonNullElse(this.connections, RunDefaults.CONNECTIONS));
		int entropyBytes = positive("--entropy-bytes",
				Objects.requireNonNullElse(this.entropyBytes, RunDefaults.ENTROPY_BYTES));
		int startTimeout = positive("--start-timeout",
				Objects.requireNonNullElse(this.startTimeout, RunDefaults.START_TIMEOUT));
		int threads = Objects.requireNonNullElse(this.threads, 0);
		if (threads < 0) {
			throw new IllegalArgumentException("--threads must be 0 (one per wrk CPU) or more, got " + threads);
		}
		checkProfile(this.profile);
		Path java = Path.of(System.getProperty("java.home"), "bin", "java");
		Path root = this.root.toAbsolutePath().normalize();
		Path head = (this.headJar != null) ? this.headJar.toAbsolutePath() : root.resolve("gateway/target/gateway.jar");
		return new RunSettings(this.out.toAbsolutePath().normalize(), java, head,
				compare ? this.baseJar.toAbsolutePath() : null, !this.noBaseJfr,
				root.resolve("services/hello-service/target/hello-service.jar"),
				root.resolve("services/auth-service/target/auth-service.jar"), this.profile, entropyBytes,
				List.of((this.jfrSettings != null) ? this.jfrSettings.toAbsolutePath()
						: root.resolve("jfr-rules/settings/jfr-rules.jfc"), root.resolve("perf/jfr/pipeline.jfc")),
				root.resolve("perf/wrk/report.lua"),
				WorkloadReader.read((this.workload != null) ? this.workload.toAbsolutePath().normalize()
						: root.resolve(DEFAULT_WORKLOAD)),
				this.ports, forks, budget, pairs, windows, window, probe, warmup, connections, threads, startTimeout,
				this.noise, Rate.parse("--rate", this.rate), pick(null, 1, RunDefaults.PHASE_MOST_WINDOWS),
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

	private static void checkProfile(String profile) {
		if (!profile.matches("[a-z0-9-]+")) {
			throw new IllegalArgumentException(
					"--gateway-profile: '" + profile + "' is not a profile name (a-z, 0-9, -)");
		}
		Optional<CalibrationProfile> claimed = CalibrationProfile.claimedBy(profile);
		if (claimed.isPresent() && CalibrationProfile.of(profile).isEmpty()) {
			throw new IllegalArgumentException("--gateway-profile " + profile + ": " + claimed.get().usage());
		}
	}

}
