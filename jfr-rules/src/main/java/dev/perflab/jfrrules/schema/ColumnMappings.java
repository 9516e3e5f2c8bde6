package dev.perflab.jfrrules.schema;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import jdk.jfr.EventType;
import jdk.jfr.Timespan;
import jdk.jfr.Timestamp;
import jdk.jfr.ValueDescriptor;
import org.apache.calcite.sql.type.SqlTypeName;

/**
 * Decides the SQL column for each JFR field of one recording.
 * <p>
 * One instance per recording, because the mappings hold the per-recording conversion
 * caches (one {@link StackTrace} per recorded stack, one struct per recorded thread) that
 * all tables share. Composite types nest at most {@value #MAX_STRUCT_DEPTH} levels
 * (event, thread, thread group): JFR types refer to each other in cycles (a thread group
 * has a parent group), and nothing a rule needs lies deeper.
 */
final class ColumnMappings {

	private static final int MAX_STRUCT_DEPTH = 2;

	private static final Map<String, SqlTypeName> SCALARS = Map.of("boolean", SqlTypeName.BOOLEAN, "byte",
			SqlTypeName.TINYINT, "short", SqlTypeName.SMALLINT, "int", SqlTypeName.INTEGER, "long", SqlTypeName.BIGINT,
			"float", SqlTypeName.REAL, "double", SqlTypeName.DOUBLE, "char", SqlTypeName.VARCHAR, "java.lang.String",
			SqlTypeName.VARCHAR);

	private final ClassMapping classes = new ClassMapping();

	private final StackTraceMapping stackTraces = new StackTraceMapping();

	private final StartTimeMapping startTimes = new StartTimeMapping();

	private final DurationMapping durations = new DurationMapping();

	private final TextMapping texts = new TextMapping();

	private final Map<SqlTypeName, ScalarMapping> scalars = new HashMap<>();

	private final Map<String, StructMapping> structs = new HashMap<>();

	List<Column> columnsOf(EventType eventType) {
		return columnsOf(eventType.getFields(), 1);
	}

	private List<Column> columnsOf(List<ValueDescriptor> fields, int depth) {
		List<Column> columns = new ArrayList<>(fields.size());
		for (ValueDescriptor field : fields) {
			ColumnMapping mapping = mappingOf(field, depth);
			if (mapping != null) {
				columns.add(new Column(field.getName(), mapping, describe(field)));
			}
		}
		return columns;
	}

	private ColumnMapping mappingOf(ValueDescriptor field, int depth) {
		String typeName = field.getTypeName();
		if (field.isArray()) {
			return this.texts;
		}
		SqlTypeName scalar = SCALARS.get(typeName);
		if (scalar != null) {
			boolean integral = scalar == SqlTypeName.BIGINT || scalar == SqlTypeName.INTEGER;
			Timespan timespan = field.getAnnotation(Timespan.class);
			if (integral && timespan != null) {
				return (depth == 1 && "duration".equals(field.getName())) ? this.durations
						: new TimespanMapping(timespan.value());
			}
			Timestamp timestamp = field.getAnnotation(Timestamp.class);
			if (integral && timestamp != null) {
				return (depth == 1 && "startTime".equals(field.getName())) ? this.startTimes
						: new TimestampMapping(timestamp.value());
			}
			return this.scalars.computeIfAbsent(scalar, ScalarMapping::new);
		}
		if ("java.lang.Class".equals(typeName)) {
			return this.classes;
		}
		if ("jdk.types.StackTrace".equals(typeName)) {
			return this.stackTraces;
		}
		if (field.getFields().isEmpty()) {
			return this.texts;
		}
		if (depth > MAX_STRUCT_DEPTH) {
			return null;
		}
		String key = typeName + "@" + depth;
		StructMapping struct = this.structs.get(key);
		if (struct == null) {
			struct = new StructMapping(columnsOf(field.getFields(), depth + 1));
			this.structs.put(key, struct);
		}
		return struct;
	}

	private static String describe(ValueDescriptor field) {
		String label = field.getLabel();
		String description = field.getDescription();
		if (description == null || description.isBlank()) {
			return (label != null) ? label : "";
		}
		return (label != null) ? label + ": " + description : description;
	}

}
