package dev.perflab.jfrrules.rules;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

/**
 * Parameters declared in a rule's header and read by its query: one number, one place. A
 * header and a query that disagree are refused when the rules load, naming file and line,
 * as the other header errors are.
 */
class RuleParametersTests {

	private static final String HEADER = """
			-- id: sleeps
			-- title: More than {most} sleeps
			-- severity: warn
			-- param most: 5, whole 0..
			-- why: w
			-- fix: f
			""";

	private static final String READS_MOST = """
			SELECT 'jdk.ThreadSleep' AS "eventType", "thread"
			FROM (SELECT "eventThread"."javaName" AS "thread", COUNT(*) OVER () AS "sleeps" FROM "jfr"."jdk.ThreadSleep")
			WHERE "sleeps" > PARAM('most')
			""";

	@Test
	void theTitleSaysTheValueTheQueryReads() {
		RuleSet rules = load(HEADER + READS_MOST);
		Rule rule = rules.rules().get(0);
		assertThat(rule.title()).isEqualTo("More than 5 sleeps");
		assertThat(rule.parameters().get("most").value()).isEqualByComparingTo("5");
		Rule overridden = rules.withOverrides(List.of(ParameterOverride.parse("sleeps.most=7"))).rules().get(0);
		assertThat(overridden.title()).isEqualTo("More than 7 sleeps");
		assertThat(overridden.parameters().overridden()).singleElement()
			.satisfies((parameter) -> assertThat(parameter.declaredText()).isEqualTo("5"));
	}

	@Test
	void aParameterDeclaredAndNeverReadIsRefusedOnItsHeaderLine() {
		assertThatExceptionOfType(InvalidRuleException.class)
			.isThrownBy(() -> load(HEADER + READS_MOST.replace("PARAM('most')", "5")))
			.withMessageEndingWith(
					"sleeps.sql:4:4: parameter 'most' is declared but the query does not read it (PARAM('most'))");
	}

	@Test
	void aParameterReadAndNeverDeclaredIsRefusedWhereItIsRead() {
		assertThatExceptionOfType(InvalidRuleException.class)
			.isThrownBy(() -> load(HEADER + READS_MOST.replace("\"sleeps\" > PARAM('most')",
					"\"sleeps\" > PARAM('most') AND \"sleeps\" < PARAM('fewest')")))
			.withMessageEndingWith(
					"sleeps.sql:9:47: PARAM('fewest'): the header declares no parameter 'fewest' (declared: most)");
	}

	@Test
	void aTemplateParameterTheRuleDoesNotDeclareIsRefusedOnTheTemplateLine() {
		String rule = """
				-- id: encode
				-- title: Encoding
				-- severity: warn
				-- template: share
				-- param budget: 5%, percent 0..100
				-- why: w
				-- fix: f
				SELECT *, "total" AS "whole", 'the samples' AS "share",
				       FIRST_MATCHING_FRAME("stackTrace", '\\.encode$') AS "frame"
				FROM "jfr"."execution_samples"
				""";
		assertThatExceptionOfType(InvalidRuleException.class).isThrownBy(() -> load(rule))
			.withMessageContaining(
					"sleeps.sql:4:4: its template 'share' reads PARAM('min-samples') (bundled:share.sql:")
			.withMessageEndingWith("which the header does not declare (declared: budget)");
	}

	@Test
	void aTitlePlaceholderWithoutAParameterIsRefusedOnTheTitleLine() {
		assertThatExceptionOfType(InvalidRuleException.class)
			.isThrownBy(() -> load(HEADER.replace("{most}", "{least}") + READS_MOST))
			.withMessageEndingWith(
					"sleeps.sql:2:4: the title says {least}, which the header declares no parameter for (declared: most)");
	}

	@Test
	void aMalformedOrOutOfRangeDeclarationIsRefusedOnItsLine() {
		assertThatExceptionOfType(InvalidRuleException.class)
			.isThrownBy(() -> load(HEADER.replace("5, whole 0..", "5") + READS_MOST))
			.withMessageEndingWith("sleeps.sql:4:4: parameter 'most' must read 'VALUE, KIND LOW..HIGH' "
					+ "(e.g. '10%, percent 0..100'), not '5'");
		assertThatExceptionOfType(InvalidRuleException.class)
			.isThrownBy(() -> load(HEADER.replace("5, whole 0..", "5, whole 10..20") + READS_MOST))
			.withMessageEndingWith("sleeps.sql:4:4: parameter 'most': 5 is outside its range 10..20");
		assertThatExceptionOfType(InvalidRuleException.class)
			.isThrownBy(() -> load(HEADER.replace("5, whole 0..", "5, count 0..") + READS_MOST))
			.withMessageEndingWith(
					"sleeps.sql:4:4: parameter 'most': the kind must be 'percent', 'whole' or 'number', not 'count'");
	}

	@Test
	void aCallInACommentOrAStringIsNoRead() {
		assertThat(ParameterUse.in("""
				-- PARAM('budget') in a comment
				SELECT 'PARAM(''x'')', "PARAM('y')" /* PARAM('z') */
				FROM t WHERE a > param ( 'budget' ) AND MYPARAM('w') = 1
				""")).containsExactly(new ParameterUse("param", "budget", 3, 18));
	}

	@Test
	void aCallWithoutOneQuotedNameIsRefused() {
		assertThatExceptionOfType(InvalidRuleException.class)
			.isThrownBy(() -> load(HEADER + READS_MOST.replace("PARAM('most')", "PARAM('most') + PARAM(\"sleeps\")")))
			.withMessageEndingWith(
					"sleeps.sql:9:34: PARAM takes one parameter name in single quotes, e.g. PARAM('budget')");
	}

	@Test
	void theBundledShareRulesAreTheirFramesTheirGroupAndTheirParameters() {
		RuleSet bundled = RuleSet.bundled();
		assertThat(bundled.templates()).extracting(QueryTemplate::name).containsExactly("share");
		List<Rule> shareRules = bundled.rules().stream().filter((rule) -> rule.template() != null).toList();
		assertThat(shareRules).extracting(Rule::id)
			.containsExactly("body-buffering", "connection-per-request", "event-loop-logging",
					"per-request-construction", "request-crypto", "route-lookup", "stack-trace-capture");
		assertThat(shareRules).allSatisfy((rule) -> {
			assertThat(rule.parameters().names()).isEqualTo("budget, min-samples");
			assertThat(rule.titleText()).contains("{budget}");
			// The numbers are the header's alone: the query has none of the budget's.
			assertThat(rule.sql().lines().filter((line) -> !line.startsWith("--")))
				.noneMatch((line) -> line.contains(rule.parameters().get("budget").declaredText()));
			assertThat(rule.sql()).doesNotContain("a share of a handful says nothing");
		});
	}

	private static RuleSet load(String text) {
		try {
			Path directory = RulesDirectory.write("sleeps", text).toPath();
			assertThat(Files.list(directory)).hasSize(1);
			return RuleSet.load(directory);
		}
		catch (IOException ex) {
			throw new IllegalStateException(ex);
		}
	}

}
