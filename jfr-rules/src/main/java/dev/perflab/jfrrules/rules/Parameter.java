package dev.perflab.jfrrules.rules;

import java.math.BigDecimal;

/**
 * A number a rule's query reads with {@code PARAM('name')} and its title says with
 * {@code {name}}: declared once in the rule's header,
 * {@code -- param budget: 10%, percent
 * 0..100}, so that a budget is one edit in one file, and tried with another value by
 * {@code check --set RULE.NAME=VALUE} without editing it.
 *
 * @param name the name, lower-case letters, digits and dashes
 * @param kind what the value is
 * @param declared the value the header gives
 * @param low the smallest value allowed
 * @param high the largest value allowed, {@code null} for no bound
 * @param line the header line that declares it
 * @param override the value a check was told to use instead, {@code null} if none
 */
public record Parameter(String name, ParameterKind kind, BigDecimal declared, BigDecimal low, BigDecimal high, int line,
		BigDecimal override) {

	/**
	 * Returns the value the check uses.
	 * @return the override if there is one, else the declared value
	 */
	public BigDecimal value() {
		return (this.override != null) ? this.override : this.declared;
	}

	/**
	 * Returns whether the check was told another value than the header's.
	 * @return true if overridden
	 */
	public boolean overridden() {
		return this.override != null;
	}

	/**
	 * Returns the value as the title says it.
	 * @return e.g. {@code 10%}
	 */
	public String text() {
		return this.kind.format(value());
	}

	/**
	 * Returns the header's value as the title would say it.
	 * @return e.g. {@code 10%}
	 */
	public String declaredText() {
		return this.kind.format(this.declared);
	}

	/**
	 * Returns the values allowed.
	 * @return e.g. {@code 0%..100%} or {@code 1..}
	 */
	public String range() {
		return this.kind.format(this.low) + ".." + ((this.high != null) ? this.kind.format(this.high) : "");
	}

	boolean allows(BigDecimal value) {
		return value.compareTo(this.low) >= 0 && (this.high == null || value.compareTo(this.high) <= 0);
	}

	Parameter withOverride(BigDecimal value) {
		return new Parameter(this.name, this.kind, this.declared, this.low, this.high, this.line, value);
	}

}
