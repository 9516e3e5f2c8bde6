package dev.perflab.perf.workload;

import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.error.MarkedYAMLException;
import org.yaml.snakeyaml.error.YAMLException;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;

/**
 * Reads a workload file and checks all of it before anything starts, so that a mistake is
 * one line naming the file, its line, the request and the field, never a run that sends
 * something else than was meant.
 * <p>
 * The file is read as YAML nodes (SnakeYAML's composer), not bound to classes: the nodes
 * keep their line numbers, which a binding loses.
 */
public final class WorkloadReader {

	/** Bodies larger than this are a mistake: wrk keeps each in memory per thread. */
	static final int MAX_BODY_BYTES = 1 << 20;

	private static final Set<String> TOP_KEYS = Set.of("defaults", "requests");

	private static final Set<String> DEFAULT_KEYS = Set.of("headers");

	private static final Set<String> REQUEST_KEYS = Set.of("name", "method", "path", "vars", "headers", "body",
			"status", "weight");

	private static final Set<String> BODY_KEYS = Set.of("size", "text", "file");

	private static final Set<String> METHODS = Set.of("GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS");

	private static final Pattern NAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9_.-]*");

	private static final Pattern HEADER_NAME = Pattern.compile("[A-Za-z0-9!#$%&'*+.^_`|~-]+");

	private static final Pattern RANGE = Pattern.compile("(-?\\d+)\\s*-\\s*(-?\\d+)");

	private final Path file;

	private WorkloadReader(Path file) {
		this.file = file;
	}

	/**
	 * Reads and checks a workload file.
	 * @throws WorkloadException naming the file, line, request and field that are wrong
	 */
	public static Workload read(Path file) {
		byte[] bytes;
		try {
			bytes = Files.readAllBytes(file);
		}
		catch (IOException ex) {
			throw new WorkloadException(file, "cannot read the workload file (" + ex.getMessage() + ")");
		}
		return new WorkloadReader(file).parse(bytes);
	}

	private Workload parse(byte[] bytes) {
		Node root;
		try {
			root = new Yaml(new LoaderOptions()).compose(new StringReader(new String(bytes, StandardCharsets.UTF_8)));
		}
		catch (MarkedYAMLException ex) {
			throw new WorkloadException(this.file, ex.getProblemMark().getLine() + 1, null, null,
					"not valid YAML: " + ex.getProblem());
		}
		catch (YAMLException ex) {
			throw new WorkloadException(this.file, "not valid YAML: " + ex.getMessage());
		}
		if (!(root instanceof MappingNode top)) {
			throw new WorkloadException(this.file, "a workload is a mapping with a 'requests' list");
		}
		Map<String, Node> fields = fields(top, TOP_KEYS, null);
		Map<String, String> defaultHeaders = new LinkedHashMap<>();
		if (fields.containsKey("defaults")) {
			Map<String, Node> defaults = fields(mapping(fields.get("defaults"), null, "defaults"), DEFAULT_KEYS, null);
			if (defaults.containsKey("headers")) {
				defaultHeaders.putAll(headers(defaults.get("headers"), null));
			}
		}
		Node list = fields.get("requests");
		if (!(list instanceof SequenceNode sequence) || sequence.getValue().isEmpty()) {
			throw new WorkloadException(this.file, line(list, top), null, "requests",
					"needs a list of at least one request");
		}
		List<Request> requests = new ArrayList<>();
		Set<String> names = new HashSet<>();
		for (Node item : sequence.getValue()) {
			Request request = request(item, defaultHeaders);
			if (!names.add(request.name())) {
				throw new WorkloadException(this.file, line(item, item), request.name(), "name",
						"another request has this name");
			}
			requests.add(request);
		}
		double total = requests.stream().mapToDouble(Request::weight).sum();
		if (total <= 0) {
			throw new WorkloadException(this.file, line(list, top), null, "weight",
					"the weights add up to " + total + ": at least one request needs a weight above 0");
		}
		return new Workload(this.file, sha256(bytes), requests);
	}

	private Request request(Node node, Map<String, String> defaultHeaders) {
		MappingNode mapping = mapping(node, null, "requests");
		String name = null;
		for (NodeTuple tuple : mapping.getValue()) {
			if (text(tuple.getKeyNode()).equals("name")) {
				name = scalar(tuple.getValueNode(), null, "name");
			}
		}
		if (name == null) {
			throw new WorkloadException(this.file, line(node, node), null, "name", "every request needs a name");
		}
		if (!NAME.matcher(name).matches()) {
			throw new WorkloadException(this.file, line(node, node), name, "name",
					"use letters, digits, '.', '_' and '-'");
		}
		Map<String, Node> fields = fields(mapping, REQUEST_KEYS, name);
		String method = fields.containsKey("method")
				? scalar(fields.get("method"), name, "method").toUpperCase(Locale.ROOT) : "GET";
		if (!METHODS.contains(method)) {
			throw new WorkloadException(this.file, line(fields.get("method"), node), name, "method",
					"'" + method + "' is not one of " + new java.util.TreeSet<>(METHODS));
		}
		if (!fields.containsKey("path")) {
			throw new WorkloadException(this.file, line(node, node), name, "path", "every request needs a path");
		}
		Node pathNode = fields.get("path");
		String path = scalar(pathNode, name, "path");
		if (!path.startsWith("/")) {
			throw new WorkloadException(this.file, line(pathNode, node), name, "path",
					"'" + path + "' must start with '/' (the gateway's address is the run's, not the workload's)");
		}
		if (path.chars().anyMatch((c) -> c <= ' ' || c == 127)) {
			throw new WorkloadException(this.file, line(pathNode, node), name, "path",
					"no spaces or control characters (percent-encode them)");
		}
		Map<String, Variable> variables = fields.containsKey("vars") ? variables(fields.get("vars"), name) : Map.of();
		Set<String> used = Request.placeholders(path);
		for (String placeholder : used) {
			if (!variables.containsKey(placeholder)) {
				throw new WorkloadException(this.file, line(pathNode, node), name, "path",
						"{" + placeholder + "} is not declared under vars");
			}
		}
		for (String variable : variables.keySet()) {
			if (!used.contains(variable)) {
				throw new WorkloadException(this.file, line(fields.get("vars"), node), name, "vars",
						"'" + variable + "' is not used in the path");
			}
		}
		Map<String, String> headers = new LinkedHashMap<>(defaultHeaders);
		if (fields.containsKey("headers")) {
			headers.putAll(headers(fields.get("headers"), name));
		}
		Request.Body body = fields.containsKey("body") ? body(fields.get("body"), name) : null;
		if (body != null && body.source().startsWith("generated")
				&& headers.keySet().stream().noneMatch((key) -> key.equalsIgnoreCase("Content-Type"))) {
			headers.put("Content-Type", "application/json");
		}
		int status = fields.containsKey("status") ? (int) number(fields.get("status"), name, "status", 200, 399, true)
				: 200;
		double weight = fields.containsKey("weight") ? number(fields.get("weight"), name, "weight", 0, 1_000_000, false)
				: 1;
		return new Request(name, method, path, variables, headers, body, status, weight);
	}

	private Map<String, Variable> variables(Node node, String request) {
		Map<String, Variable> variables = new LinkedHashMap<>();
		for (NodeTuple tuple : mapping(node, request, "vars").getValue()) {
			String name = text(tuple.getKeyNode());
			Node value = tuple.getValueNode();
			String field = "vars." + name;
			if (!Request.PLACEHOLDER.matcher("{" + name + "}").matches()) {
				throw new WorkloadException(this.file, line(tuple.getKeyNode(), node), request, field,
						"a variable's name starts with a letter and has letters, digits and '_'");
			}
			if (value instanceof SequenceNode list) {
				List<String> values = new ArrayList<>();
				for (Node item : list.getValue()) {
					values.add(scalar(item, request, field));
				}
				if (values.isEmpty()) {
					throw new WorkloadException(this.file, line(value, node), request, field,
							"a list of values needs at least one");
				}
				variables.put(name, new Variable.Choice(values));
			}
			else {
				String text = scalar(value, request, field);
				Matcher range = RANGE.matcher(text);
				if (!range.matches()) {
					throw new WorkloadException(this.file, line(value, node), request, field,
							"'" + text + "' is neither a range (1-1000) nor a list ([a, b])");
				}
				long low = Long.parseLong(range.group(1));
				long high = Long.parseLong(range.group(2));
				if (low > high) {
					throw new WorkloadException(this.file, line(value, node), request, field,
							"the range " + text + " ends below its start");
				}
				variables.put(name, new Variable.Range(low, high));
			}
		}
		return variables;
	}

	private Map<String, String> headers(Node node, String request) {
		Map<String, String> headers = new LinkedHashMap<>();
		for (NodeTuple tuple : mapping(node, request, "headers").getValue()) {
			String name = text(tuple.getKeyNode());
			if (!HEADER_NAME.matcher(name).matches()) {
				throw new WorkloadException(this.file, line(tuple.getKeyNode(), node), request, "headers",
						"'" + name + "' is not a header name");
			}
			String value = scalar(tuple.getValueNode(), request, "headers." + name);
			if (value.indexOf('\r') >= 0 || value.indexOf('\n') >= 0) {
				throw new WorkloadException(this.file, line(tuple.getValueNode(), node), request, "headers." + name,
						"a header value is one line");
			}
			headers.put(name, value);
		}
		return headers;
	}

	private Request.Body body(Node node, String request) {
		Map<String, Node> fields = fields(mapping(node, request, "body"), BODY_KEYS, request);
		if (fields.size() != 1) {
			throw new WorkloadException(this.file, line(node, node), request, "body",
					"give exactly one of size, text or file");
		}
		if (fields.containsKey("size")) {
			int size = (int) number(fields.get("size"), request, "body.size", 2, MAX_BODY_BYTES, true);
			return new Request.Body("generated JSON of " + size + " bytes", GeneratedJson.of(size));
		}
		if (fields.containsKey("text")) {
			String text = scalar(fields.get("text"), request, "body.text");
			return new Request.Body("inline text", text.getBytes(StandardCharsets.UTF_8));
		}
		String name = scalar(fields.get("file"), request, "body.file");
		Path bodyFile = this.file.toAbsolutePath().getParent().resolve(name).normalize();
		try {
			long size = Files.size(bodyFile);
			if (size > MAX_BODY_BYTES) {
				throw new WorkloadException(this.file, line(fields.get("file"), node), request, "body.file",
						bodyFile + " has " + size + " bytes, more than " + MAX_BODY_BYTES);
			}
			return new Request.Body("file " + name, Files.readAllBytes(bodyFile));
		}
		catch (IOException ex) {
			throw new WorkloadException(this.file, line(fields.get("file"), node), request, "body.file",
					"cannot read " + bodyFile + " (" + ex.getClass().getSimpleName() + ")");
		}
	}

	/**
	 * Returns a mapping's fields by key, refusing a key it does not know or a repeated
	 * one.
	 */
	private Map<String, Node> fields(MappingNode mapping, Set<String> known, String request) {
		Map<String, Node> fields = new LinkedHashMap<>();
		for (NodeTuple tuple : mapping.getValue()) {
			String key = text(tuple.getKeyNode());
			if (!known.contains(key)) {
				throw new WorkloadException(this.file, line(tuple.getKeyNode(), mapping), request, key,
						"unknown key (known here: " + String.join(", ", new java.util.TreeSet<>(known)) + ")");
			}
			if (fields.put(key, tuple.getValueNode()) != null) {
				throw new WorkloadException(this.file, line(tuple.getKeyNode(), mapping), request, key, "given twice");
			}
		}
		return fields;
	}

	private MappingNode mapping(Node node, String request, String field) {
		if (node instanceof MappingNode mapping) {
			return mapping;
		}
		throw new WorkloadException(this.file, line(node, node), request, field, "needs a mapping (key: value)");
	}

	private String scalar(Node node, String request, String field) {
		if (node instanceof ScalarNode scalar) {
			return scalar.getValue();
		}
		throw new WorkloadException(this.file, line(node, node), request, field, "needs a single value");
	}

	private double number(Node node, String request, String field, double min, double max, boolean whole) {
		String text = scalar(node, request, field);
		double value;
		try {
			value = Double.parseDouble(text);
		}
		catch (NumberFormatException ex) {
			throw new WorkloadException(this.file, line(node, node), request, field, "'" + text + "' is not a number");
		}
		if (!(value >= min && value <= max) || (whole && value != Math.rint(value))) {
			throw new WorkloadException(this.file, line(node, node), request, field, text + " is out of range: "
					+ (whole ? "a whole number " : "") + "from " + format(min) + " to " + format(max));
		}
		return value;
	}

	private static String format(double value) {
		return (value == Math.rint(value)) ? Long.toString((long) value) : Double.toString(value);
	}

	private static String text(Node node) {
		return (node instanceof ScalarNode scalar) ? scalar.getValue() : node.toString();
	}

	private static int line(Node node, Node otherwise) {
		Node at = (node != null) ? node : otherwise;
		return (at != null && at.getStartMark() != null) ? at.getStartMark().getLine() + 1 : 0;
	}

	private static String sha256(byte[] bytes) {
		try {
			return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
		}
		catch (NoSuchAlgorithmException ex) {
			throw new IllegalStateException("every JDK has SHA-256", ex);
		}
	}

}
