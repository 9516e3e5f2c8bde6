package dev.perflab.jfrrules.check;

import java.util.List;
import java.util.Locale;

/**
 * Where the columns evidence is built from sit in a rule's result, found by their labels.
 * <p>
 * The contract with rule authors: a rule returns one row per event, with any of the
 * columns {@code eventType}, {@code thread}, {@code duration} (ns), {@code stackTrace}
 * and {@code detail} (matched case-insensitively). Every one is optional; evidence simply
 * lacks what a rule does not return. Other columns are allowed and ignored here
 * ({@code query} shows them).
 */
record EvidenceColumns(int eventType, int thread, int duration, int stackTrace, int detail) {

	static final int ABSENT = -1;

	static EvidenceColumns of(List<String> columnNames) {
		int eventType = ABSENT;
		int thread = ABSENT;
		int duration = ABSENT;
		int stackTrace = ABSENT;
		int detail = ABSENT;
		for (int i = 0; i < columnNames.size(); i++) {
			switch (columnNames.get(i).toLowerCase(Locale.ROOT)) {
				case "eventtype" -> eventType = i;
				case "thread" -> thread = i;
				case "duration" -> duration = i;
				case "stacktrace" -> stackTrace = i;
				case "detail" -> detail = i;
				default -> {
				}
			}
		}
		return new EvidenceColumns(eventType, thread, duration, stackTrace, detail);
	}

}
