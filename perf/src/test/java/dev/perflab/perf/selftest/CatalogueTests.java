package dev.perflab.perf.selftest;

import java.util.List;

import dev.perflab.jfrrules.rules.Rule;
import dev.perflab.jfrrules.rules.RuleSet;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class CatalogueTests {

	@Test
	void aFullSelftestRunsTheCleanGatewayFirst() {
		assertThat(Catalogue.all()).startsWith("clean")
			.contains("blocking-auth", "uuid-request-id", "token-lock", "entropy-starvation", "cpu-burn-4us",
					"cpu-burn-6us", "cpu-burn-10us", "heap-churn-448b");
		assertThat(Catalogue.of("clean")).hasValueSatisfying((entry) -> assertThat(entry.expected()).isEmpty());
	}

	@Test
	void anyBurnFromOneToTenThousandMicrosecondsIsACalibrationProfile() {
		for (String burn : new String[] { "cpu-burn-1us", "cpu-burn-20us", "cpu-burn-10000us" }) {
			assertThat(Catalogue.of(burn)).as(burn)
				.hasValueSatisfying((entry) -> assertThat(entry.expected()).containsExactly("metric:cpuUsPerRequest"));
		}
		for (String notOne : new String[] { "cpu-burn-0us", "cpu-burn-10001us", "cpu-burn-5", "cpu-burn", "nope" }) {
			assertThat(Catalogue.of(notOne)).as(notOne).isEmpty();
		}
	}

	@Test
	void anyChurnFromAnEmptyArrayToAMegabyteIsACalibrationProfileOfAllocation() {
		for (String churn : new String[] { "heap-churn-16b", "heap-churn-448b", "heap-churn-1048576b" }) {
			assertThat(Catalogue.of(churn)).as(churn)
				.hasValueSatisfying(
						(entry) -> assertThat(entry.expected()).containsExactly("metric:allocatedBytesPerRequest"));
		}
		for (String notOne : new String[] { "heap-churn-15b", "heap-churn-1048577b", "heap-churn-448", "heap-churn" }) {
			assertThat(Catalogue.of(notOne)).as(notOne).isEmpty();
		}
	}

	@Test
	void everyRuleTheCatalogueExpectsIsBundled() {
		// A renamed or dropped rule would leave its profile uncatchable: every run
		// "missed".
		List<String> bundled = RuleSet.bundled().rules().stream().map(Rule::id).toList();
		for (String profile : Catalogue.all()) {
			List<String> rules = Catalogue.of(profile)
				.orElseThrow()
				.expected()
				.stream()
				.filter((detector) -> detector.startsWith("rule:"))
				.map((detector) -> detector.substring("rule:".length()).replaceFirst("@.*", ""))
				.toList();
			assertThat(bundled).as(profile).containsAll(rules);
		}
		assertThat(Catalogue.all()).contains("wiretap", "reverse-dns", "response-rewrite", "operator-debug",
				"mapper-per-request", "many-routes", "token-verification");
	}

}
