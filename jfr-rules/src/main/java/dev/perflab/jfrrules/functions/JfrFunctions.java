package dev.perflab.jfrrules.functions;

import org.apache.calcite.schema.Function;
import org.apache.calcite.schema.SchemaPlus;
import org.apache.calcite.schema.impl.ScalarFunctionImpl;

/**
 * Registers the SQL functions of jfr-rules; README.md documents each with its null
 * handling.
 */
public final class JfrFunctions {

	private JfrFunctions() {
	}

	/**
	 * Adds every function to a schema.
	 * @param schema the schema to add to (the root schema, so calls need no qualifier)
	 * @param eventLoopThreadPattern the regex {@code IS_EVENT_LOOP_THREAD} uses in this
	 * check
	 * @param requests the requests served in the window, {@code REQUESTS()}; {@code null}
	 * if the check was not told
	 * @param windowSeconds the judged window's length in seconds,
	 * {@code WINDOW_SECONDS()}
	 */
	public static void register(SchemaPlus schema, String eventLoopThreadPattern, Long requests, double windowSeconds) {
		add(schema, "HAS_MATCHING_FRAME", HasMatchingFrameFunction.class);
		add(schema, "HAS_MATCHING_FRAME_IN_TOP", HasMatchingFrameInTopFunction.class);
		add(schema, "HAS_SECURERANDOM_FRAME", SecureRandomFrameFunction.class);
		add(schema, "FIRST_MATCHING_FRAME", FirstMatchingFrameFunction.class);
		add(schema, "TOP_FRAME", TopFrameFunction.class);
		add(schema, "TRUNCATE_STACKTRACE", TruncateStackTraceFunction.class);
		add(schema, "CLASS_NAME", ClassNameFunction.class);
		add(schema, "REGEXP_CONTAINS", RegexpContainsFunction.class);
		schema.add("IS_EVENT_LOOP_THREAD", new EventLoopThreadFunction(eventLoopThreadPattern));
		schema.add("REQUESTS", new RequestsFunction(requests));
		schema.add("WINDOW_SECONDS", new WindowSecondsFunction(windowSeconds));
	}

	private static void add(SchemaPlus schema, String name, Class<?> implementation) {
		Function function = ScalarFunctionImpl.create(implementation, "eval");
		schema.add(name, function);
	}

}
