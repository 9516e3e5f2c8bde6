package dev.perflab.perf.view;

import java.io.IOException;
import java.io.InputStream;
import java.util.Map;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.perflab.perf.results.Results;
import dev.perflab.perf.results.ResultsJson;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A {@code --noise} run says so in its summary's run line (and so in the comment), with
 * the neighbour's settings and the share of the CPU it took; a quiet run says nothing of
 * it.
 */
class ResultsViewTests {

	private static final ObjectMapper MAPPER = new ObjectMapper();

	@Test
	void aNoisyRunNamesItsNeighbourInTheRunLine() throws IOException {
		String summary = RunMarkdown.render(ResultsView.of(withExtra(Map.of("noise", "true", "noise.busy_ms", "10-300",
				"noise.idle_ms", "10-300", "noise.cpu_share", "0.312"))));
		assertThat(runLine(summary)).contains(
				" · a noisy neighbour on the gateway CPU (busy 10-300 ms, then idle 10-300 ms, at random; it ran 31% "
						+ "of its time) · ");
	}

	@Test
	void aQuietRunSaysNothingOfANeighbour() throws IOException {
		assertThat(RunMarkdown.render(ResultsView.of(withExtra(Map.of("noise", "false"))))).doesNotContain("neighbour");
	}

	@Test
	void settingsOfAnUnexpectedFormNeverReachTheText() throws IOException {
		String summary = RunMarkdown.render(ResultsView.of(withExtra(Map.of("noise", "true", "noise.busy_ms",
				"<img src=x>", "noise.idle_ms", "10-300", "noise.cpu_share", "[x](y)"))));
		assertThat(runLine(summary)).contains(" · a noisy neighbour on the gateway CPU · ").doesNotContain("img");
	}

	private static String runLine(String summary) {
		return summary.lines().filter((line) -> line.startsWith("Head ")).findFirst().orElseThrow();
	}

	private static Results withExtra(Map<String, String> extra) throws IOException {
		ObjectNode root;
		try (InputStream in = ResultsViewTests.class.getResourceAsStream("/results/compare.json")) {
			root = (ObjectNode) MAPPER.readTree(in);
		}
		((ObjectNode) root.get("run")).set("extra", MAPPER.valueToTree(extra));
		return ResultsJson.read(MAPPER.writeValueAsBytes(root), "compare.json");
	}

}
