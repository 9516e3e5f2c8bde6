package dev.perflab.jfrrules.rules;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

/**
 * The rule header: fields, continuation lines, and errors that point at the line.
 */
class RuleFileParserTests {

	private static final String HEADER = """
			-- id: sleepy
			-- title: Threads that sleep
			-- severity: warn
			-- limit: 3
			-- why: Sleeping threads do no work,
			--   and this line continues the field.
			-- fix: Do not sleep.
			--
			-- Free commentary is ignored.
			""";

	@Test
	void readsTheHeaderAndKeepsTheWholeTextAsTheQuery() {
		String text = HEADER + "SELECT 1 FROM \"jfr\".\"jdk.ThreadSleep\"\n";
		Rule rule = RuleFileParser.parse("sleepy.sql", text);
		assertThat(rule.id()).isEqualTo("sleepy");
		assertThat(rule.title()).isEqualTo("Threads that sleep");
		assertThat(rule.severity()).isEqualTo(Severity.WARN);
		assertThat(rule.limit()).isEqualTo(3);
		assertThat(rule.why()).isEqualTo("Sleeping threads do no work, and this line continues the field.");
		assertThat(rule.fix()).isEqualTo("Do not sleep.");
		// The header stays in the SQL as comments, so error positions are file positions.
		assertThat(rule.sql()).isEqualTo(text);
	}

	@Test
	void theFieldsEndAtTheFirstBareCommentLine() {
		// Commentary may start a line with "word:", as prose does; only a field before
		// the
		// bare "--" is a field (and a misspelt one there is still an error).
		String text = HEADER + "-- limt: this is prose, not a field\nSELECT 1\n";
		Rule rule = RuleFileParser.parse("x.sql", text);
		assertThat(rule.limit()).isEqualTo(3);
	}

	@Test
	void limitDefaultsToZero() {
		Rule rule = RuleFileParser.parse("x.sql", HEADER.replace("-- limit: 3\n", "") + "SELECT 1\n");
		assertThat(rule.limit()).isZero();
	}

	@Test
	void misspeltFieldIsAnErrorOnItsLine() {
		assertThatExceptionOfType(InvalidRuleException.class)
			.isThrownBy(() -> RuleFileParser.parse("x.sql", HEADER.replace("-- limit: 3", "-- limt: 3") + "SELECT 1"))
			.withMessage(
					"x.sql:4:4: unknown header field 'limt' (known: id, title, severity, why, fix, limit, template, param NAME)");
	}

	@Test
	void badSeverityNamesTheLine() {
		assertThatExceptionOfType(InvalidRuleException.class)
			.isThrownBy(() -> RuleFileParser.parse("x.sql",
					HEADER.replace("-- severity: warn", "-- severity: error") + "SELECT 1"))
			.withMessageStartingWith("x.sql:3:4: severity must be 'fail' or 'warn'");
	}

	@Test
	void missingFieldAndMissingQueryAreErrors() {
		assertThatExceptionOfType(InvalidRuleException.class)
			.isThrownBy(() -> RuleFileParser.parse("x.sql", HEADER.replace("-- fix: Do not sleep.\n", "") + "SELECT 1"))
			.withMessageContaining("missing header field 'fix'");
		assertThatExceptionOfType(InvalidRuleException.class).isThrownBy(() -> RuleFileParser.parse("x.sql", HEADER))
			.withMessage("x.sql: no query after the header");
	}

	@Test
	void negativeLimitIsAnError() {
		assertThatExceptionOfType(InvalidRuleException.class)
			.isThrownBy(() -> RuleFileParser.parse("x.sql", HEADER.replace("-- limit: 3", "-- limit: -1") + "SELECT 1"))
			.withMessageStartingWith("x.sql:4:4: limit must be a whole number >= 0");
	}

}
