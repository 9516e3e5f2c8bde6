package dev.perflab.perf.flamegraph;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

import dev.perflab.perf.TestRecordings;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class FlameGraphRendererTests {

	@Test
	void drawsTheExecutionSamplesOfARealRecording() throws IOException {
		Path recording = TestRecordings.shared();
		FlameGraph graph = FlameGraphRenderer.render(recording, "gateway <test>");
		assertThat(graph.samples()).isPositive();
		String html = new String(graph.html(), StandardCharsets.UTF_8);
		assertThat(html).startsWith("<!DOCTYPE html>");
		assertThat(html).contains("gateway _test_");
		// The frames of the work loop are in the page, not just the empty template.
		assertThat(html).contains("TestRecordings");
		assertThat(html.length()).isGreaterThan(5_000);
	}

	@Test
	void keepsTheTitleHarmless() {
		assertThat(FlameGraphRenderer.sanitize("head 4f1c2a9e <script>\"'")).isEqualTo("head 4f1c2a9e _script___");
	}

}
