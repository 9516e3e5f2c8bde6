package dev.perflab.perf.run;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class WarmUpDetectorTests {

	private final WarmUpDetector detector = WarmUpDetector.defaults();

	@Test
	void waitsWhileTheJitCompiles() {
		Probe compiling = duet(200, 0.25, 202, 0.01);
		assertThat(this.detector.readyToPin(List.of(compiling, compiling))).isFalse();
		assertThat(this.detector.warm(List.of(duet(200, 0.01, 202, 0.01), compiling))).isFalse();
	}

	@Test
	void pinsOnceTheBulkOfTheJitsWorkIsDoneOverTwoProbes() {
		Probe storm = duet(900, 0.45, 880, 0.50);
		Probe tail = duet(150, 0.04, 152, 0.03);
		assertThat(this.detector.readyToPin(List.of(tail))).as("one probe is no trend").isFalse();
		assertThat(this.detector.readyToPin(List.of(storm, tail))).isFalse();
		assertThat(this.detector.readyToPin(List.of(storm, tail, tail))).isTrue();
	}

	@Test
	void readsTheForksJitTogetherNotItsNoisiestGateway() {
		// Four warm JVMs each recompile a method now and then: one burst of 6% in one of
		// them is 0.8% of the fork's CPU over two probes, while a gateway still compiling
		// at 10% in both keeps the fork at 2.5%.
		Probe quiet = fork(0.0, 0.0, 0.0, 0.0);
		assertThat(this.detector.warm(List.of(quiet, fork(0.06, 0.0, 0.0, 0.0)))).isTrue();
		assertThat(this.detector.warm(List.of(fork(0.10, 0.0, 0.0, 0.0), fork(0.10, 0.0, 0.0, 0.0)))).isFalse();
	}

	@Test
	void asksForTwoQuietProbesInARow() {
		// A lull of one probe while C2 still has methods to come is not the end of the
		// JIT.
		Probe quiet = duet(200, 0.01, 202, 0.01);
		assertThat(this.detector.warm(List.of(duet(200, 0.20, 202, 0.01), quiet))).isFalse();
		assertThat(this.detector.warm(List.of(duet(200, 0.20, 202, 0.01), quiet, quiet))).isTrue();
	}

	@Test
	void toleratesTheNoiseOfOneProbeButNotATransient() {
		// 2.5% is within the noise of two 5 s probes; 4% is a side still settling.
		assertThat(this.detector.warm(List.of(duet(200, 0.01, 200, 0.01), duet(200, 0.01, 205, 0.01)))).isTrue();
		assertThat(this.detector.warm(List.of(duet(200, 0.01, 200, 0.01), duet(200, 0.01, 208, 0.01)))).isFalse();
	}

	@Test
	void callsADuetWarmWhenTheRatioHoldsWhileBothDrift() {
		// Host drift moves both gateways by 20%; their ratio stays within 1%.
		assertThat(this.detector.warm(List.of(duet(200, 0.01, 210, 0.01), duet(240, 0.01, 250, 0.01)))).isTrue();
	}

	@Test
	void waitsWhileTheRatioMoves() {
		assertThat(this.detector.warm(List.of(duet(200, 0.01, 230, 0.01), duet(200, 0.01, 210, 0.01)))).isFalse();
	}

	@Test
	void needsTwoProbes() {
		assertThat(this.detector.warm(List.of(duet(200, 0.0, 200, 0.0)))).isFalse();
	}

	@Test
	void callsASingleGatewayWarmOnceItsCostHasStoppedFalling() {
		assertThat(this.detector.warm(List.of(single(200), single(196)))).isTrue();
		assertThat(this.detector.warm(List.of(single(200), single(190)))).as("still getting cheaper").isFalse();
	}

	@Test
	void takesASingleGatewaysCostRisingForHostNoiseNotWarmUp() {
		// Nothing cancels host drift for one gateway: a warm JVM's probes moved by
		// 10-30%.
		assertThat(this.detector.warm(List.of(single(200), single(240)))).isTrue();
	}

	@Test
	void asksASingleGatewayForAQuietJitToo() {
		assertThat(this.detector.warm(List.of(single(200, 0.20), single(200, 0.0)))).isFalse();
	}

	@Test
	void readsABurstOfTheJitInOneGatewayAsNoneOfItsCostButWaitsForItToEnd() {
		// The JIT took 8% of head's CPU in the last probe: 217 µs a request in all,
		// 199.6 of them serving it. Counted in, the ratio would have moved by 8.5%.
		assertThat(WarmUpDetector.ratio(duet(200, 0.0, 217, 0.08), "head")).isCloseTo(0.998,
				org.assertj.core.data.Offset.offset(0.001));
		Probe steady = duet(200, 0.01, 200, 0.01);
		assertThat(this.detector.warm(List.of(steady, duet(200, 0.01, 217, 0.08)))).isFalse();
		assertThat(this.detector.warm(List.of(steady, duet(200, 0.01, 217, 0.08), steady, steady))).isTrue();
	}

	@Test
	void asksEveryPairOfAForkForASteadyRatio() {
		Map<String, Probe.Side> steady = new LinkedHashMap<>();
		steady.put("base-1", side(200, 0.01));
		steady.put("base-2", side(200, 0.01));
		steady.put("head-1", side(204, 0.01));
		steady.put("head-2", side(198, 0.01));
		Map<String, Probe.Side> pairTwoMoved = new LinkedHashMap<>(steady);
		pairTwoMoved.put("head-2", side(210, 0.01));
		assertThat(this.detector.warm(List.of(new Probe(steady), new Probe(steady)))).isTrue();
		assertThat(this.detector.warm(List.of(new Probe(steady), new Probe(pairTwoMoved)))).isFalse();
	}

	private static Probe duet(double baseMicros, double baseJit, double headMicros, double headJit) {
		Map<String, Probe.Side> sides = new LinkedHashMap<>();
		sides.put("base", side(baseMicros, baseJit));
		sides.put("head", side(headMicros, headJit));
		return new Probe(sides);
	}

	private static Probe fork(double... compilerShares) {
		Map<String, Probe.Side> sides = new LinkedHashMap<>();
		for (int pair = 1; pair <= compilerShares.length / 2; pair++) {
			sides.put("base-" + pair, serving(200, compilerShares[2 * pair - 2]));
			sides.put("head-" + pair, serving(200, compilerShares[2 * pair - 1]));
		}
		return new Probe(sides);
	}

	/** A gateway serving at this cost, its JIT taking this share on top. */
	private static Probe.Side serving(double microsPerRequest, double compilerShare) {
		long requests = 10_000;
		long nanos = Math.round(microsPerRequest * 1000 * requests / (1 - compilerShare));
		return new Probe.Side(requests, new ThreadTimes.CpuUsed(nanos, Math.round(nanos * compilerShare)));
	}

	private static Probe single(double micros) {
		return single(micros, 0.0);
	}

	private static Probe single(double micros, double compilerShare) {
		return new Probe(Map.of("gateway", side(micros, compilerShare)));
	}

	private static Probe.Side side(double microsPerRequest, double compilerShare) {
		long requests = 10_000;
		long nanos = Math.round(microsPerRequest * 1000 * requests);
		return new Probe.Side(requests, new ThreadTimes.CpuUsed(nanos, Math.round(nanos * compilerShare)));
	}

}
