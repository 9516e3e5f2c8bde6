package dev.perflab.perf.comment;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.yaml.snakeyaml.DumperOptions.ScalarStyle;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.comments.CommentLine;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;

/**
 * A node of a YAML document as SnakeYAML composes it, before any type is resolved: keys
 * and scalars are the text written ({@code on} stays a key, {@code '17'} is 17), and a
 * scalar keeps the comment that ends its line, where the workflows pin a version or say
 * why they need a permission.
 */
record YamlNode(Node node) {

	static YamlNode read(Path file) throws IOException {
		LoaderOptions options = new LoaderOptions();
		options.setProcessComments(true);
		try (Reader reader = Files.newBufferedReader(file)) {
			return new YamlNode(new Yaml(options).compose(reader));
		}
	}

	boolean has(String key) {
		return entries().containsKey(key);
	}

	YamlNode get(String key) {
		YamlNode value = entries().get(key);
		if (value == null) {
			throw new AssertionError(this + " has no key " + key);
		}
		return value;
	}

	String text(String key) {
		return get(key).text();
	}

	/** A mapping's entries in document order; none for a scalar or a sequence. */
	Map<String, YamlNode> entries() {
		Map<String, YamlNode> entries = new LinkedHashMap<>();
		if (this.node instanceof MappingNode mapping) {
			for (NodeTuple entry : mapping.getValue()) {
				entries.put(new YamlNode(entry.getKeyNode()).text(), new YamlNode(entry.getValueNode()));
			}
		}
		return entries;
	}

	boolean isMapping() {
		return this.node instanceof MappingNode;
	}

	List<YamlNode> items() {
		if (!(this.node instanceof SequenceNode sequence)) {
			throw new AssertionError(this + " is not a sequence");
		}
		return sequence.getValue().stream().map(YamlNode::new).toList();
	}

	String text() {
		if (!(this.node instanceof ScalarNode scalar)) {
			throw new AssertionError(this + " is not a scalar");
		}
		return scalar.getValue();
	}

	/** A literal ({@code |}) or folded ({@code >}) scalar: text over several lines. */
	boolean isBlockScalar() {
		return this.node instanceof ScalarNode scalar
				&& (scalar.getScalarStyle() == ScalarStyle.LITERAL || scalar.getScalarStyle() == ScalarStyle.FOLDED);
	}

	/** The comment after this node on its line, without the {@code #}; empty if none. */
	String comment() {
		List<CommentLine> comments = this.node.getInLineComments();
		return (comments == null) ? "" : String.join(" ", comments.stream().map(CommentLine::getValue).toList());
	}

	/** This node and every node below it. */
	Stream<YamlNode> tree() {
		Stream<Node> children = Stream.empty();
		if (this.node instanceof MappingNode mapping) {
			children = mapping.getValue()
				.stream()
				.flatMap((entry) -> Stream.of(entry.getKeyNode(), entry.getValueNode()));
		}
		else if (this.node instanceof SequenceNode sequence) {
			children = sequence.getValue().stream();
		}
		return Stream.concat(Stream.of(this), children.map(YamlNode::new).flatMap(YamlNode::tree));
	}

	/** The value of every {@code key} in this node and below it. */
	Stream<YamlNode> everyValueOf(String key) {
		return tree().filter(YamlNode::isMapping).filter((node) -> node.has(key)).map((node) -> node.get(key));
	}

	/** Every key and scalar in this node and below it. */
	Stream<String> texts() {
		return tree().filter((node) -> node.node instanceof ScalarNode).map(YamlNode::text);
	}

	@Override
	public String toString() {
		return "the YAML node at line " + (this.node.getStartMark().getLine() + 1);
	}

}
