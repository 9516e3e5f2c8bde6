package dev.perflab.perf.comment;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * Typed reads from untrusted JSON whose errors name the file and the path of the key,
 * e.g. {@code results.json: comparison.metrics[2].ratio is not a number}. Missing and
 * {@code null} are the same to the optional reads; a value of the wrong type is always an
 * error, never coerced.
 */
final class JsonFields {

	private final String file;

	JsonFields(String file) {
		this.file = file;
	}

	/** Returns the object at the key, or null when it is missing or null. */
	JsonNode optionalObject(JsonNode parent, String path, String key) {
		JsonNode node = value(parent, key);
		if (node != null && !node.isObject()) {
			throw problem(path, key, "is not an object");
		}
		return node;
	}

	JsonNode object(JsonNode parent, String path, String key) {
		return required(optionalObject(parent, path, key), path, key);
	}

	/** Returns the array at the key, or an empty list when it is missing or null. */
	List<JsonNode> array(JsonNode parent, String path, String key) {
		JsonNode node = value(parent, key);
		if (node == null) {
			return List.of();
		}
		if (!node.isArray()) {
			throw problem(path, key, "is not an array");
		}
		List<JsonNode> items = new ArrayList<>();
		node.forEach(items::add);
		return items;
	}

	/** Returns an array of strings, or an empty list when it is missing or null. */
	List<String> texts(JsonNode parent, String path, String key) {
		List<String> texts = new ArrayList<>();
		List<JsonNode> items = array(parent, path, key);
		for (int i = 0; i < items.size(); i++) {
			if (!items.get(i).isTextual()) {
				throw problem(path, key + "[" + i + "]", "is not a string");
			}
			texts.add(items.get(i).asText());
		}
		return List.copyOf(texts);
	}

	String optionalText(JsonNode parent, String path, String key) {
		JsonNode node = value(parent, key);
		if (node != null && !node.isTextual()) {
			throw problem(path, key, "is not a string");
		}
		return (node != null) ? node.asText() : null;
	}

	/** Returns a string that must be one of the given values. */
	String oneOf(JsonNode parent, String path, String key, Set<String> allowed) {
		String text = required(optionalText(parent, path, key), path, key);
		if (!allowed.contains(text)) {
			throw CommentDataException.invalid(this.file + ": " + where(path, key), text, "is not one of " + allowed);
		}
		return text;
	}

	/** Returns a finite number, or null when it is missing or null. */
	Double optionalNumber(JsonNode parent, String path, String key) {
		JsonNode node = value(parent, key);
		if (node == null) {
			return null;
		}
		if (!node.isNumber() || !Double.isFinite(node.asDouble())) {
			throw problem(path, key, "is not a finite number");
		}
		return node.asDouble();
	}

	/** Returns a whole number, or null when it is missing or null. */
	Long optionalInteger(JsonNode parent, String path, String key) {
		JsonNode node = value(parent, key);
		if (node == null) {
			return null;
		}
		if (!node.isIntegralNumber() || !node.canConvertToLong()) {
			throw problem(path, key, "is not a whole number");
		}
		return node.asLong();
	}

	long integer(JsonNode parent, String path, String key) {
		return required(optionalInteger(parent, path, key), path, key);
	}

	boolean bool(JsonNode parent, String path, String key) {
		JsonNode node = required(value(parent, key), path, key);
		if (!node.isBoolean()) {
			throw problem(path, key, "is not true or false");
		}
		return node.asBoolean();
	}

	CommentDataException problem(String path, String key, String problem) {
		return new CommentDataException(this.file + ": " + where(path, key) + " " + problem);
	}

	private <T> T required(T value, String path, String key) {
		if (value == null) {
			throw problem(path, key, "is missing");
		}
		return value;
	}

	private String where(String path, String key) {
		return path.isEmpty() ? key : path + "." + key;
	}

	private static JsonNode value(JsonNode parent, String key) {
		JsonNode node = (parent != null) ? parent.get(key) : null;
		return (node == null || node.isNull()) ? null : node;
	}

}
