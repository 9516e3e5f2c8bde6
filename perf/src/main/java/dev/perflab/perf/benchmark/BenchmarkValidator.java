package dev.perflab.perf.benchmark;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * Checks a file against github-action-benchmark's custom JSON format, as this project
 * publishes it: a non-empty array of objects with a non-empty, unique {@code name}, a
 * string {@code unit}, a finite number {@code value}, optional string {@code range} and
 * {@code extra}, and nothing else.
 * <p>
 * The action itself accepts more (it does not check names for uniqueness, and a duplicate
 * silently overwrites a trend line); this check is stricter on purpose.
 */
public final class BenchmarkValidator {

	private static final Set<String> KEYS = Set.of("name", "unit", "value", "range", "extra");

	private static final ObjectMapper MAPPER = new ObjectMapper().enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
		.enable(DeserializationFeature.FAIL_ON_READING_DUP_TREE_KEY);

	private BenchmarkValidator() {
	}

	/**
	 * Validates one file.
	 * @return the problems, each naming the file and, where it applies, the index; empty
	 * if valid
	 */
	public static List<String> validate(Path file) {
		JsonNode root;
		try {
			root = MAPPER.readTree(Files.readAllBytes(file));
		}
		catch (NoSuchFileException ex) {
			return List.of(file + ": no such file");
		}
		catch (JacksonException ex) {
			return List.of(file + ": not valid JSON (" + ex.getOriginalMessage() + ")");
		}
		catch (IOException ex) {
			return List.of(file + ": cannot read it (" + ex.getMessage() + ")");
		}
		if (root == null || root.isMissingNode()) {
			return List.of(file + ": empty file");
		}
		if (!root.isArray()) {
			return List.of(file + ": the top level is not an array");
		}
		if (root.isEmpty()) {
			return List.of(file + ": the array is empty");
		}
		List<String> problems = new ArrayList<>();
		Map<String, Integer> names = new HashMap<>();
		for (int i = 0; i < root.size(); i++) {
			String where = file + "[" + i + "]: ";
			JsonNode entry = root.get(i);
			if (!entry.isObject()) {
				problems.add(where + "not an object");
				continue;
			}
			JsonNode name = entry.get("name");
			if (name == null) {
				problems.add(where + "name is missing");
			}
			else if (!name.isTextual() || name.asText().isBlank()) {
				problems.add(where + "name is not a non-empty string");
			}
			else {
				Integer first = names.putIfAbsent(name.asText(), i);
				if (first != null) {
					problems.add(where + "name '" + name.asText() + "' is also used at index " + first);
				}
			}
			JsonNode unit = entry.get("unit");
			if (unit == null) {
				problems.add(where + "unit is missing");
			}
			else if (!unit.isTextual()) {
				problems.add(where + "unit is not a string");
			}
			JsonNode value = entry.get("value");
			if (value == null) {
				problems.add(where + "value is missing");
			}
			else if (!value.isNumber() || !Double.isFinite(value.asDouble())) {
				problems.add(where + "value is not a finite number");
			}
			for (String optional : List.of("range", "extra")) {
				JsonNode node = entry.get(optional);
				if (node != null && !node.isTextual()) {
					problems.add(where + optional + " is not a string");
				}
			}
			for (Iterator<String> keys = entry.fieldNames(); keys.hasNext();) {
				String key = keys.next();
				if (!KEYS.contains(key)) {
					problems.add(where + "unknown key '" + key + "'");
				}
			}
		}
		return problems;
	}

}
