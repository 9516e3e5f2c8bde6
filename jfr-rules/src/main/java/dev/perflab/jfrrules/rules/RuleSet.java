package dev.perflab.jfrrules.rules;

import java.io.IOException;
import java.math.BigDecimal;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystem;
import java.nio.file.FileSystemAlreadyExistsException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Stream;

import dev.perflab.jfrrules.JfrRulesException;

/**
 * The rules of one check and the views they select from: the {@code .sql} files of a
 * directory, or the bundled ones.
 * <p>
 * A view lives in the rules directory, not in the engine, because the directory is what
 * decides a verdict: the perf gate judges a pull request with its base's
 * {@code jfr-rules/rules}, and a view that came with the engine would let the pull
 * request change what the base's rules see. The bundled views are there for every rule
 * set, so that rules elsewhere can select from them too; a view of the same name in the
 * directory replaces the bundled one.
 */
public final class RuleSet {

	/** Where the build puts {@code jfr-rules/rules/*.sql} on the classpath. */
	static final String BUNDLED_LOCATION = "/jfr-rules/rules";

	private static final String BUNDLED_SOURCE = "bundled:";

	private final List<Rule> rules;

	private final List<ViewDefinition> views;

	private final List<QueryTemplate> templates;

	private RuleSet(List<Rule> rules, List<ViewDefinition> views, List<QueryTemplate> templates) {
		this.rules = List.copyOf(rules);
		this.views = List.copyOf(views);
		this.templates = List.copyOf(templates);
	}

	public List<Rule> rules() {
		return this.rules;
	}

	/**
	 * Returns the views the rules can select from.
	 * @return the views, by name
	 */
	public List<ViewDefinition> views() {
		return this.views;
	}

	/**
	 * Returns the query templates rules can name.
	 * @return the templates, by name
	 */
	public List<QueryTemplate> templates() {
		return this.templates;
	}

	/**
	 * Returns these rules with other values for some of their parameters, for one check.
	 * @param overrides the values, {@code RULE.PARAM=VALUE}; a later one for the same
	 * parameter wins
	 * @return the rules, each overridden parameter with its new value
	 * @throws InvalidOverrideException naming the first override that names no rule or
	 * parameter, or gives a value not of the parameter's kind or outside its range
	 */
	public RuleSet withOverrides(List<ParameterOverride> overrides) {
		Map<String, Rule> byId = new LinkedHashMap<>();
		this.rules.forEach((rule) -> byId.put(rule.id(), rule));
		for (ParameterOverride override : overrides) {
			Rule rule = byId.get(override.rule());
			if (rule == null) {
				throw new InvalidOverrideException(override,
						"no rule '" + override.rule() + "' (rules: " + String.join(", ", byId.keySet()) + ")");
			}
			Parameter parameter = rule.parameters().get(override.parameter());
			if (parameter == null) {
				throw new InvalidOverrideException(override, "rule " + rule.id() + " has no parameter '"
						+ override.parameter() + "' (parameters: " + rule.parameters().names() + ")");
			}
			BigDecimal value = parameter.kind().parse(override.value());
			if (value == null) {
				throw new InvalidOverrideException(override,
						"'" + override.value() + "' is not " + parameter.kind().example());
			}
			if (!parameter.allows(value)) {
				throw new InvalidOverrideException(override, parameter.kind().format(value)
						+ " is outside the range of " + rule.id() + "." + parameter.name() + ", " + parameter.range());
			}
			byId.put(rule.id(), rule.withParameters(rule.parameters().with(parameter.withOverride(value))));
		}
		return new RuleSet(List.copyOf(byId.values()), this.views, this.templates);
	}

	/**
	 * Loads rules and views from a directory (every {@code *.sql} file, by name) or one
	 * rule from a file; the bundled views come with them unless the directory has its own
	 * of the same name.
	 * @param location a directory or a {@code .sql} file; {@code null} for the bundled
	 * rules
	 * @return the rules
	 * @throws InvalidRuleException if a rule or view file is malformed
	 * @throws JfrRulesException if the location holds no rules or cannot be read
	 */
	public static RuleSet load(Path location) {
		if (location == null) {
			return bundled();
		}
		if (!Files.isRegularFile(location) && !Files.isDirectory(location)) {
			throw new JfrRulesException("no rules at " + location + ": not a directory or .sql file");
		}
		List<Path> files = Files.isDirectory(location) ? sqlFiles(location) : List.of(location);
		RuleFiles own = fromFiles(files, location.toString(), (file) -> file.toString());
		// Only the bundle's views and templates: its rules would be parsed for nothing on
		// every check.
		RuleFiles bundled = fromBundle(RuleSet::bundledSharedIn);
		Map<String, ViewDefinition> views = new TreeMap<>();
		bundled.views().forEach((view) -> views.put(view.name(), view));
		own.views().forEach((view) -> views.put(view.name(), view));
		Map<String, QueryTemplate> templates = new TreeMap<>();
		bundled.templates().forEach((template) -> templates.put(template.name(), template));
		own.templates().forEach((template) -> templates.put(template.name(), template));
		return link(own.rules(), List.copyOf(views.values()), List.copyOf(templates.values()));
	}

	/**
	 * Loads the rules bundled in the jar (the {@code jfr-rules/rules} directory of the
	 * source).
	 * @return the bundled rules
	 */
	public static RuleSet bundled() {
		RuleFiles files = fromBundle(RuleSet::fromBundledDirectory);
		return link(files.rules(), files.views(), files.templates());
	}

	/**
	 * Gives each rule the template it names and checks that its header and query agree on
	 * its parameters.
	 */
	private static RuleSet link(List<ParsedRule> parsed, List<ViewDefinition> views, List<QueryTemplate> templates) {
		Map<String, QueryTemplate> byName = new HashMap<>();
		templates.forEach((template) -> byName.put(template.name(), template));
		List<Rule> rules = new ArrayList<>();
		for (ParsedRule rule : parsed) {
			QueryTemplate template = null;
			if (rule.template() != null) {
				template = byName.get(rule.template());
				if (template == null) {
					throw new InvalidRuleException(rule.rule().source(), rule.templateLine(), 4,
							"no template '" + rule.template() + "' (templates: "
									+ String.join(", ", new TreeMap<>(byName).keySet()) + ")");
				}
			}
			Rule linked = rule.rule().withTemplate(template);
			ParameterCheck.check(linked, rule.templateLine());
			rules.add(linked);
		}
		return new RuleSet(rules, views, templates);
	}

	/**
	 * Reads the bundled rule directory, in the jar or on the class path.
	 */
	private static <T> T fromBundle(Function<Path, T> reader) {
		URL url = RuleSet.class.getResource(BUNDLED_LOCATION);
		if (url == null) {
			throw new JfrRulesException("the bundled rules are missing from the classpath (" + BUNDLED_LOCATION + ")");
		}
		try {
			URI uri = url.toURI();
			if (!"jar".equals(uri.getScheme())) {
				return reader.apply(Path.of(uri));
			}
			try (FileSystem jar = FileSystems.newFileSystem(uri, Map.of())) {
				return reader.apply(jar.provider().getPath(uri));
			}
			catch (FileSystemAlreadyExistsException ex) {
				// Someone else opened the jar as a file system: use it, do not close it.
				return reader.apply(FileSystems.getFileSystem(uri).provider().getPath(uri));
			}
		}
		catch (IOException | URISyntaxException ex) {
			throw new JfrRulesException("cannot read the bundled rules: " + ex.getMessage(), ex);
		}
	}

	private static RuleFiles fromBundledDirectory(Path directory) {
		return fromFiles(sqlFiles(directory), directory.toString(), (file) -> BUNDLED_SOURCE + file.getFileName());
	}

	private static RuleFiles bundledSharedIn(Path directory) {
		List<ViewDefinition> views = new ArrayList<>();
		List<QueryTemplate> templates = new ArrayList<>();
		for (Path file : sqlFiles(directory)) {
			String source = BUNDLED_SOURCE + file.getFileName();
			String text = read(file, source);
			SqlFileHeader header = SqlFileHeader.read(source, text);
			if (header.has(RuleFileParser.VIEW_KEY)) {
				views.add(RuleFileParser.parseView(source, text, header));
			}
			else if (RuleFileParser.isTemplate(header)) {
				templates.add(RuleFileParser.parseTemplate(source, text, header));
			}
		}
		return new RuleFiles(List.of(), views, templates);
	}

	private static List<Path> sqlFiles(Path directory) {
		try (Stream<Path> listing = Files.list(directory)) {
			return listing.filter((path) -> path.getFileName().toString().endsWith(".sql")).sorted().toList();
		}
		catch (IOException ex) {
			throw new JfrRulesException("cannot list rules in " + directory + ": " + ex.getMessage(), ex);
		}
	}

	/**
	 * Reads rule and view files: a file whose header names a {@code view} is a view, any
	 * other a rule.
	 */
	private static RuleFiles fromFiles(List<Path> files, String location, Function<Path, String> sourceOf) {
		List<ParsedRule> rules = new ArrayList<>();
		List<ViewDefinition> views = new ArrayList<>();
		List<QueryTemplate> templates = new ArrayList<>();
		Map<String, String> sources = new HashMap<>();
		for (Path file : files) {
			String source = sourceOf.apply(file);
			String text = read(file, source);
			SqlFileHeader header = SqlFileHeader.read(source, text);
			if (header.has(RuleFileParser.VIEW_KEY)) {
				ViewDefinition view = RuleFileParser.parseView(source, text, header);
				checkUnique("view '" + view.name() + "'", source, sources);
				views.add(view);
			}
			else if (RuleFileParser.isTemplate(header)) {
				QueryTemplate template = RuleFileParser.parseTemplate(source, text, header);
				checkUnique("template '" + template.name() + "'", source, sources);
				templates.add(template);
			}
			else {
				Rule rule = RuleFileParser.parse(source, text, header);
				checkUnique("id '" + rule.id() + "'", source, sources);
				rules.add(new ParsedRule(rule, header.fields().get(RuleFileParser.TEMPLATE_KEY),
						header.line(RuleFileParser.TEMPLATE_KEY)));
			}
		}
		if (files.isEmpty()) {
			throw new JfrRulesException("no rules (*.sql files) in " + location);
		}
		if (rules.isEmpty()) {
			throw new JfrRulesException("no rules in " + location + ": its *.sql files define views only");
		}
		return new RuleFiles(rules, views, templates);
	}

	private static void checkUnique(String name, String source, Map<String, String> sources) {
		String previous = sources.putIfAbsent(name, source);
		if (previous != null) {
			throw new InvalidRuleException(source, 0, 0, name + " is also used by " + previous);
		}
	}

	/**
	 * A rule as its file gives it, with the name of its template (null for none) and the
	 * line that names it.
	 */
	private record ParsedRule(Rule rule, String template, int templateLine) {

	}

	/** What the files of a directory hold, rules not yet linked to their templates. */
	private record RuleFiles(List<ParsedRule> rules, List<ViewDefinition> views, List<QueryTemplate> templates) {

	}

	private static String read(Path file, String source) {
		try {
			return Files.readString(file, StandardCharsets.UTF_8);
		}
		catch (IOException ex) {
			throw new JfrRulesException("cannot read rule " + source + ": " + ex.getMessage(), ex);
		}
	}

}
