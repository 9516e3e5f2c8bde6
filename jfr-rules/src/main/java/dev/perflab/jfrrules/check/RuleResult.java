package dev.perflab.jfrrules.check;

import java.time.Duration;
import java.util.List;

import dev.perflab.jfrrules.rules.Rule;

/**
 * What one rule found.
 *
 * @param rule the rule
 * @param status pass, or the rule's severity when it returned more rows than its limit
 * @param rowCount the number of rows the query returned
 * @param groups the largest violation groups (by total duration, then count)
 * @param groupCount the number of groups, also those not kept
 * @param elapsed the time to run the query and group its rows
 */
public record RuleResult(Rule rule, Status status, long rowCount, List<ViolationGroup> groups, int groupCount,
		Duration elapsed) {

}
