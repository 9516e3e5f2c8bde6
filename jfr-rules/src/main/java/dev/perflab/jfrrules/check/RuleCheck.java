package dev.perflab.jfrrules.check;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;

import dev.perflab.jfrrules.JfrRulesException;
import dev.perflab.jfrrules.recording.JfrRecording;
import dev.perflab.jfrrules.recording.JudgedWindow;
import dev.perflab.jfrrules.rules.InvalidRuleException;
import dev.perflab.jfrrules.rules.Rule;
import dev.perflab.jfrrules.rules.RuleQuery;
import dev.perflab.jfrrules.rules.RuleSet;
import dev.perflab.jfrrules.sql.CompiledQuery;
import dev.perflab.jfrrules.sql.InvalidQueryException;
import dev.perflab.jfrrules.sql.JfrDatabase;
import dev.perflab.jfrrules.sql.ValidatedQuery;

/**
 * Checks a recording against a rule set: the library entry point the CLI and the perf
 * module use.
 * <p>
 * One check is three phases, in this order on purpose: validate every rule (so that all
 * rule errors are reported together, before the recording is read, and so that the
 * referenced tables are known); read the recording once, for those tables, while the
 * rules compile; then run the compiled queries over the rows in memory.
 */
public final class RuleCheck {

	private RuleCheck() {
	}

	/**
	 * Checks a recording with default options.
	 * @param recording the {@code .jfr} file
	 * @param rules a directory of {@code .sql} rules or one rule file; {@code null} for
	 * the bundled rules
	 * @return the report
	 * @throws JfrRulesException (exit code 2 in the CLI) if the recording is unreadable
	 * or a rule is malformed
	 */
	public static CheckReport run(Path recording, Path rules) {
		return run(recording, rules, CheckOptions.defaults());
	}

	/**
	 * Checks a recording.
	 * @param recording the {@code .jfr} file
	 * @param rules a directory of {@code .sql} rules or one rule file; {@code null} for
	 * the bundled rules
	 * @param options the options
	 * @return the report
	 * @throws JfrRulesException (exit code 2 in the CLI) if the recording is unreadable,
	 * a rule is malformed, an override names no rule parameter or gives it a value it
	 * cannot take, or the window holds nothing of the recording
	 */
	public static CheckReport run(Path recording, Path rules, CheckOptions options) {
		long start = System.nanoTime();
		RuleSet ruleSet = RuleSet.load(rules).withOverrides(options.overrides());
		JfrRecording jfr = JfrRecording.open(recording);
		JudgedWindow window = options.window().resolve(jfr.span());
		JfrDatabase.Ready ready;
		try (JfrDatabase database = JfrDatabase.open(jfr, options.eventLoopThreadPattern(), options.requests(),
				ruleSet.rules().stream().map((rule) -> rule.query().text()).toList(), ruleSet.views(), window)) {
			ready = database.compileAndLoad(validate(database, ruleSet.rules()));
		}
		List<RuleResult> results = new ArrayList<>();
		for (int i = 0; i < ready.queries().size(); i++) {
			results.add(evaluate(ruleSet.rules().get(i), ready.queries().get(i), options));
		}
		return new CheckReport(recording, jfr.size(), window, options.eventLoopThreadPattern(), ready.load(), results,
				Duration.ofNanos(System.nanoTime() - start), options.requests());
	}

	private static List<ValidatedQuery> validate(JfrDatabase database, List<Rule> rules) {
		List<ValidatedQuery> queries = new ArrayList<>();
		StringJoiner errors = new StringJoiner(System.lineSeparator());
		for (Rule rule : rules) {
			RuleQuery query = rule.query();
			try {
				queries.add(database.validate(query.text(), rule.parameters()));
			}
			catch (InvalidQueryException ex) {
				errors.add(query.error(ex.line(), ex.column(), ex.detail()).getMessage());
			}
		}
		if (errors.length() > 0) {
			throw new InvalidRuleException(errors.toString());
		}
		return queries;
	}

	private static RuleResult evaluate(Rule rule, CompiledQuery query, CheckOptions options) {
		long start = System.nanoTime();
		EvidenceCollector collector = new EvidenceCollector(options.frames());
		try {
			collector.collect(query);
		}
		catch (RuntimeException ex) {
			throw new JfrRulesException(rule.source() + ": the query failed: " + rootMessage(ex), ex);
		}
		Status status = (collector.rowCount() > rule.limit()) ? Status.valueOf(rule.severity().name()) : Status.PASS;
		return new RuleResult(rule, status, collector.rowCount(), collector.largestGroups(options.maxGroups()),
				collector.groupCount(), Duration.ofNanos(System.nanoTime() - start));
	}

	private static String rootMessage(Throwable error) {
		Throwable root = error;
		while (root.getCause() != null && root.getCause() != root) {
			root = root.getCause();
		}
		return (root.getMessage() != null) ? root.getMessage() : root.toString();
	}

}
