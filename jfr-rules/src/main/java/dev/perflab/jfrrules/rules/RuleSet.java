package dev.perflab.jfrrules.rules;

import java.io.IOException;
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
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import dev.perflab.jfrrules.JfrRulesException;

/**
 * The rules of one check: the {@code .sql} files of a directory, or the bundled ones.
 */
public final class RuleSet {

	/** Where the build puts {@code jfr-rules/rules/*.sql} on the classpath. */
	static final String BUNDLED_LOCATION = "/jfr-rules/rules";

	private static final String BUNDLED_SOURCE = "bundled:";

	private final List<Rule> rules;

	private RuleSet(List<Rule> rules) {
		this.rules = List.copyOf(rules);
	}

	public List<Rule> rules() {
		return this.rules;
	}

	/**
	 * Loads rules from a directory (every {@code *.sql} file, by name) or from one file.
	 * @param location a directory or a {@code .sql} file; {@code null} for the bundled
	 * rules
	 * @return the rules
	 * @throws InvalidRuleException if a rule file is malformed
	 * @throws JfrRulesException if the location holds no rules or cannot be read
	 */
	public static RuleSet load(Path location) {
		if (location == null) {
			return bundled();
		}
		if (Files.isRegularFile(location)) {
			return new RuleSet(List.of(read(location, location.toString())));
		}
		if (!Files.isDirectory(location)) {
			throw new JfrRulesException("no rules at " + location + ": not a directory or .sql file");
		}
		return fromDirectory(location, false);
	}

	/**
	 * Loads the rules bundled in the jar (the {@code jfr-rules/rules} directory of the
	 * source).
	 * @return the bundled rules
	 */
	public static RuleSet bundled() {
		URL url = RuleSet.class.getResource(BUNDLED_LOCATION);
		if (url == null) {
			throw new JfrRulesException("the bundled rules are missing from the classpath (" + BUNDLED_LOCATION + ")");
		}
		try {
			URI uri = url.toURI();
			if (!"jar".equals(uri.getScheme())) {
				return fromDirectory(Path.of(uri), true);
			}
			try (FileSystem jar = FileSystems.newFileSystem(uri, Map.of())) {
				return fromDirectory(jar.provider().getPath(uri), true);
			}
			catch (FileSystemAlreadyExistsException ex) {
				// Someone else opened the jar as a file system: use it, do not close it.
				return fromDirectory(FileSystems.getFileSystem(uri).provider().getPath(uri), true);
			}
		}
		catch (IOException | URISyntaxException ex) {
			throw new JfrRulesException("cannot read the bundled rules: " + ex.getMessage(), ex);
		}
	}

	private static RuleSet fromDirectory(Path directory, boolean bundled) {
		List<Path> files;
		try (Stream<Path> listing = Files.list(directory)) {
			files = listing.filter((path) -> path.getFileName().toString().endsWith(".sql")).sorted().toList();
		}
		catch (IOException ex) {
			throw new JfrRulesException("cannot list rules in " + directory + ": " + ex.getMessage(), ex);
		}
		if (files.isEmpty()) {
			throw new JfrRulesException("no rules (*.sql files) in " + directory);
		}
		List<Rule> rules = new ArrayList<>();
		Map<String, String> sources = new HashMap<>();
		for (Path file : files) {
			String source = bundled ? BUNDLED_SOURCE + file.getFileName() : file.toString();
			Rule rule = read(file, source);
			String previous = sources.putIfAbsent(rule.id(), source);
			if (previous != null) {
				throw new InvalidRuleException(source, 0, 0, "id '" + rule.id() + "' is also used by " + previous);
			}
			rules.add(rule);
		}
		return new RuleSet(rules);
	}

	private static Rule read(Path file, String source) {
		try {
			return RuleFileParser.parse(source, Files.readString(file, StandardCharsets.UTF_8));
		}
		catch (IOException ex) {
			throw new JfrRulesException("cannot read rule " + source + ": " + ex.getMessage(), ex);
		}
	}

}
