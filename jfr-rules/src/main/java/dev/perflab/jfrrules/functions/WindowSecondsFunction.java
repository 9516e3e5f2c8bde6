package dev.perflab.jfrrules.functions;

import org.apache.calcite.sql.type.SqlTypeName;

/**
 * {@code WINDOW_SECONDS()}: the length of the judged window in seconds, the one the
 * {@code window:} line reports, for rules that speak per second ({@code COUNT(*) >
 * 2 * WINDOW_SECONDS()}).
 * <p>
 * The check knows it, so rules need not recompute it from the events (whose first and
 * last are not the window's edges).
 */
public final class WindowSecondsFunction extends CheckConstantFunction {

	/**
	 * Creates the function for one check.
	 * @param seconds the judged window's length in seconds
	 */
	public WindowSecondsFunction(double seconds) {
		super(seconds, double.class, SqlTypeName.DOUBLE);
	}

}
