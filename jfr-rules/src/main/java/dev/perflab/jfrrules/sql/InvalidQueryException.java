package dev.perflab.jfrrules.sql;

import dev.perflab.jfrrules.JfrRulesException;

/**
 * A query that does not parse or validate, with the position Calcite reported (1-based,
 * in the text that was prepared; rule files are prepared whole, so these are file
 * positions).
 */
public class InvalidQueryException extends JfrRulesException {

	private final int line;

	private final int column;

	private final String detail;

	InvalidQueryException(int line, int column, String detail, Throwable cause) {
		super(((line > 0) ? "line " + line + ", column " + column + ": " : "") + detail, cause);
		this.line = line;
		this.column = column;
		this.detail = detail;
	}

	/**
	 * Returns the 1-based line of the error, or 0 when Calcite gave no position.
	 * @return the line
	 */
	public int line() {
		return this.line;
	}

	public int column() {
		return this.column;
	}

	/**
	 * Returns the error without its position, including any "did you mean" hint.
	 * @return the detail
	 */
	public String detail() {
		return this.detail;
	}

}
