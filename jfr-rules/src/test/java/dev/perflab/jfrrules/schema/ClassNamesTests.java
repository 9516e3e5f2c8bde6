package dev.perflab.jfrrules.schema;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Hidden-class names lose their run-specific suffix, so evidence groups across runs.
 */
class ClassNamesTests {

	@Test
	void lambdasKeepTheirHostClass() {
		assertThat(ClassNames.readable("com.example.Foo$$Lambda$75+0x00007f1700000c38.315932542"))
			.isEqualTo("com.example.Foo$$Lambda");
		assertThat(ClassNames.readable("com.example.Foo$$Lambda/0x0000000801234567"))
			.isEqualTo("com.example.Foo$$Lambda");
	}

	@Test
	void otherHiddenClassesLoseTheAddress() {
		assertThat(ClassNames.readable("java.lang.invoke.LambdaForm$MH+0x00007f869c44a400"))
			.isEqualTo("java.lang.invoke.LambdaForm$MH");
		assertThat(ClassNames.readable("java.lang.Object")).isEqualTo("java.lang.Object");
		assertThat(ClassNames.readable(null)).isEqualTo("<unknown class>");
	}

}
