package dev.perflab.perf.comment;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.perflab.perf.RunDirectoryFixture;
import dev.perflab.perf.cli.PerfCommand;

/**
 * Writes comment-data directories the way {@code .github/scripts/perf-ci.sh} does: a
 * {@code comment.properties} and, when the run got that far, the run's
 * {@code results.json}, here produced by the real report tool from a test run.
 */
final class CommentDataFixture {

	static final String HEAD_SHA = "9c1e4b7a2f3d5e6c8b9a0f1e2d3c4b5a69788796";

	static final ObjectMapper MAPPER = new ObjectMapper();

	private final Path directory;

	private final Map<String, String> properties = new LinkedHashMap<>();

	private String results;

	private CommentDataFixture(Path directory) {
		this.directory = directory;
		this.properties.put("schema", "1");
		this.properties.put("pr.number", "42");
		this.properties.put("pr.head_sha", HEAD_SHA);
		this.properties.put("pr.head_ref", "feature/faster-auth");
		this.properties.put("perf.exit_code", "0");
	}

	static CommentDataFixture in(Path directory) {
		return new CommentDataFixture(directory);
	}

	/** Sets (or, with null, removes) a key of comment.properties. */
	CommentDataFixture property(String key, String value) {
		if (value == null) {
			this.properties.remove(key);
		}
		else {
			this.properties.put(key, value);
		}
		return this;
	}

	CommentDataFixture results(String json) {
		this.results = json;
		return this;
	}

	CommentDataFixture results(ObjectNode json) {
		return results(json.toPrettyString());
	}

	/**
	 * Runs the report tool on a test run (without JFR) and takes its results.json, with
	 * the report's exit code as perf/local.sh's.
	 */
	CommentDataFixture reportOf(RunDirectoryFixture run) {
		Path runDirectory = run.write();
		int exitCode = PerfCommand.execute(new String[] { "report", runDirectory.toString(), "--no-jfr" },
				new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()));
		property("perf.exit_code", Integer.toString(exitCode));
		try {
			return results(Files.readString(runDirectory.resolve("results.json")));
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

	/** Reads a report's results.json as a tree, to edit. */
	static ObjectNode resultsOf(RunDirectoryFixture run) {
		Path runDirectory = run.write();
		PerfCommand.execute(new String[] { "report", runDirectory.toString(), "--no-jfr" },
				new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()));
		try {
			return (ObjectNode) MAPPER.readTree(runDirectory.resolve("results.json").toFile());
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

	/** Makes a results tree a failed run's, as the gate would have said it. */
	static ObjectNode failed(ObjectNode results) {
		((ObjectNode) results.get("gate")).put("passed", false).put("outcome", "fail");
		return results.put("verdict", "fail").put("exitCode", 1);
	}

	/** Gives a results tree a rule check that ran and found the given rules' results. */
	static ArrayNode ruleCheck(ObjectNode results, String status) {
		ObjectNode rules = results.putObject("rules").put("status", status).putNull("reason");
		ObjectNode check = rules.putObject("check").put("file", "rules.json").put("recording", "head.jfr");
		check.putArray("parametersSet");
		check.putObject("summary").put("pass", 0).put("warn", 0).put("fail", 0);
		rules.putNull("filesChanged");
		return check.putArray("results");
	}

	Path write() {
		try {
			Files.createDirectories(this.directory);
			Properties values = new Properties();
			values.putAll(this.properties);
			try (Writer writer = Files.newBufferedWriter(this.directory.resolve("comment.properties"),
					StandardCharsets.UTF_8)) {
				values.store(writer, "written by CommentDataFixture");
			}
			if (this.results != null) {
				Files.writeString(this.directory.resolve("results.json"), this.results, StandardCharsets.UTF_8);
			}
			return this.directory;
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

}
