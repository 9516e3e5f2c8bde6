package dev.perflab.perf.text;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class InertTextTests {

	@Test
	void codeSpansHoldAnyText() {
		assertThat(InertText.code("origin/main")).isEqualTo("`origin/main`");
		assertThat(InertText.code("a`b")).isEqualTo("``a`b``");
		assertThat(InertText.code("`$(rm -rf /)`")).isEqualTo("`` `$(rm -rf /)` ``");
		assertThat(InertText.code("a ``` b")).isEqualTo("````a ``` b````");
		assertThat(InertText.code("<img src=x onerror=alert(1)>")).isEqualTo("`<img src=x onerror=alert(1)>`");
		assertThat(InertText.code("")).isEqualTo("`  `");
		assertThat(InertText.code("a|b\nc")).isEqualTo("`a\\|b c`");
	}

	@Test
	void putsEverythingOnOneLineWithoutInvisibleCharacters() {
		assertThat(InertText.clean("  a\r\n\n# b\t c  ", 200)).isEqualTo("a # b c");
		assertThat(InertText.clean("\u202Eevil\u202C\u200B\u0000\u001B[31m", 200)).isEqualTo("evil[31m");
		assertThat(InertText.clean("a\uD800b", 200)).isEqualTo("ab");
		assertThat(InertText.clean("😀 ok", 200)).isEqualTo("😀 ok");
	}

	@Test
	void cutsLongTextAtCodePoints() {
		assertThat(InertText.clean("abcdef", 3)).isEqualTo("abc…");
		assertThat(InertText.clean("abc", 3)).isEqualTo("abc");
		assertThat(InertText.clean("😀😀😀😀", 2)).isEqualTo("😀😀…");
		assertThat(InertText.code("x".repeat(10_000))).hasSize(1 + 200 + 1 + 1);
	}

}
