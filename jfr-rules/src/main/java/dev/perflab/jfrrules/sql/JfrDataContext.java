package dev.perflab.jfrrules.sql;

import java.util.TimeZone;
import java.util.concurrent.atomic.AtomicBoolean;

import org.apache.calcite.DataContext;
import org.apache.calcite.adapter.java.JavaTypeFactory;
import org.apache.calcite.linq4j.QueryProvider;
import org.apache.calcite.schema.SchemaPlus;

/**
 * What compiled query code sees at run time: the root schema (to find the tables) and the
 * few variables SQL's date-time functions read. Times are UTC, like the recording's.
 */
final class JfrDataContext implements DataContext {

	private final SchemaPlus rootSchema;

	private final JavaTypeFactory typeFactory;

	private final long now = System.currentTimeMillis();

	private final AtomicBoolean cancelled = new AtomicBoolean();

	JfrDataContext(SchemaPlus rootSchema, JavaTypeFactory typeFactory) {
		this.rootSchema = rootSchema;
		this.typeFactory = typeFactory;
	}

	@Override
	public SchemaPlus getRootSchema() {
		return this.rootSchema;
	}

	@Override
	public JavaTypeFactory getTypeFactory() {
		return this.typeFactory;
	}

	@Override
	public QueryProvider getQueryProvider() {
		// Only queryable tables need one; every jfr table is a scannable table.
		return null;
	}

	@Override
	public Object get(String name) {
		if (Variable.CURRENT_TIMESTAMP.camelName.equals(name) || Variable.UTC_TIMESTAMP.camelName.equals(name)
				|| Variable.LOCAL_TIMESTAMP.camelName.equals(name)) {
			return this.now;
		}
		if (Variable.TIME_ZONE.camelName.equals(name)) {
			return TimeZone.getTimeZone("UTC");
		}
		if (Variable.CANCEL_FLAG.camelName.equals(name)) {
			return this.cancelled;
		}
		return null;
	}

}
