package dev.perflab.perf.workload;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.random.RandomGenerator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One named request of a workload: what is sent, what must come back, and how often.
 *
 * @param name unique within its workload; the summary and the status checks name it
 * @param method the HTTP method
 * @param path the path and query, with variable parts written {@code {name}}
 * @param variables each variable part of the path, by name
 * @param headers the headers sent, the workload's defaults included
 * @param body what a POST or PUT sends, or null
 * @param status the status every answer must have
 * @param weight how often it is sent, relative to the others' weights (0: never)
 */
public record Request(String name, String method, String path, Map<String, Variable> variables,
		Map<String, String> headers, Body body, int status, double weight) {

	static final Pattern PLACEHOLDER = Pattern.compile("\\{([A-Za-z][A-Za-z0-9_]*)}");

	public Request {
		variables = Map.copyOf(variables);
		headers = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(headers));
	}

	/** Returns the names of the path's variable parts, in the order they appear. */
	static Set<String> placeholders(String path) {
		Set<String> names = new LinkedHashSet<>();
		Matcher matcher = PLACEHOLDER.matcher(path);
		while (matcher.find()) {
			names.add(matcher.group(1));
		}
		return names;
	}

	/**
	 * Returns paths with their variable parts drawn: every combination when there are
	 * few, else {@code most} drawn at random. wrk sends them in turn from a table built
	 * once, so drawing costs it nothing per request.
	 * @param random draws the values; a fixed seed gives base and head the same paths
	 * @param most the most paths to return
	 */
	public List<String> paths(RandomGenerator random, int most) {
		if (this.variables.isEmpty()) {
			return List.of(this.path);
		}
		List<String> paths = new ArrayList<>();
		for (int i = 0; i < most; i++) {
			Matcher matcher = PLACEHOLDER.matcher(this.path);
			StringBuilder drawn = new StringBuilder();
			while (matcher.find()) {
				matcher.appendReplacement(drawn,
						Matcher.quoteReplacement(this.variables.get(matcher.group(1)).draw(random)));
			}
			matcher.appendTail(drawn);
			paths.add(drawn.toString());
		}
		return paths;
	}

	/**
	 * What a request sends as its body.
	 *
	 * @param source where it came from, for people: {@code 4096 bytes of generated JSON},
	 * {@code file orders.json}, {@code inline text}
	 * @param bytes the body, as sent
	 */
	public record Body(String source, byte[] bytes) {

	}

}
