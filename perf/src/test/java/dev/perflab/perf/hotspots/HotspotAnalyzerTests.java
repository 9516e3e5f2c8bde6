package dev.perflab.perf.hotspots;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import dev.perflab.perf.TestRecordings;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Real recordings of this JVM: a head that spends time in a method base never runs, and
 * two recordings of one workload.
 */
class HotspotAnalyzerTests {

	private static volatile long sink;

	private static volatile boolean headBurns;

	@TempDir
	Path directory;

	@Test
	void namesTheMethodOnlyHeadBurnsIn() throws IOException {
		// One workload method for both, so that only burnHead is new, not its caller.
		headBurns = false;
		MethodSamples base = MethodSamples
			.read(TestRecordings.workload(this.directory.resolve("base.jfr"), HotspotAnalyzerTests::unit));
		headBurns = true;
		MethodSamples head = MethodSamples
			.read(TestRecordings.workload(this.directory.resolve("head.jfr"), HotspotAnalyzerTests::unit));
		HotspotComparison comparison = HotspotAnalyzer.compare(base, head);
		String burn = HotspotAnalyzerTests.class.getName() + ".burnHead";
		assertThat(comparison.shifts()).isNotEmpty();
		MethodShift first = comparison.shifts().get(0);
		assertThat(first.method()).isEqualTo(burn);
		assertThat(first.newInHead()).isTrue();
		assertThat(first.baseCount()).isZero();
		assertThat(first.headShare()).isGreaterThan(0.2);
		assertThat(first.pValue()).isLessThan(comparison.alpha() / comparison.tests());
		assertThat(comparison.shifts()).filteredOn((shift) -> shift.method().equals(burn))
			.extracting(MethodShift::measure)
			.contains(Measure.SELF, Measure.ON_STACK);
		// The method both ran lost its share to the new one.
		assertThat(comparison.shifts()).filteredOn((shift) -> shift.method().endsWith(".shared"))
			.allMatch((shift) -> shift.shareChange() < 0);
	}

	@Test
	void listsNothingForTwoRecordingsOfTheSameWorkload() throws IOException {
		// Warm up first, so that neither recording holds the JIT's first compilations.
		TestRecordings.workload(this.directory.resolve("warm-up.jfr"), HotspotAnalyzerTests::shared);
		MethodSamples first = MethodSamples
			.read(TestRecordings.workload(this.directory.resolve("a.jfr"), HotspotAnalyzerTests::shared));
		MethodSamples second = MethodSamples
			.read(TestRecordings.workload(this.directory.resolve("b.jfr"), HotspotAnalyzerTests::shared));
		HotspotComparison comparison = HotspotAnalyzer.compare(first, second);
		assertThat(first.samples()).isPositive();
		assertThat(comparison.tests()).isPositive();
		assertThat(comparison.shifts()).isEmpty();
	}

	@Test
	void forgetsTheNumbersOfGeneratedClasses() {
		assertThat(MethodSamples.normalize("com.acme.Foo$$Lambda/0x000000080012c000.apply"))
			.isEqualTo("com.acme.Foo$$Lambda.apply");
		assertThat(MethodSamples.normalize("com.acme.Foo$$Lambda$42/0x1f.apply"))
			.isEqualTo("com.acme.Foo$$Lambda.apply");
		assertThat(MethodSamples.normalize("com.acme.Foo$$Lambda+0x00007fcbb01220e0.1957078537.run"))
			.isEqualTo("com.acme.Foo$$Lambda.run");
		assertThat(MethodSamples.normalize("jdk.proxy2.$Proxy42.get")).isEqualTo("jdk.proxy2.$Proxy.get");
		assertThat(MethodSamples.normalize("jdk.internal.reflect.GeneratedMethodAccessor7.invoke"))
			.isEqualTo("jdk.internal.reflect.GeneratedMethodAccessor.invoke");
		assertThat(MethodSamples.normalize("com.acme.AuthFilter$$SpringCGLIB$$0.filter"))
			.isEqualTo("com.acme.AuthFilter$$SpringCGLIB$$.filter");
		assertThat(MethodSamples.normalize("com.acme.Http2Codec.decode")).isEqualTo("com.acme.Http2Codec.decode");
		assertThat(MethodSamples.normalize("com.acme.Base64x0.decode")).isEqualTo("com.acme.Base64x0.decode");
	}

	@Test
	void aFewSamplesCannotMakeAShift() {
		// 3 of 100 samples in head, none in base: a new method, but 3 samples could
		// fall that way by chance.
		MethodSamples base = new MethodSamples(100, Map.of("a.B.run", 100L), Map.of("a.B.run", 100L));
		MethodSamples head = new MethodSamples(100, Map.of("a.B.run", 100L, "a.B.tiny", 3L),
				Map.of("a.B.run", 97L, "a.B.tiny", 3L));
		assertThat(HotspotAnalyzer.compare(base, head).shifts()).isEmpty();
		MethodSamples heavier = new MethodSamples(100, Map.of("a.B.run", 100L, "a.B.tiny", 40L),
				Map.of("a.B.run", 60L, "a.B.tiny", 40L));
		List<MethodShift> shifts = HotspotAnalyzer.compare(base, heavier).shifts();
		assertThat(shifts).extracting(MethodShift::method).startsWith("a.B.tiny", "a.B.tiny");
	}

	@Test
	void aShiftOfOneJvmPairIsNotAShiftOfTheCode() {
		// One head JVM's JIT left a method in its stacks that the others inlined away:
		// pooled, 60 of 400 head samples against none is far beyond sampling noise.
		MethodSamples base = samples(200, 0);
		List<MethodSamples> bases = List.of(base, base);
		List<MethodSamples> oneOdd = List.of(samples(200, 60), samples(200, 0));
		assertThat(HotspotAnalyzer.compare(MethodSamples.sum(bases), MethodSamples.sum(oneOdd)).shifts()).as("pooled")
			.extracting(MethodShift::method)
			.contains("a.B.tiny");
		assertThat(HotspotAnalyzer.compare(bases, oneOdd).shifts()).as("pair by pair").isEmpty();
		// The same 60 samples spread over both head JVMs: in the code, so listed.
		assertThat(HotspotAnalyzer.compare(bases, List.of(samples(200, 25), samples(200, 35))).shifts())
			.extracting(MethodShift::method)
			.contains("a.B.tiny");
	}

	/**
	 * {@code a.B.run} in every sample, {@code a.B.tiny} on top of {@code tiny} of them.
	 */
	private static MethodSamples samples(long samples, long tiny) {
		return new MethodSamples(samples, Map.of("a.B.run", samples, "a.B.tiny", tiny),
				Map.of("a.B.run", samples - tiny, "a.B.tiny", tiny));
	}

	private static void unit() {
		shared();
		if (headBurns) {
			burnHead();
		}
	}

	private static void shared() {
		sink += spin(sink, 20_000);
	}

	/** Its own loop, not a call to spin: so that it is the top frame too (self). */
	private static void burnHead() {
		long value = sink ^ 0x5DEECE66DL;
		for (int i = 0; i < 20_000; i++) {
			value = value * 6364136223846793005L + 1442695040888963407L;
			value ^= (value >>> 17);
		}
		sink += value;
	}

	private static long spin(long seed, int rounds) {
		long value = seed;
		for (int i = 0; i < rounds; i++) {
			value = value * 6364136223846793005L + 1442695040888963407L;
			value ^= (value >>> 17);
		}
		return value;
	}

}
