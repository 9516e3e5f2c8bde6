package dev.perflab.perf.workload;

import java.nio.charset.StandardCharsets;

/**
 * A JSON document of an exact size, for a request body declared by its size: an order of
 * line items, as a client of an API gateway posts, so that a filter that parses or copies
 * the body meets what it would in production.
 */
final class GeneratedJson {

	private GeneratedJson() {
	}

	/**
	 * Returns a JSON object of exactly {@code size} bytes (at least 2).
	 */
	static byte[] of(int size) {
		StringBuilder json = new StringBuilder(size + 64).append("{\"items\":[");
		String close = "]}";
		for (int item = 0;; item++) {
			String next = ((item > 0) ? "," : "") + "{\"sku\":\"SKU-" + (100000 + item) + "\",\"quantity\":"
					+ (1 + item % 5) + ",\"price\":" + (199 + 37 * item % 5000) + "}";
			if (json.length() + next.length() + close.length() > size) {
				break;
			}
			json.append(next);
		}
		if (json.length() + close.length() > size) {
			// Too small for a list: a string of the size.
			return ("\"" + "x".repeat(Math.max(0, size - 2)) + "\"").getBytes(StandardCharsets.US_ASCII);
		}
		// Pad with spaces, which JSON ignores, to the exact size.
		json.append(" ".repeat(size - json.length() - close.length())).append(close);
		return json.toString().getBytes(StandardCharsets.US_ASCII);
	}

}
