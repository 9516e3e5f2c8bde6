package dev.perflab.perf.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import dev.perflab.perf.run.CpuBurnProfile;
import dev.perflab.perf.run.RunSettings;

/**
 * What a user chose for a run: each component is the {@code perf run} option of its name,
 * null where not given, so that {@code perf run} and {@code perf selftest} make their
 * settings alike.
 */
record RunChoices(Path out, Path root, Path baseJar, Path headJar, boolean noBaseJfr, String profile,
		Integer entropyBytes, boolean smoke, Integer forks, Integer pairs, Integer windows, Integer windowSeconds,
		Integer warmupMax, Integer probeSeconds, Integer connections, Integer threads, boolean noise,
		RunSettings.Ports ports, Integer startTimeout, Path jfrSettings, Map<String, String> metadata) {

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

		static final int ENTROPY_BYTES = 1;

		static final int CONNECTIONS = 8;

		static final int START_TIMEOUT = 90;

	}

	/**
	 * Returns the run's settings: what was not given takes its default (a shorter one
	 * with {@code --smoke}), and every path is absolute.
	 * @return the settings
	 * @throws IllegalArgumentException naming the option out of range
	 */
	RunSettings settings() {
		boolean compare = this.baseJar != null;
		int forks = positive("--forks", pick(this.forks, 1, compare ? Defaults.FORKS : 1));
		int pairs = compare ? positive("--pairs", pick(this.pairs, 1, Defaults.PAIRS)) : 1;
		int windows = positive("--windows",
				pick(this.windows, 2, compare ? Defaults.WINDOWS : Defaults.SINGLE_WINDOWS));
		int window = positive("--window", pick(this.windowSeconds, 3, Defaults.WINDOW_SECONDS));
		int probe = positive("--probe",
				pick(this.probeSeconds, 2, compare ? Defaults.PROBE_SECONDS : Defaults.SINGLE_PROBE_SECONDS));
		int warmup = positive("--warmup-max", pick(this.warmupMax, 20, Defaults.WARMUP_MAX));
		int connections = positive("--connections", Objects.requireNonNullElse(this.connections, Defaults.CONNECTIONS));
		int entropyBytes = positive("--entropy-bytes",
				Objects.requireNonNullElse(this.entropyBytes, Defaults.ENTROPY_BYTES));
		int startTimeout = positive("--start-timeout",
				Objects.requireNonNullElse(this.startTimeout, Defaults.START_TIMEOUT));
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
						: root.resolve("jfr-rules/settings/jfr-rules.jfc"),
						root.resolve("perf/jfr/execution-samples.jfc")),
				root.resolve("perf/wrk/report.lua"), this.ports, forks, pairs, windows, window, probe, warmup,
				connections, threads, startTimeout, this.noise, Map.copyOf(this.metadata));
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
		if (profile.startsWith(CpuBurnProfile.PREFIX) && CpuBurnProfile.microseconds(profile).isEmpty()) {
			throw new IllegalArgumentException("--gateway-profile " + profile
					+ ": cpu-burn takes the extra CPU per request in microseconds, 1 to 10000: cpu-burn-Nus, "
					+ "e.g. cpu-burn-6us");
		}
	}

}
