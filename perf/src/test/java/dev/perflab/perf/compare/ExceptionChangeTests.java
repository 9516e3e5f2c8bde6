package dev.perflab.perf.compare;

import java.nio.file.Path;
import java.util.List;

import dev.perflab.perf.metrics.Threshold;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.perflab.perf.RunDirectoryFixture;
import dev.perflab.perf.metrics.MetricsCalculator;
import dev.perflab.perf.metrics.Round;
import dev.perflab.perf.raw.RawRunJson;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class ExceptionChangeTests {

	@TempDir
	Path directory;

	@Test
	void risesWhenEveryPairRisesByMoreThanTheThreshold() {
		// Base throws 1 in 10,000 requests; head about one per request more.
		ExceptionChange change = ExceptionChange.of(
				rounds(new long[] { 2, 2, 2, 2 }, new long[] { 19_000, 20_500, 20_002, 19_800 }),
				Threshold.EXCEPTIONS.defaultValue());
		assertThat(change.jvmPairs()).isEqualTo(4);
		assertThat(change.base()).isCloseTo(0.1, within(1e-9));
		assertThat(change.head()).isCloseTo((19_000 + 20_500 + 20_002 + 19_800) / 80.0, within(1e-9));
		assertThat(change.smallestPairRise()).isCloseTo(950 - 0.1, within(1e-9));
		assertThat(change.change()).isCloseTo(change.head() - change.base(), within(1e-12));
		assertThat(change.risen()).isTrue();
	}

	@Test
	void doesNotRiseWhenOnePairDidNot() {
		// Three pairs rose by 10 per 1,000 requests, one by none: one JVM's start-up, or
		// a burst of reset connections, not the code.
		ExceptionChange change = ExceptionChange.of(rounds(new long[] { 2, 2, 2, 2 }, new long[] { 202, 202, 202, 2 }),
				Threshold.EXCEPTIONS.defaultValue());
		assertThat(change.head()).isGreaterThan(change.base() + 1);
		assertThat(change.smallestPairRise()).isCloseTo(0, within(1e-9));
		assertThat(change.risen()).isFalse();
	}

	@Test
	void doesNotRiseWithinTheThreshold() {
		ExceptionChange change = ExceptionChange.of(rounds(new long[] { 2, 2, 2, 2 }, new long[] { 12, 12, 12, 12 }),
				Threshold.EXCEPTIONS.defaultValue());
		// 0.6 more per 1,000 requests in every pair: under the threshold of 1.
		assertThat(change.smallestPairRise()).isCloseTo(0.5, within(1e-9));
		assertThat(change.risen()).isFalse();
	}

	@Test
	void onePairAloneCannotShowARise() {
		ExceptionChange change = ExceptionChange.of(rounds(new long[] { 2 }, new long[] { 20_000 }),
				Threshold.EXCEPTIONS.defaultValue());
		assertThat(change.smallestPairRise()).isGreaterThan(900);
		assertThat(change.risen()).isFalse();
	}

	@Test
	void isNullWhenOneSideWasNotCounted() {
		RunDirectoryFixture fixture = RunDirectoryFixture.compare(this.directory).run("windows", 1);
		for (int pair = 1; pair <= 4; pair++) {
			fixture.gateway(pair, "base", 20_000, 900).set("jvmPair", pair).uncounted().add();
			fixture.gateway(pair, "head", 20_000, 900).set("jvmPair", pair).add();
		}
		List<Round> rounds = MetricsCalculator.derive(RawRunJson.read(fixture.write()).rounds());
		assertThat(ExceptionChange.of(rounds, 1)).isNull();
		assertThat(BaseHeadComparator.compare(rounds, CompareSettings.defaults()).exceptions()).isNull();
	}

	/** Four JVM pairs of one 20,000-request window each, with these throwables. */
	private List<Round> rounds(long[] base, long[] head) {
		RunDirectoryFixture fixture = RunDirectoryFixture.compare(this.directory).run("windows", 1);
		for (int pair = 1; pair <= base.length; pair++) {
			fixture.gateway(pair, "base", 20_000, 900).set("jvmPair", pair).throwables(base[pair - 1]).add();
			fixture.gateway(pair, "head", 20_000, 900).set("jvmPair", pair).throwables(head[pair - 1]).add();
		}
		return MetricsCalculator.derive(RawRunJson.read(fixture.write()).rounds());
	}

}
