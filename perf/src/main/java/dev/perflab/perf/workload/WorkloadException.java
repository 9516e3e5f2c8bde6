package dev.perflab.perf.workload;

import java.nio.file.Path;

/**
 * A workload file that cannot be used, named where it is wrong: the file, its line, the
 * request and the field. A bad input: the commands end with exit 2 before any process
 * starts.
 */
public final class WorkloadException extends IllegalArgumentException {

	private static final long serialVersionUID = 1L;

	WorkloadException(Path file, int line, String request, String field, String problem) {
		super(where(file, line, request, field) + problem);
	}

	WorkloadException(Path file, String problem) {
		super(file + ": " + problem);
	}

	private static String where(Path file, int line, String request, String field) {
		StringBuilder where = new StringBuilder().append(file);
		if (line > 0) {
			where.append(':').append(line);
		}
		where.append(": ");
		if (request != null) {
			where.append("request '").append(request).append("'");
		}
		if (field != null) {
			where.append((request != null) ? ", " : "").append("field '").append(field).append("'");
		}
		if (request != null || field != null) {
			where.append(": ");
		}
		return where.toString();
	}

}
