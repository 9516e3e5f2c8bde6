package dev.perflab.perf.metrics;

import java.nio.file.Path;
import java.util.List;

import dev.perflab.perf.RunDirectoryFixture;
import dev.perflab.perf.TestRuns;
import dev.perflab.perf.raw.RawDataException;
import dev.perflab.perf.raw.RawRunJson;
import dev.perflab.perf.raw.Target;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;
import static org.assertj.core.api.Assertions.within;

class MetricsCalculatorTests {

	@TempDir
	Path directory;

	@Test
	void derivesTheFiguresOfEachRound() {
		List<Round> rounds = derive(TestRuns.single(this.directory));
		Round direct = rounds.get(0);
		assertThat(direct.target()).isEqualTo(Target.DIRECT);
		assertThat(Metric.RPS.valueOf(direct)).isEqualTo(40_000.0);
		assertThat(Metric.CPU_PER_REQUEST.valueOf(direct)).isEqualTo(20.0);
		assertThat(Metric.RATIO_TO_DIRECT.valueOf(direct)).isNull();
		Round gateway = rounds.get(1);
		assertThat(Metric.RPS.valueOf(gateway)).isEqualTo(4_900.0);
		assertThat(Metric.RATIO_TO_DIRECT.valueOf(gateway)).isEqualTo(0.1225);
		assertThat(Metric.CPU_PER_REQUEST.valueOf(gateway)).isCloseTo(180.0, within(1e-9));
		assertThat(gateway.cpuUsPerRequestByProcess()).containsOnlyKeys("auth", "gateway", "hello");
		assertThat(gateway.cpuUsPerRequestByProcess().get("hello")).isCloseTo(20.0, within(0.05));
		assertThat(gateway.cpuUsPerRequestByProcess().get("auth")).isCloseTo(30.0, within(1e-9));
		assertThat(Metric.LATENCY_P50.valueOf(gateway)).isEqualTo(1.8);
		assertThat(Metric.LATENCY_P90.valueOf(gateway)).isEqualTo(2.5);
		assertThat(Metric.LATENCY_P99.valueOf(gateway)).isEqualTo(4.0);
		assertThat(Metric.LATENCY_P999.valueOf(gateway)).isEqualTo(6.0);
		assertThat(Metric.LATENCY_MAX.valueOf(gateway)).isEqualTo(12.0);
		// Rounds without the latency phase have none of its figures.
		assertThat(Metric.LATENCY_AT_RATE_P99.valueOf(gateway)).isNull();
	}

	@Test
	void hasNoRatioToADirectRoundThatCompletedNothing() {
		RunDirectoryFixture fixture = RunDirectoryFixture.single(this.directory)
			.direct(1, 0, 0)
			.add()
			.gateway(1, "gateway", 50_000, 900)
			.add();
		assertThat(Metric.RATIO_TO_DIRECT.valueOf(derive(fixture).get(1))).isNull();
	}

	@Test
	void countsSocketErrorsAndNon2xxApart() {
		RunDirectoryFixture fixture = RunDirectoryFixture.single(this.directory)
			.gateway(1, "gateway", 50_000, 900)
			.errors(1, 2, 3, 40, 4)
			.add();
		TargetSummary gateway = MetricsCalculator.summarize(derive(fixture), Target.GATEWAY);
		assertThat(gateway.errors()).isEqualTo(10);
		assertThat(gateway.non2xx()).isEqualTo(40);
	}

	@Test
	void countsTheCpuOfEveryThreadButTheJitCompilers() {
		// 900 ticks of 10 ms, 100 of them compiling: 8 s over 50,000 requests.
		RunDirectoryFixture fixture = RunDirectoryFixture.single(this.directory)
			.gateway(1, "gateway", 50_000, 900)
			.cpu("gateway", 900, 100)
			.add();
		assertThat(Metric.CPU_PER_REQUEST.valueOf(derive(fixture).get(0))).isCloseTo(160.0, within(1e-9));
	}

	@Test
	void refusesARoundWhoseJitUsedMoreThanTheProcess() {
		RunDirectoryFixture fixture = RunDirectoryFixture.single(this.directory)
			.gateway(1, "gateway", 50_000, 900)
			.cpu("gateway", 900, 901)
			.add();
		assertThatExceptionOfType(RawDataException.class).isThrownBy(() -> derive(fixture))
			.withMessageContaining("jit must lie between 0 and after - before");
	}

	@Test
	void usesWrkDurationNotTheNominalOne() {
		RunDirectoryFixture fixture = RunDirectoryFixture.single(this.directory)
			.gateway(1, "gateway", 50_000, 900)
			.set("wrk.durationUs", 10_050_000)
			.add();
		assertThat(Metric.RPS.valueOf(derive(fixture).get(0))).isCloseTo(50_000 / 10.05, within(1e-9));
	}

	@Test
	void aggregatesPerTarget() {
		List<Round> rounds = derive(TestRuns.single(this.directory));
		TargetSummary gateway = MetricsCalculator.summarize(rounds, Target.GATEWAY);
		assertThat(gateway.rounds()).isEqualTo(3);
		assertThat(gateway.requests()).isEqualTo(150_000);
		Spread rps = gateway.get(Metric.RPS);
		assertThat(rps.median()).isEqualTo(5_000.0);
		assertThat(rps.min()).isEqualTo(4_900.0);
		assertThat(rps.max()).isEqualTo(5_100.0);
		assertThat(rps.cv()).isCloseTo(0.02, within(1e-12));
		Spread cpu = gateway.get(Metric.CPU_PER_REQUEST);
		assertThat(cpu.median()).isCloseTo(180.0, within(1e-9));
		assertThat(cpu.max()).isCloseTo(190.0, within(1e-9));
		// mean 183.33, sample standard deviation 5.7735
		assertThat(cpu.cv()).isCloseTo(5.7735 / 183.333, within(1e-4));
		assertThat(gateway.get(Metric.RATIO_TO_DIRECT).median()).isEqualTo(0.125);
		assertThat(gateway.cpuUsPerRequestByProcess()).containsOnlyKeys("auth", "gateway", "hello");
		TargetSummary direct = MetricsCalculator.summarize(rounds, Target.DIRECT);
		assertThat(direct.get(Metric.RPS).cv()).isZero();
		assertThat(direct.get(Metric.RATIO_TO_DIRECT)).isNull();
		assertThat(MetricsCalculator.summarize(rounds, Target.HEAD)).isNull();
	}

	@Test
	void hasNoRatioWithoutADirectRoundOfTheSameNumber() {
		RunDirectoryFixture fixture = RunDirectoryFixture.single(this.directory)
			.direct(1, 400_000, 800)
			.add()
			.gateway(2, "gateway", 50_000, 900)
			.add();
		assertThat(Metric.RATIO_TO_DIRECT.valueOf(derive(fixture).get(1))).isNull();
	}

	@Test
	void spreadOfOneValueHasNoCv() {
		assertThat(Spread.of(3.0)).isEqualTo(new Spread(1, 3.0, 3.0, 3.0, null));
		assertThat(Spread.of(4, 1, 3, 2).median()).isEqualTo(2.5);
	}

	private static List<Round> derive(RunDirectoryFixture fixture) {
		return MetricsCalculator.derive(RawRunJson.read(fixture.write()).rounds());
	}

}
