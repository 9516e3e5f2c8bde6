package dev.perflab.jfrrules.schema;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordedMethod;
import jdk.jfr.consumer.RecordedObject;
import jdk.jfr.consumer.RecordedStackTrace;
import org.apache.calcite.rel.type.RelDataType;
import org.apache.calcite.rel.type.RelDataTypeFactory;
import org.apache.calcite.sql.type.SqlTypeName;

/**
 * {@code stackTrace} fields as {@link StackTrace} values.
 * <p>
 * A recording stores each distinct stack once per chunk and every event refers to it, so
 * the conversion is done once per {@link RecordedStackTrace} instance (identity) and
 * frames are shared between stacks. This is what keeps a 50 MB recording with millions of
 * events cheap to hold.
 */
final class StackTraceMapping implements ColumnMapping {

	private final Map<RecordedStackTrace, StackTrace> stacks = new IdentityHashMap<>();

	private final Map<RecordedMethod, String> methods = new IdentityHashMap<>();

	private final Map<StackFrame, StackFrame> frames = new HashMap<>();

	@Override
	public RelDataType sqlType(RelDataTypeFactory typeFactory) {
		// ANY, not a Java type: Calcite turns a function's Object parameter
		// into a nullable ANY and matches arguments to parameters by type
		// equality for opaque types, so the column must have exactly that type.
		return typeFactory.createTypeWithNullability(typeFactory.createSqlType(SqlTypeName.ANY), true);
	}

	@Override
	public String describe() {
		return "STACKTRACE";
	}

	@Override
	public Object read(RecordedObject owner, String field) {
		Object value = owner.getValue(field);
		if (!(value instanceof RecordedStackTrace recorded)) {
			return null;
		}
		return this.stacks.computeIfAbsent(recorded, this::convert);
	}

	private StackTrace convert(RecordedStackTrace recorded) {
		List<RecordedFrame> recordedFrames = recorded.getFrames();
		List<StackFrame> converted = new ArrayList<>(recordedFrames.size());
		for (RecordedFrame frame : recordedFrames) {
			StackFrame stackFrame = new StackFrame(methodName(frame.getMethod()), frame.getLineNumber());
			converted.add(this.frames.computeIfAbsent(stackFrame, (key) -> key));
		}
		return new StackTrace(converted);
	}

	private String methodName(RecordedMethod method) {
		if (method == null) {
			return "<unknown>";
		}
		return this.methods.computeIfAbsent(method, StackTraceMapping::qualifiedName);
	}

	private static String qualifiedName(RecordedMethod method) {
		String type = (method.getType() != null) ? ClassNames.readable(method.getType().getName()) : "<unknown class>";
		String name = (method.getName() != null) ? method.getName() : "<unknown method>";
		return type + "." + name;
	}

}
