package dev.perflab.jfrrules.functions;

import org.apache.calcite.sql.type.SqlTypeName;

/**
 * {@code REQUESTS()}: the requests the recorded JVM served in the judged window, as the
 * check was told ({@code --requests N}, {@code CheckOptions.withRequests}); {@code NULL}
 * when it was not told.
 * <p>
 * A recording does not know how many requests its JVM served, so the count is a setting
 * of the check, as the event-loop pattern is. {@code NULL} rather than 0 on purpose: a
 * per-request condition such as {@code COUNT(*) > 0.1 * REQUESTS()} is then unknown and
 * selects nothing, so a per-request rule cannot fire on a check that was given no count.
 */
public final class RequestsFunction extends CheckConstantFunction {

	/**
	 * Creates the function for one check.
	 * @param requests the requests served in the window, or {@code null} if unknown
	 * @throws IllegalArgumentException if the count is negative
	 */
	public RequestsFunction(Long requests) {
		super(checked(requests), Long.class, SqlTypeName.BIGINT);
	}

	private static Long checked(Long requests) {
		if (requests != null && requests < 0) {
			throw new IllegalArgumentException("the request count must not be negative: " + requests);
		}
		return requests;
	}

}
