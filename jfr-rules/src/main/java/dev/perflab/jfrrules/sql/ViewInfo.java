package dev.perflab.jfrrules.sql;

import java.util.Collection;
import java.util.List;

import dev.perflab.jfrrules.rules.ViewDefinition;
import dev.perflab.jfrrules.schema.ColumnInfo;
import dev.perflab.jfrrules.schema.EventTable;

/**
 * A view as the {@code tables} command lists it.
 *
 * @param definition the view's file
 * @param columns its columns, with their SQL types
 * @param tables the event tables it reads, directly or through another view
 */
public record ViewInfo(ViewDefinition definition, List<ColumnInfo> columns, Collection<EventTable> tables) {

}
