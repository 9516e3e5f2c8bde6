package dev.perflab.jfrrules.rules;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The parameters one rule declares in its header, in header order:
 *
 * <pre>
 * -- param budget: 10%, percent 0..100
 * -- param min-samples: 3, whole 1..
 * </pre>
 *
 * Each is {@code VALUE, KIND LOW..HIGH} (no {@code HIGH}: no upper bound). The title says
 * a value with {@code {name}}, filled from here, and the query reads it with
 * {@code PARAM('name')}: the number is written once.
 */
public final class Parameters {

	/** The start of a header key that declares a parameter: {@code param budget}. */
	static final String KEY_PREFIX = "param ";

	/** No parameters. */
	public static final Parameters NONE = new Parameters(Map.of());

	private static final Pattern DECLARATION = Pattern
		.compile("(?<value>\\S+)\\s*,\\s*(?<kind>[a-z]+)\\s+(?<low>[^.\\s]+)\\.\\.(?<high>\\S*)");

	private static final Pattern PLACEHOLDER = Pattern.compile("\\{([a-z][a-z0-9-]*)}");

	private final Map<String, Parameter> byName;

	private Parameters(Map<String, Parameter> byName) {
		this.byName = byName;
	}

	/**
	 * Reads the {@code param NAME} fields of a header.
	 * @throws InvalidRuleException naming the line of a malformed declaration
	 */
	static Parameters read(String source, SqlFileHeader header) {
		Map<String, Parameter> byName = new LinkedHashMap<>();
		header.fields().forEach((key, text) -> {
			if (key.startsWith(KEY_PREFIX)) {
				String name = key.substring(KEY_PREFIX.length());
				byName.put(name, declaration(source, header.line(key), name, text));
			}
		});
		return new Parameters(byName);
	}

	private static Parameter declaration(String source, int line, String name, String text) {
		Matcher matcher = DECLARATION.matcher(text);
		if (!matcher.matches()) {
			throw new InvalidRuleException(source, line, 4, "parameter '" + name
					+ "' must read 'VALUE, KIND LOW..HIGH' (e.g. '10%, percent 0..100'), not '" + text + "'");
		}
		ParameterKind kind = ParameterKind.of(matcher.group("kind"));
		if (kind == null) {
			throw new InvalidRuleException(source, line, 4, "parameter '" + name
					+ "': the kind must be 'percent', 'whole' or 'number', not '" + matcher.group("kind") + "'");
		}
		BigDecimal value = number(source, line, name, kind, matcher.group("value"));
		BigDecimal low = number(source, line, name, kind, matcher.group("low"));
		BigDecimal high = matcher.group("high").isEmpty() ? null
				: number(source, line, name, kind, matcher.group("high"));
		Parameter parameter = new Parameter(name, kind, value, low, high, line, null);
		if ((high != null && high.compareTo(low) < 0) || !parameter.allows(value)) {
			throw new InvalidRuleException(source, line, 4, "parameter '" + name + "': " + parameter.declaredText()
					+ " is outside its range " + parameter.range());
		}
		return parameter;
	}

	private static BigDecimal number(String source, int line, String name, ParameterKind kind, String text) {
		BigDecimal number = kind.parse(text);
		if (number == null) {
			throw new InvalidRuleException(source, line, 4,
					"parameter '" + name + "': '" + text + "' is not " + kind.example());
		}
		return number;
	}

	/**
	 * Returns every parameter, in header order.
	 * @return the parameters
	 */
	public List<Parameter> all() {
		return List.copyOf(this.byName.values());
	}

	/**
	 * Returns the parameters a check was told other values for.
	 * @return the overridden parameters, in header order
	 */
	public List<Parameter> overridden() {
		return this.byName.values().stream().filter(Parameter::overridden).toList();
	}

	/**
	 * Returns a parameter.
	 * @param name its name
	 * @return the parameter, {@code null} if the rule declares none of that name
	 */
	public Parameter get(String name) {
		return this.byName.get(name);
	}

	/**
	 * Returns the names, for error messages.
	 * @return the names in header order, comma-separated, or {@code none}
	 */
	public String names() {
		return this.byName.isEmpty() ? "none" : String.join(", ", this.byName.keySet());
	}

	Parameters with(Parameter parameter) {
		Map<String, Parameter> copy = new LinkedHashMap<>(this.byName);
		copy.put(parameter.name(), parameter);
		return new Parameters(copy);
	}

	/**
	 * Fills the {@code {name}} placeholders of a title with the values.
	 * @param title the title as the header writes it
	 * @return the title as reports show it
	 */
	String fill(String title) {
		Matcher matcher = PLACEHOLDER.matcher(title);
		StringBuilder filled = new StringBuilder();
		while (matcher.find()) {
			Parameter parameter = this.byName.get(matcher.group(1));
			matcher.appendReplacement(filled,
					Matcher.quoteReplacement((parameter != null) ? parameter.text() : matcher.group()));
		}
		return matcher.appendTail(filled).toString();
	}

	/**
	 * Returns the names a title's placeholders give that are not parameters.
	 */
	List<String> undeclaredIn(String title) {
		List<String> undeclared = new ArrayList<>();
		Matcher matcher = PLACEHOLDER.matcher(title);
		while (matcher.find()) {
			if (!this.byName.containsKey(matcher.group(1))) {
				undeclared.add(matcher.group(1));
			}
		}
		return undeclared;
	}

}
