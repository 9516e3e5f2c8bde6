package dev.perflab.jfrrules.schema;

import java.util.ArrayList;
import java.util.List;

/**
 * A column as the {@code tables} command and the close-match suggestions see it.
 *
 * @param name the column (or struct field) name
 * @param type a short type description, e.g. {@code BIGINT (ns)} or {@code STRUCT}
 * @param description JFR's label and description
 * @param fields the fields of a struct column, empty otherwise
 */
public record ColumnInfo(String name, String type, String description, List<ColumnInfo> fields) {

	static List<ColumnInfo> of(List<Column> columns) {
		List<ColumnInfo> infos = new ArrayList<>(columns.size());
		for (Column column : columns) {
			List<ColumnInfo> fields = (column.mapping() instanceof StructMapping struct) ? of(struct.fields())
					: List.of();
			infos.add(new ColumnInfo(column.name(), column.mapping().describe(), column.description(), fields));
		}
		return infos;
	}

}
