package dev.perflab.perf.selftest;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import dev.perflab.perf.run.CalibrationProfile;

/**
 * The regression catalogue: each gateway profile, the seed round it reproduces and the
 * detectors that should catch it.
 * <p>
 * A detector is {@code rule:ID} (a jfr-rules rule that failed or warned),
 * {@code rule:ID@TEXT} (such a rule with TEXT in its evidence: event type, detail, thread
 * or one of the top frames, so that a rule firing for another reason does not count) or
 * {@code metric:ID} (a compared metric that regressed); any one of them catches the
 * profile. The evidence holds the top 12 frames only: a socket event on the event loop
 * stands for the blocking client (the clean gateway has none), the console appender's
 * write for synchronous logging (which the clean gateway also does when it reports an
 * auth-service failure, at most once per 10 s). The clean gateway expects none: it must
 * pass.
 */
public final class Catalogue {

	/**
	 * One profile's entry.
	 *
	 * @param seed the seed round it reproduces
	 * @param expected the detectors that should catch it, none for {@code clean}
	 */
	public record Entry(String seed, List<String> expected) {

		public Entry {
			expected = List.copyOf(expected);
		}

	}

	private static final List<String> BURNS = List.of("cpu-burn-4us", "cpu-burn-6us", "cpu-burn-10us");

	/**
	 * About 1% of the clean gateway's allocation per request (43-45 KB on the lab VM).
	 */
	private static final String CHURN = "heap-churn-448b";

	private static final Map<String, Entry> PROFILES = profiles();

	private Catalogue() {
	}

	private static Map<String, Entry> profiles() {
		Map<String, Entry> profiles = new LinkedHashMap<>();
		profiles.put("clean", new Entry("-", List.of()));
		profiles.put("blocking-auth",
				new Entry("1", List.of("rule:event-loop-blocking@jdk.Socket", "metric:rps", "metric:cpuUsPerRequest")));
		profiles.put("sync-logging",
				new Entry("2", List.of("rule:event-loop-blocking@ConsoleTarget", "metric:cpuUsPerRequest")));
		profiles.put("async-logging", new Entry("3a", List.of("rule:event-loop-blocking@AsyncAppender",
				"rule:lock-contention@AsyncAppender", "metric:cpuUsPerRequest")));
		profiles.put("uuid-request-id", new Entry("3c", List.of("rule:securerandom-blocking")));
		profiles.put("token-lock", new Entry("Zuul 2019",
				List.of("rule:event-loop-blocking@SharedTokenSigner", "rule:lock-contention@SharedTokenSigner")));
		// Burns of about 2, 3 and 5% of the clean gateway's duet cost on the lab VM
		// (~200 µs per request). That cost moves with the host, so each row states
		// the share of the base its own runs measured.
		for (String burn : BURNS) {
			profiles.put(burn, calibration(CalibrationProfile.CPU_BURN));
		}
		profiles.put(CHURN, calibration(CalibrationProfile.HEAP_CHURN));
		profiles.put("entropy-starvation",
				new Entry("3c (entropy)", List.of("rule:securerandom-blocking@SeedGenerator", "metric:rps")));
		// The kinds gateway users report (jfr-rules' README, "The shipped rules"): each
		// is
		// caught by its own rule, which names it; a metric that moves too is no catch.
		profiles.put("wiretap", new Entry("SCG #1908", List.of("rule:event-loop-logging")));
		profiles.put("reverse-dns", new Entry("reactor-netty #2976", List.of("rule:event-loop-name-lookup")));
		profiles.put("response-rewrite", new Entry("SCG #760", List.of("rule:body-buffering")));
		profiles.put("operator-debug", new Entry("reactor-core #417", List.of("rule:stack-trace-capture")));
		profiles.put("mapper-per-request", new Entry("SCG #781", List.of("rule:per-request-construction")));
		profiles.put("many-routes", new Entry("SCG #1683", List.of("rule:route-lookup")));
		profiles.put("token-verification", new Entry("spring-security #4959", List.of("rule:request-crypto")));
		return profiles;
	}

	/**
	 * Returns every profile of a full self-test, in the order it runs them.
	 */
	public static List<String> all() {
		return List.copyOf(PROFILES.keySet());
	}

	/**
	 * Returns a profile's entry.
	 * @param profile a profile name; any calibration profile ({@code cpu-burn-Nus},
	 * {@code heap-churn-Nb}) whose amount the gateway accepts
	 * @return the entry, empty when the profile is not in the catalogue
	 */
	public static Optional<Entry> of(String profile) {
		Entry entry = PROFILES.get(profile);
		if (entry != null) {
			return Optional.of(entry);
		}
		return CalibrationProfile.of(profile).map((amount) -> calibration(amount.profile()));
	}

	/** A calibration profile is caught when the one metric it moves regressed. */
	private static Entry calibration(CalibrationProfile family) {
		return new Entry("calibration", List.of("metric:" + family.metric()));
	}

}
