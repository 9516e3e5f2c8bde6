package dev.perflab.jfrrules.rules;

import java.util.Locale;

/**
 * What a rule's findings do to the check: {@code fail} fails it (exit 1), {@code warn}
 * only reports.
 */
public enum Severity {

	FAIL, WARN;

	/**
	 * Returns the name as rule files and reports spell it.
	 * @return {@code fail} or {@code warn}
	 */
	public String id() {
		return name().toLowerCase(Locale.ROOT);
	}

	static Severity of(String text) {
		for (Severity severity : values()) {
			if (severity.id().equals(text)) {
				return severity;
			}
		}
		return null;
	}

}
