package dev.perflab.jfrrules.schema;

/**
 * One column of an event table (or one field of a struct column): the JFR field name,
 * unchanged, and how its values are mapped.
 *
 * @param name the field name as JFR declares it, e.g. {@code eventThread}
 * @param mapping how values become SQL values
 * @param description JFR's label and description of the field, for {@code tables}
 */
record Column(String name, ColumnMapping mapping, String description) {

}
