package dev.perflab.jfrrules.rules;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import dev.perflab.jfrrules.JfrRulesException;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;
import static org.assertj.core.api.Assertions.tuple;

/**
 * Rule sets: which files are rules and which are views, and which views a set of rules
 * sees.
 */
class RuleSetTests {

	private static final String RULE = """
			-- id: sleeps
			-- title: Sleeps
			-- severity: warn
			-- why: w
			-- fix: f
			SELECT * FROM "jfr"."sleeps"
			""";

	private static final String VIEW = """
			-- view: sleeps
			-- title: Every sleep
			SELECT * FROM "jfr"."blocking_events" WHERE "eventType" = 'jdk.ThreadSleep'
			""";

	@Test
	void theBundledRulesSelectFromTheBundledViews() {
		RuleSet bundled = RuleSet.bundled();
		assertThat(bundled.views()).extracting(ViewDefinition::name, ViewDefinition::source)
			.containsExactly(tuple("allocation_samples", "bundled:allocation_samples.sql"),
					tuple("blocking_events", "bundled:blocking_events.sql"),
					tuple("execution_samples", "bundled:execution_samples.sql"),
					tuple("profile_samples", "bundled:profile_samples.sql"));
		assertThat(bundled.rules()).extracting(Rule::id)
			.containsExactly("body-buffering", "connection-per-request", "event-loop-blocking", "event-loop-logging",
					"event-loop-name-lookup", "exceptions-per-request", "lock-contention", "per-request-construction",
					"request-crypto", "route-lookup", "securerandom-blocking", "stack-trace-capture");
		// Each rule reads one definition of its events (a view), never a copy of it; a
		// count (exceptions per request) reads its one event.
		assertThat(bundled.rules()).filteredOn((rule) -> !rule.id().equals("exceptions-per-request"))
			.allSatisfy((rule) -> assertThat(rule.sql()).containsAnyOf("FROM \"jfr\".\"blocking_events\"",
					"FROM \"jfr\".\"execution_samples\"", "FROM \"jfr\".\"allocation_samples\"",
					"FROM \"jfr\".\"profile_samples\""));
	}

	@Test
	void aFileWithAViewHeaderIsAViewAndTheBundledViewsComeToo() throws IOException {
		Path directory = RulesDirectory.write("sleeps", RULE).toPath();
		Path view = Files.writeString(directory.resolve("sleeps-view.sql"), VIEW);
		RuleSet rules = RuleSet.load(directory);
		assertThat(rules.rules()).extracting(Rule::id).containsExactly("sleeps");
		assertThat(rules.views()).extracting(ViewDefinition::name, ViewDefinition::source)
			.containsExactly(tuple("allocation_samples", "bundled:allocation_samples.sql"),
					tuple("blocking_events", "bundled:blocking_events.sql"),
					tuple("execution_samples", "bundled:execution_samples.sql"),
					tuple("profile_samples", "bundled:profile_samples.sql"), tuple("sleeps", view.toString()));
	}

	@Test
	void aViewInTheDirectoryReplacesTheBundledOneOfTheSameName() throws IOException {
		Path directory = RulesDirectory.write("sleeps", RULE).toPath();
		Path view = Files.writeString(directory.resolve("blocking_events.sql"),
				VIEW.replace("view: sleeps", "view: blocking_events"));
		assertThat(RuleSet.load(directory).views())
			.filteredOn((definition) -> definition.name().equals("blocking_events"))
			.singleElement()
			.extracting(ViewDefinition::source)
			.isEqualTo(view.toString());
	}

	@Test
	void twoViewsOfOneNameAreAnError() throws IOException {
		Path directory = RulesDirectory.write("sleeps", RULE).toPath();
		Files.writeString(directory.resolve("a.sql"), VIEW);
		Path second = Files.writeString(directory.resolve("b.sql"), VIEW);
		assertThatExceptionOfType(InvalidRuleException.class).isThrownBy(() -> RuleSet.load(directory))
			.withMessage(second + ": view 'sleeps' is also used by " + directory.resolve("a.sql"));
	}

	@Test
	void aDirectoryOfViewsOnlyHasNoRules() {
		Path directory = RulesDirectory.write("sleeps", VIEW).toPath();
		assertThatExceptionOfType(JfrRulesException.class).isThrownBy(() -> RuleSet.load(directory))
			.withMessage("no rules in " + directory + ": its *.sql files define views only");
	}

	@Test
	void viewHeaderErrorsNameTheLine() {
		Path badName = RulesDirectory.write("v", VIEW.replace("view: sleeps", "view: jdk.Sleeps")).toPath();
		assertThatExceptionOfType(InvalidRuleException.class).isThrownBy(() -> RuleSet.load(badName))
			.withMessage(badName.resolve("v.sql")
					+ ":1:4: view name 'jdk.Sleeps' must be lower-case letters, digits and underscores");
		Path ruleKey = RulesDirectory.write("v", VIEW.replace("-- title", "-- severity")).toPath();
		assertThatExceptionOfType(InvalidRuleException.class).isThrownBy(() -> RuleSet.load(ruleKey))
			.withMessage(ruleKey.resolve("v.sql") + ":2:4: unknown header field 'severity' (known: view, title)");
	}

}
