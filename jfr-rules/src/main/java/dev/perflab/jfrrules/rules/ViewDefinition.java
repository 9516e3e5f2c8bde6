package dev.perflab.jfrrules.rules;

/**
 * A view: a named query that rules select from as if it were a table,
 * {@code "jfr"."NAME"}, defined in a file next to the rules.
 *
 * @param name the table name, e.g. {@code blocking_events}
 * @param title one line saying what the rows are, shown by {@code tables}
 * @param source where the view came from, for error messages
 * @param sql the whole file text: header lines are SQL comments, so Calcite's error
 * positions are file positions
 */
public record ViewDefinition(String name, String title, String source, String sql) {

}
