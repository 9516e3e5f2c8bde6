package dev.perflab.jfrrules.sql;

import java.util.List;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The "did you mean" candidates: ranked by edit distance, within a budget that grows with
 * the name, then names that contain the misspelt one.
 */
class CloseMatchesTests {

	private static final List<String> TABLES = List.of("jdk.ThreadPark", "jdk.ThreadSleep", "jdk.ThreadStart",
			"jdk.SocketRead", "jdk.SocketWrite", "jdk.FileRead", "jdk.FileWrite");

	@Test
	void caseAloneIsTheClosestMatch() {
		assertThat(CloseMatches.of("JDK.THREADPARK", TABLES)).startsWith("jdk.ThreadPark");
	}

	@Test
	void closerNamesComeFirstAndTiesByName() {
		// jdk.SocketRead: 1 edit; jdk.SocketWrite: 3 (within 13 / 3 = 4); jdk.FileRead:
		// 5.
		assertThat(CloseMatches.of("jdk.SocketRad", TABLES)).containsExactly("jdk.SocketRead", "jdk.SocketWrite");
		assertThat(CloseMatches.of("jdk.FileRite", TABLES)).containsExactly("jdk.FileWrite", "jdk.FileRead");
	}

	@Test
	void theBudgetIsAThirdOfTheLengthAndAtLeastTwo() {
		List<String> columns = List.of("duration", "startTime", "port");
		assertThat(CloseMatches.of("durrattion", columns)).containsExactly("duration");
		assertThat(CloseMatches.of("dxrxtxon", columns)).isEmpty();
		assertThat(CloseMatches.of("pt", columns)).containsExactly("port");
		assertThat(CloseMatches.of("px", columns)).isEmpty();
	}

	@Test
	void namesContainingTheMisspeltOneComeAfterTheCloseOnes() {
		assertThat(CloseMatches.of("Thread", TABLES)).containsExactly("jdk.ThreadPark", "jdk.ThreadSleep",
				"jdk.ThreadStart");
		assertThat(CloseMatches.of("javaName", List.of("javaName2", "osName", "name"))).containsExactly("javaName2",
				"name");
	}

	@Test
	void atMostThree() {
		assertThat(CloseMatches.of("jdk.", TABLES)).hasSize(3);
	}

}
