package dev.perflab.jfrrules.report;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.perflab.jfrrules.check.CheckReport;
import dev.perflab.jfrrules.check.RuleResult;
import dev.perflab.jfrrules.check.Status;
import dev.perflab.jfrrules.check.ViolationGroup;
import dev.perflab.jfrrules.recording.JudgedWindow;
import dev.perflab.jfrrules.rules.Parameter;
import dev.perflab.jfrrules.rules.Rule;

/**
 * Writes a {@link CheckReport} as JSON ({@code check --json}), which perf reads for its
 * summary and a pull request's comment; this class is the format's one description.
 * <p>
 * The tree is built field by field rather than by serializing the records, so that
 * renaming a Java accessor can never silently change a format that the perf pipeline and
 * the PR comment parse. {@code schemaVersion} changes with any incompatible change.
 */
public final class JsonReportWriter {

	private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

	private JsonReportWriter() {
	}

	/**
	 * Writes the report to a file.
	 * @param report the report
	 * @param file the file, replaced if it exists
	 */
	public static void write(CheckReport report, Path file) {
		try (OutputStream out = Files.newOutputStream(file)) {
			write(report, out);
		}
		catch (IOException ex) {
			throw new UncheckedIOException("cannot write " + file, ex);
		}
	}

	/**
	 * Writes the report to a stream, which stays open.
	 * @param report the report
	 * @param out the stream
	 * @throws IOException if writing fails
	 */
	public static void write(CheckReport report, OutputStream out) throws IOException {
		MAPPER.writer().without(JsonGenerator.Feature.AUTO_CLOSE_TARGET).writeValue(out, toJson(report));
	}

	/**
	 * Returns the report as a JSON tree.
	 * @param report the report
	 * @return the tree
	 */
	public static ObjectNode toJson(CheckReport report) {
		ObjectNode root = MAPPER.createObjectNode();
		root.put("schemaVersion", CheckReport.SCHEMA_VERSION);
		root.put("tool", "jfr-rules");
		root.put("verdict", report.verdict().id());
		ObjectNode summary = root.putObject("summary");
		summary.put("rules", report.results().size());
		for (Status status : Status.values()) {
			summary.put(status.id(), report.count(status));
		}
		ObjectNode recording = root.putObject("recording");
		recording.put("path", report.recording().toString());
		recording.put("sizeBytes", report.recordingSize());
		recording.put("eventsLoaded", report.load().events());
		recording.put("tablesLoaded", report.load().tables());
		recording.put("loadMillis", report.load().elapsed().toMillis());
		recording.put("eventsPerSecond", Math.round(report.load().eventsPerSecond()));
		if (report.window() != null) {
			root.set("window", toJson(report.window(), report.load().jvmStart(), report.startUpIncluded()));
		}
		root.put("eventLoopThreadPattern", report.eventLoopThreadPattern());
		ArrayNode overrides = root.putArray("overrides");
		OverrideText.of(report).forEach(overrides::add);
		root.put("elapsedMillis", report.elapsed().toMillis());
		ArrayNode rules = root.putArray("rules");
		for (RuleResult result : report.results()) {
			rules.add(toJson(result));
		}
		return root;
	}

	/**
	 * The window judged: times as ISO-8601 UTC, null where unknown.
	 */
	private static ObjectNode toJson(JudgedWindow window, Instant jvmStart, boolean startUpIncluded) {
		ObjectNode node = MAPPER.createObjectNode();
		node.put("asked", window.asked().describe());
		node.put("start", WindowText.time(window.start()));
		node.put("end", WindowText.time(window.end()));
		node.put("durationMillis", window.duration().toMillis());
		node.put("recordingStart", WindowText.time(window.recording().start()));
		node.put("recordingEnd", WindowText.time(window.recording().end()));
		node.put("jvmStart", (jvmStart != null) ? WindowText.time(jvmStart) : null);
		node.put("startUpIncluded", startUpIncluded);
		return node;
	}

	private static ObjectNode toJson(RuleResult result) {
		Rule rule = result.rule();
		ObjectNode node = MAPPER.createObjectNode();
		node.put("id", rule.id());
		node.put("title", rule.title());
		node.put("severity", rule.severity().id());
		node.put("status", result.status().id());
		node.put("rowCount", result.rowCount());
		node.put("limit", rule.limit());
		node.put("why", rule.why());
		node.put("fix", rule.fix());
		node.put("source", rule.source());
		ArrayNode parameters = node.putArray("parameters");
		for (Parameter parameter : rule.parameters().all()) {
			ObjectNode entry = parameters.addObject();
			entry.put("name", parameter.name());
			entry.put("kind", parameter.kind().id());
			entry.put("value", parameter.value());
			entry.put("declared", parameter.declared());
			entry.put("range", parameter.range());
			entry.put("overridden", parameter.overridden());
		}
		node.put("elapsedMillis", result.elapsed().toMillis());
		node.put("groupCount", result.groupCount());
		ArrayNode groups = node.putArray("groups");
		for (ViolationGroup group : result.groups()) {
			groups.add(toJson(group));
		}
		return node;
	}

	private static ObjectNode toJson(ViolationGroup group) {
		ObjectNode node = MAPPER.createObjectNode();
		node.put("eventType", group.eventType());
		node.put("detail", group.detail());
		ArrayNode threads = node.putArray("threads");
		group.threads().forEach(threads::add);
		node.put("threadCount", group.threadCount());
		node.put("count", group.count());
		node.put("totalDurationNs", group.totalDurationNanos());
		node.put("maxDurationNs", group.maxDurationNanos());
		ArrayNode frames = node.putArray("topFrames");
		group.topFrames().forEach(frames::add);
		node.put("firstNonJdkFrame", group.firstNonJdkFrame());
		return node;
	}

}
