package dev.perflab.perf.report;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class MarkdownTests {

	@Test
	void codeSpansHoldAnyText() {
		assertThat(Markdown.code("origin/main")).isEqualTo("`origin/main`");
		assertThat(Markdown.code("a`b")).isEqualTo("``a`b``");
		assertThat(Markdown.code("`$(rm -rf /)`")).isEqualTo("`` `$(rm -rf /)` ``");
		assertThat(Markdown.code("<img src=x onerror=alert(1)>")).isEqualTo("`<img src=x onerror=alert(1)>`");
		assertThat(Markdown.code("a|b\nc")).isEqualTo("`a\\|b c`");
		assertThat(Markdown.code("")).isEqualTo("`  `");
	}

}
