package dev.perflab.jfrrules.rules;

import java.math.BigDecimal;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * What a rule parameter holds, which decides how its value is written (in the header, in
 * {@code --set}, in the title) and what SQL type {@code PARAM('name')} has.
 * <p>
 * {@code PARAM} returns the number as written, a percentage without its {@code %}, so
 * that a rule compares exactly what its header says ({@code 100 * "matched" >
 * PARAM('budget') * "whole"}) and prints it back unchanged.
 */
public enum ParameterKind {

	/** A percentage, written {@code 10%}: SQL reads 10 (a {@code DECIMAL}). */
	PERCENT("a percentage, e.g. 10%", Pattern.compile("\\d+(\\.\\d+)?%?")),

	/** A whole number, written {@code 3}: SQL reads a {@code BIGINT}. */
	WHOLE("a whole number, e.g. 3", Pattern.compile("-?\\d+")),

	/** A decimal number, written {@code 0.1}: SQL reads a {@code DECIMAL}. */
	NUMBER("a number, e.g. 0.1", Pattern.compile("-?\\d+(\\.\\d+)?"));

	private final String example;

	private final Pattern syntax;

	ParameterKind(String example, Pattern syntax) {
		this.example = example;
		this.syntax = syntax;
	}

	/**
	 * Returns the name as rule headers spell it.
	 * @return {@code percent}, {@code whole} or {@code number}
	 */
	public String id() {
		return name().toLowerCase(Locale.ROOT);
	}

	/**
	 * Returns what a value of this kind looks like, for error messages.
	 * @return e.g. {@code a percentage, e.g. 10%}
	 */
	public String example() {
		return this.example;
	}

	/**
	 * Reads a value as written in a header or a {@code --set}.
	 * @param text the text, e.g. {@code 10%}
	 * @return the number, or {@code null} if the text is not a value of this kind
	 */
	public BigDecimal parse(String text) {
		String value = text.strip();
		if (!this.syntax.matcher(value).matches()) {
			return null;
		}
		return new BigDecimal(
				(this == PERCENT && value.endsWith("%")) ? value.substring(0, value.length() - 1) : value);
	}

	/**
	 * Writes a value as a title or a report says it.
	 * @param value the value
	 * @return e.g. {@code 10%}
	 */
	public String format(BigDecimal value) {
		return value.toPlainString() + ((this == PERCENT) ? "%" : "");
	}

	static ParameterKind of(String id) {
		for (ParameterKind kind : values()) {
			if (kind.id().equals(id)) {
				return kind;
			}
		}
		return null;
	}

}
