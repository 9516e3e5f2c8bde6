package dev.perflab.jfrrules.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.perflab.jfrrules.fixtures.TestRecordings;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.cloud.gateway.handler.RoutePredicateHandlerMapping;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code check --set RULE.PARAM=VALUE}: another budget tried on a recording without
 * editing a rule, said in every report; and every value the rules cannot take refused
 * with exit 2 and a message naming it, before the recording is read.
 */
class SetOptionTests {

	@TempDir
	Path directory;

	/** The event loop finds routes for 500 ms of 800: about 60% of its samples. */
	private static Path routeLookup() {
		return TestRecordings.kind("route_lookup", "reactor-http-epoll-1",
				() -> RoutePredicateHandlerMapping.lookupRoute(Duration.ofMillis(500), Duration.ofMillis(300)));
	}

	@Test
	void aBudgetSetAboveTheShareFlipsTheVerdictAndEveryReportSaysSo() throws IOException {
		Run asFiled = run("check", routeLookup().toString());
		assertThat(asFiled.exitCode).as(asFiled.out + asFiled.err).isEqualTo(1);
		assertThat(asFiled.out).contains("FAIL  route-lookup")
			.contains("more than 10% of their CPU samples")
			.contains("budget 10%)")
			.doesNotContain("set: ");

		Path json = this.directory.resolve("rules.json");
		Path markdown = this.directory.resolve("rules.md");
		Run set = run("check", routeLookup().toString(), "--set", "route-lookup.budget=95%", "--json", json.toString(),
				"--markdown", markdown.toString());
		assertThat(set.exitCode).as(set.out + set.err).isZero();
		assertThat(set.out).contains("set: route-lookup.budget=95% (the rule says 10%)")
			.contains("PASS  route-lookup")
			.contains("The event loops spend more than 95% of their CPU samples finding the request's route");
		JsonNode report = new ObjectMapper().readTree(json.toFile());
		assertThat(report.get("overrides")).hasSize(1);
		assertThat(report.get("overrides").get(0).asText()).isEqualTo("route-lookup.budget=95% (the rule says 10%)");
		JsonNode budget = rule(report, "route-lookup").get("parameters").get(0);
		assertThat(budget.get("name").asText()).isEqualTo("budget");
		assertThat(budget.get("value").decimalValue()).isEqualByComparingTo("95");
		assertThat(budget.get("declared").decimalValue()).isEqualByComparingTo("10");
		assertThat(budget.get("overridden").asBoolean()).isTrue();
		assertThat(Files.readString(markdown))
			.contains("Parameters set for this check: `route-lookup.budget=95% (the rule says 10%)`");
	}

	@Test
	void aBudgetSetBelowTheShareFailsARuleThatPassed() {
		// 40 ms of lookup in 800: about 5% of the loop's samples, under 10%, over 1%.
		Path recording = TestRecordings.kind("route-found-in-40-ms", "reactor-http-epoll-1",
				() -> RoutePredicateHandlerMapping.lookupRoute(Duration.ofMillis(40), Duration.ofMillis(760)));
		Run asFiled = run("check", recording.toString());
		assertThat(asFiled.out).contains("PASS  route-lookup");
		Run set = run("check", recording.toString(), "--set", "route-lookup.budget=1%", "--set",
				"route-lookup.min-samples=1");
		assertThat(set.exitCode).as(set.out + set.err).isEqualTo(1);
		assertThat(set.out).contains("set: route-lookup.budget=1% (the rule says 10%)")
			.contains("set: route-lookup.min-samples=1 (the rule says 3)")
			.contains("FAIL  route-lookup")
			.contains("budget 1%)");
	}

	@Test
	void anOverrideThatIsNotRuleDotParamEqualsValueIsAUsageError() {
		Run run = run("check", TestRecordings.clean().toString(), "--set", "route-lookup.budget");
		assertThat(run.exitCode).isEqualTo(2);
		assertThat(run.err)
			.contains("--set: 'route-lookup.budget' is not RULE.PARAM=VALUE (e.g. route-lookup.budget=20%)");
	}

	@Test
	void anUnknownRuleIsNamed() {
		Run run = run("check", TestRecordings.clean().toString(), "--set", "route-lokup.budget=20%");
		assertThat(run.exitCode).isEqualTo(2);
		assertThat(run.err).startsWith("jfr-rules: --set route-lokup.budget=20%: no rule 'route-lokup' (rules: ")
			.contains("route-lookup");
	}

	@Test
	void anUnknownParameterIsNamedWithTheRulesParameters() {
		Run run = run("check", TestRecordings.clean().toString(), "--set", "route-lookup.limit=20");
		assertThat(run.exitCode).isEqualTo(2);
		assertThat(run.err).isEqualTo("jfr-rules: --set route-lookup.limit=20: rule route-lookup has no parameter "
				+ "'limit' (parameters: budget, min-samples)" + System.lineSeparator());
	}

	@Test
	void aValueThatIsNotANumberOfTheParametersKindIsNamed() {
		Run percent = run("check", TestRecordings.clean().toString(), "--set", "route-lookup.budget=ten");
		assertThat(percent.exitCode).isEqualTo(2);
		assertThat(percent.err).contains("--set route-lookup.budget=ten: 'ten' is not a percentage, e.g. 10%");
		Run whole = run("check", TestRecordings.clean().toString(), "--set", "route-lookup.min-samples=2.5");
		assertThat(whole.exitCode).isEqualTo(2);
		assertThat(whole.err).contains("--set route-lookup.min-samples=2.5: '2.5' is not a whole number, e.g. 3");
	}

	@Test
	void aValueOutsideTheParametersRangeIsNamedWithTheRange() {
		Run high = run("check", TestRecordings.clean().toString(), "--set", "route-lookup.budget=150%");
		assertThat(high.exitCode).isEqualTo(2);
		assertThat(high.err)
			.contains("--set route-lookup.budget=150%: 150% is outside the range of route-lookup.budget, 0%..100%");
		Run low = run("check", TestRecordings.clean().toString(), "--set", "route-lookup.min-samples=0");
		assertThat(low.exitCode).isEqualTo(2);
		assertThat(low.err)
			.contains("--set route-lookup.min-samples=0: 0 is outside the range of route-lookup.min-samples, 1..");
	}

	private static JsonNode rule(JsonNode report, String id) {
		for (JsonNode rule : report.get("rules")) {
			if (rule.get("id").asText().equals(id)) {
				return rule;
			}
		}
		throw new AssertionError("no rule " + id);
	}

	private static Run run(String... args) {
		StringWriter out = new StringWriter();
		StringWriter err = new StringWriter();
		int exitCode = JfrRulesCommand.execute(args, new PrintWriter(out), new PrintWriter(err));
		return new Run(exitCode, out.toString(), err.toString());
	}

	private record Run(int exitCode, String out, String err) {

	}

}
