package dev.perflab.jfrrules.sql;

import org.apache.calcite.rel.type.RelDataTypeSystemImpl;

/**
 * Calcite's type system with one change for rule authors.
 * <p>
 * Rules label each branch of a {@code UNION ALL} with a literal, e.g.
 * {@code 'jdk.ThreadPark' AS "eventType"}. Standard SQL types those literals as
 * {@code CHAR(n)} and pads the shorter ones with spaces to the longest, so
 * {@code 'jdk.ThreadPark'} would come back as {@code 'jdk.ThreadPark    '}. Converting
 * such unions to {@code VARCHAR} keeps values as written.
 */
public final class JfrTypeSystem extends RelDataTypeSystemImpl {

	/** The instance Calcite's {@code typeSystem} connection property refers to. */
	public static final JfrTypeSystem INSTANCE = new JfrTypeSystem();

	@Override
	public boolean shouldConvertRaggedUnionTypesToVarying() {
		return true;
	}

}
