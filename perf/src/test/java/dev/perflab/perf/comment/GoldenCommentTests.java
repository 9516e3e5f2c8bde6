package dev.perflab.perf.comment;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.perflab.perf.ResultsTrees;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The pull-request comment and the annotations rendered from the golden results
 * ({@code src/test/resources/results/}), against committed golden files: a change of
 * either rendering shows here as a diff. The golden results skip the rule check, so each
 * is also rendered with a check that fired one fail rule (failing the gate) and one warn
 * rule, and a compare with its differential flame graphs drawn. Rewrite them as
 * GoldenResultsTests says, with {@code -Dtest=GoldenCommentTests}.
 */
class GoldenCommentTests {

	private static final String RUN_URL = "https://github.com/acme/gateway/actions/runs/42";

	@TempDir
	Path directory;

	@ParameterizedTest
	@ValueSource(strings = { "compare", "single", "compare-forks" })
	void theCommentAndTheAnnotationsRenderAsTheGoldenFiles(String name) throws IOException {
		ObjectNode results = (ObjectNode) CommentDataFixture.MAPPER.readTree(golden(name + ".json"));
		assertRendered(results, name);
		((ArrayNode) results.get("gate").get("reasons")).add("JFR rule event-loop-blocking failed: 12 rows (limit 0)");
		ArrayNode fired = CommentDataFixture.ruleCheck(results, "fail");
		fired.addObject()
			.put("id", "event-loop-blocking")
			.put("severity", "fail")
			.put("status", "fail")
			.put("rows", 12)
			.put("limit", 0)
			.put("finding", "jdk.ThreadSleep on reactor-http-epoll-1: 12 events, max 50.1 ms");
		fired.addObject()
			.put("id", "slow-logging")
			.put("severity", "warn")
			.put("status", "warn")
			.put("rows", 3)
			.put("limit", 0)
			.putNull("finding");
		fired.addObject()
			.put("id", "securerandom-blocking")
			.put("severity", "fail")
			.put("status", "pass")
			.put("rows", 0)
			.put("limit", 0)
			.putNull("finding");
		((ObjectNode) results.get("rules").get("check").get("summary")).put("pass", 1).put("warn", 1).put("fail", 1);
		if (results.get("flameGraphDiff").isObject()) {
			ResultsTrees.drawnFlameGraphDiff(results);
		}
		assertRendered(CommentDataFixture.failed(results), name + "-rules");
	}

	private void assertRendered(ObjectNode results, String name) throws IOException {
		Path data = CommentDataFixture.in(this.directory.resolve(name)).results(results).write();
		CommentRun comment = CommentRun.of(data, "--run-url", RUN_URL);
		assertThat(comment.err()).isEmpty();
		Path resultsFile = this.directory.resolve(name + ".json");
		Files.writeString(resultsFile, results.toPrettyString());
		CommentRun annotations = CommentRun.raw("annotate", resultsFile.toString());
		String rendered = comment.out() + "\n----- annotate -----\n" + annotations.out();
		if (Boolean.getBoolean("results.golden.update")) {
			Files.writeString(Path.of("src/test/resources/results", name + ".comment.md"), rendered);
			return;
		}
		assertThat(rendered).isEqualTo(golden(name + ".comment.md"));
	}

	private static String golden(String name) throws IOException {
		try (InputStream in = GoldenCommentTests.class.getResourceAsStream("/results/" + name)) {
			assertThat(in).as("golden file %s", name).isNotNull();
			return new String(in.readAllBytes(), StandardCharsets.UTF_8).replace("\r\n", "\n");
		}
	}

}
