package dev.perflab.perf.json;

import java.io.IOException;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.JsonValue;
import com.fasterxml.jackson.annotation.Nulls;
import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.exc.InputCoercionException;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.deser.std.StdScalarDeserializer;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.exc.InvalidNullException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.exc.ValueInstantiationException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.type.LogicalType;
import dev.perflab.perf.text.InertText;

/**
 * One strict Jackson configuration for the files perf writes and reads back
 * (results.json, raw/run.json), so that what is written is exactly what is read.
 * <p>
 * Reading is strict, since a file may come from a pull request's run or be edited by
 * hand: an unknown key, a missing key, a value of another type (no coercion: {@code "1"}
 * is not a number, {@code 1.5} not a whole number, {@code 1} not a string), a null where
 * the record has no {@link Nullable}, a number too large to be finite, a duplicate key or
 * text after the document, each fails with {@link InvalidJsonException} naming the file
 * and the JSON path, never quoting Jackson (whose messages quote values).
 *
 * @param <T> the document's record
 */
public final class StrictJson<T> {

	private static final Pattern MISSING_PROPERTY = Pattern.compile("Missing (?:required )?creator property '([^']*)'");

	private static final Pattern IDENTIFIER = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

	private final Class<T> type;

	private final String versionKey;

	private final int version;

	private final ObjectMapper mapper;

	/**
	 * A codec of one document type.
	 * @param type the document's record
	 * @param versionKey its top-level key holding the schema version, checked first; null
	 * for a document without one
	 * @param version the version this codec reads
	 * @param byId the enumerations written by their {@code id()}, as reports spell them,
	 * without Jackson annotations in the domain
	 */
	public StrictJson(Class<T> type, String versionKey, int version, List<Class<?>> byId) {
		this.type = type;
		this.versionKey = versionKey;
		this.version = version;
		this.mapper = mapper(byId);
	}

	/**
	 * Checks what the types cannot say: reading a file fails with the message, at the
	 * path of the object it is about.
	 * @throws IllegalArgumentException if the condition does not hold
	 */
	public static void require(boolean condition, String message) {
		if (!condition) {
			throw new IllegalArgumentException(message);
		}
	}

	/**
	 * Renders a document as UTF-8 JSON, indented.
	 */
	public byte[] write(T document) {
		try {
			return this.mapper.writeValueAsBytes(document);
		}
		catch (JsonProcessingException ex) {
			throw new IllegalStateException("cannot render a " + this.type.getSimpleName(), ex);
		}
	}

	/**
	 * Reads a document.
	 * @param name what messages call it
	 * @throws InvalidJsonException if it is not JSON, not of the version or does not fit
	 * the record
	 */
	public T read(byte[] json, String name) {
		JsonNode root;
		try {
			root = this.mapper.readTree(json);
		}
		catch (JacksonException ex) {
			String where = (ex.getLocation() != null)
					? " (line " + ex.getLocation().getLineNr() + ", column " + ex.getLocation().getColumnNr() + ")"
					: "";
			throw new InvalidJsonException(name + ": not valid JSON" + where, ex);
		}
		catch (IOException ex) {
			throw new InvalidJsonException(name + ": cannot read it (" + ex.getMessage() + ")", ex);
		}
		if (root == null || !root.isObject()) {
			throw new InvalidJsonException(name + ": $: expected an object");
		}
		// The version first: a file of another version is named as such, not by its
		// first unknown key.
		if (this.versionKey != null) {
			checkVersion(root.get(this.versionKey), name);
		}
		try {
			return this.mapper.treeToValue(root, this.type);
		}
		catch (JsonMappingException ex) {
			throw new InvalidJsonException(name + ": " + problem(ex), ex);
		}
		catch (JsonProcessingException ex) {
			throw new InvalidJsonException(name + ": does not fit the contract", ex);
		}
	}

	private void checkVersion(JsonNode found, String name) {
		String at = name + ": $." + this.versionKey + ": ";
		if (found == null || !found.isIntegralNumber() || !found.canConvertToInt()) {
			throw new InvalidJsonException(at + ((found == null) ? "missing" : "expected a whole number"));
		}
		if (found.intValue() != this.version) {
			throw new InvalidJsonException(
					at + found.intValue() + " is not the version this reader knows (" + this.version + ")");
		}
	}

	/**
	 * Where and what, in words of the JSON; never Jackson's message, which quotes values.
	 */
	private String problem(JsonMappingException ex) {
		String path = path(ex.getPath());
		if (ex instanceof UnrecognizedPropertyException) {
			return path + ": unknown property";
		}
		if (ex instanceof InvalidNullException) {
			return path + ": must not be null";
		}
		if (ex instanceof ValueInstantiationException && ex.getCause() instanceof IllegalArgumentException invalid) {
			return path + ": " + invalid.getMessage();
		}
		Matcher missing = MISSING_PROPERTY.matcher(String.valueOf(ex.getOriginalMessage()));
		if (missing.find()) {
			List<JsonMappingException.Reference> at = ex.getPath();
			boolean named = !at.isEmpty() && missing.group(1).equals(at.get(at.size() - 1).getFieldName());
			return (named ? path : path + step(missing.group(1))) + ": missing";
		}
		if (ex instanceof InvalidFormatException invalid && invalid.getValue() instanceof Double number
				&& !Double.isFinite(number)) {
			return path + ": expected a finite number";
		}
		Class<?> type = (ex instanceof MismatchedInputException mismatch) ? mismatch.getTargetType()
				: (ex.getCause() instanceof InputCoercionException coercion) ? coercion.getTargetType() : null;
		String value = (ex instanceof InvalidFormatException invalid && invalid.getValue() instanceof String text)
				? " ('" + InertText.clean(text, 40) + "')" : "";
		return path + ": expected " + describe(type) + value;
	}

	private static String path(List<JsonMappingException.Reference> references) {
		StringBuilder path = new StringBuilder("$");
		for (JsonMappingException.Reference reference : references) {
			path.append((reference.getFieldName() != null) ? step(reference.getFieldName())
					: "[" + reference.getIndex() + "]");
		}
		return path.toString();
	}

	/**
	 * A key as a path step: {@code .key}, or {@code ['key']} cleaned when it is no name.
	 */
	private static String step(String key) {
		String clean = InertText.clean(key, 60);
		return IDENTIFIER.matcher(clean).matches() ? "." + clean : "['" + clean.replace("'", "\\'") + "']";
	}

	private String describe(Class<?> type) {
		if (type == null) {
			return "another type";
		}
		if (type == boolean.class || type == Boolean.class) {
			return "true or false";
		}
		if (type == int.class || type == long.class || type == Integer.class || type == Long.class) {
			return "a whole number";
		}
		if (type == double.class || type == Double.class) {
			return "a number";
		}
		if (type == String.class) {
			return "a string";
		}
		if (type.isEnum()) {
			return "one of " + Arrays.stream(type.getEnumConstants())
				.map((constant) -> this.mapper.valueToTree(constant).asText())
				.collect(Collectors.joining(", "));
		}
		if (Collection.class.isAssignableFrom(type) || type.isArray()) {
			return "an array";
		}
		return Map.class.isAssignableFrom(type) || type.isRecord() ? "an object" : "another type";
	}

	private static ObjectMapper mapper(List<Class<?>> byId) {
		SimpleModule numbers = new SimpleModule("finite-numbers");
		numbers.addDeserializer(Double.class, new FiniteNumber(Double.class));
		numbers.addDeserializer(Double.TYPE, new FiniteNumber(Double.TYPE));
		JsonMapper mapper = JsonMapper.builder()
			.enable(SerializationFeature.INDENT_OUTPUT)
			.enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
			.enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS, DeserializationFeature.FAIL_ON_READING_DUP_TREE_KEY,
					DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES,
					DeserializationFeature.FAIL_ON_MISSING_CREATOR_PROPERTIES,
					DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES,
					DeserializationFeature.FAIL_ON_NUMBERS_FOR_ENUMS)
			.disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
			.disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
			// Nulls only where a component is @Nullable (or its items @NullableItems).
			.defaultSetterInfo(JsonSetter.Value.forValueNulls(Nulls.FAIL, Nulls.FAIL))
			.addModule(numbers)
			.build();
		byId.forEach((type) -> mapper.addMixIn(type, ById.class));
		// No coercion: a number is no string, a string no number, 1.5 no whole number, 0
		// and 1 no booleans.
		mapper.coercionConfigFor(LogicalType.Textual)
			.setCoercion(CoercionInputShape.Integer, CoercionAction.Fail)
			.setCoercion(CoercionInputShape.Float, CoercionAction.Fail)
			.setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail);
		mapper.coercionConfigFor(LogicalType.Integer)
			.setCoercion(CoercionInputShape.String, CoercionAction.Fail)
			.setCoercion(CoercionInputShape.Float, CoercionAction.Fail)
			.setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail);
		mapper.coercionConfigFor(LogicalType.Boolean)
			.setCoercion(CoercionInputShape.String, CoercionAction.Fail)
			.setCoercion(CoercionInputShape.Integer, CoercionAction.Fail)
			.setCoercion(CoercionInputShape.Float, CoercionAction.Fail);
		return mapper;
	}

	/**
	 * The domain's enumerations are written by their ids, as the reports spell them,
	 * without Jackson annotations in the domain.
	 */
	private abstract static class ById {

		@JsonValue
		abstract String id();

	}

	/** A JSON number that fits a double: no string (not even "NaN"), no infinity. */
	private static final class FiniteNumber extends StdScalarDeserializer<Double> {

		FiniteNumber(Class<?> type) {
			super(type);
		}

		@Override
		public Double deserialize(JsonParser parser, DeserializationContext context) throws IOException {
			if (!parser.hasToken(JsonToken.VALUE_NUMBER_INT) && !parser.hasToken(JsonToken.VALUE_NUMBER_FLOAT)) {
				return (Double) context.handleUnexpectedToken(Double.class, parser);
			}
			double value = parser.getDoubleValue();
			if (!Double.isFinite(value)) {
				throw InvalidFormatException.from(parser, "not a finite number", value, Double.class);
			}
			return value;
		}

	}

}
