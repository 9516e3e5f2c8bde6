package dev.perflab.perf.raw;

import java.util.List;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class TrafficTests {

	private static final String FILE = "40b36dd808e0" + "0".repeat(52);

	@Test
	void aRunThatSentTheWholeFileComparedTheFile() {
		assertThat(traffic(sent("item", null), sent("hello", null)).compared()).isEqualTo("40b36dd808e0");
	}

	@Test
	void aRunWhoseBaseLeftRequestsOutComparedSomethingElseAndAlwaysTheSame() {
		String withoutItem = traffic(sent("item", "base answered 404"), sent("hello", null)).compared();
		assertThat(withoutItem).isEqualTo("40b36dd808e0 without item");
		assertThat(traffic(sent("hello", null), sent("item", "base answered 404")).compared())
			.as("the order of the file's requests does not matter")
			.isEqualTo(withoutItem);
		assertThat(traffic(sent("item", null), sent("hello", "base answered 404")).compared())
			.isNotEqualTo(withoutItem);
	}

	private static Traffic traffic(Traffic.Sent... requests) {
		return new Traffic("workloads/default.yaml", FILE, List.of(requests), List.of(), "not asked", List.of());
	}

	private static Traffic.Sent sent(String name, String leftOut) {
		return new Traffic.Sent(name, "GET", "/" + name, (leftOut == null) ? 0.5 : 0, 200, null, leftOut);
	}

}
