package dev.perflab.perf.raw;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import dev.perflab.perf.RunDirectoryFixture;
import dev.perflab.perf.TestRuns;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

/**
 * raw/run.json: what perf run writes is what perf report reads, and what it cannot trust
 * is named by file and JSON path.
 */
class RawRunJsonTests {

	@TempDir
	Path directory;

	@Test
	void readsARun() {
		RawRun run = RawRunJson.read(TestRuns.compareInForks(this.directory).write());
		RunInfo info = run.info();
		assertThat(info.mode()).isEqualTo(Mode.COMPARE);
		assertThat(info.layout().describe()).isEqualTo("gateway=1 services=0 wrk=0");
		assertThat(info.rounds()).isEqualTo(8);
		assertThat(info.warmupSeconds()).isEqualTo(42);
		assertThat(info.warmupStable()).isTrue();
		assertThat(info.noise()).isEqualTo(new Noise(10, 300, 0.125));
		assertThat(info.hostFreezes()).extracting(HostFreeze::frozenFraction).containsExactly(0.002, 0.06);
		assertThat(run.rounds()).extracting(RawRound::sequence)
			.containsExactly(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16);
		assertThat(run.rounds().stream().filter((round) -> round.target() == Target.HEAD)).extracting(RawRound::jvmPair)
			.containsExactly(1, 1, 2, 2, 3, 3, 4, 4);
		RawRound first = run.rounds().get(0);
		assertThat(first.target()).isEqualTo(Target.BASE);
		assertThat(first.wrk().requests()).isEqualTo(50_000);
		assertThat(first.cpuTicks().processes().get("base").used()).isEqualTo(900);
		assertThat(run.recording()).isEqualTo(this.directory.resolve("head.jfr"));
	}

	@Test
	void writesWhatItReadsBack() throws IOException {
		RawRun original = RawRunJson.read(TestRuns.compareInForks(this.directory.resolve("original")).write());
		RunInfo info = original.info();
		RunInfo changed = new RunInfo(info.mode(), info.startedAt(), info.gitHead(), info.gitBase(), info.gitBaseRef(),
				info.javaVersion(), info.javaHome(), info.wrkVersion(), info.os(), info.cpuModel(), info.cpuCount(),
				info.layout(), info.wrkThreads(), info.wrkConnections(), info.roundDurationSeconds(), info.forks(),
				info.pairs(), info.windows(),
				List.of(new ForkWarmUp(61.5, true, 0.004, 18.5, 4.0), new ForkWarmUp(12.0, false, 0.312, 9.0, 2.5)),
				new Stopping(6, 330, Stopping.Reason.BUDGET), info.gatewayProfile(), new JfrWindow(null, null), null,
				info.hostFreezes(),
				new Traffic("other.yaml", "ab", info.traffic().requests(), List.of(new Traffic.Route("items", 7)), null,
						List.of(new Traffic.Mismatch("head-1", "hello", 404, 200, "after window 1"))),
				Map.of("trend", "yes"));
		RawRun copy = new RawRun(this.directory.resolve("copy"), changed, original.rounds());
		RawRunJson.write(copy);
		RawRun read = RawRunJson.read(copy.directory());
		assertThat(read).isEqualTo(copy);
		assertThat(read.info().warmupSeconds()).isEqualTo(61.5);
		assertThat(read.info().warmupStable()).isFalse();
		assertThat(read.info().stopping().reason()).isEqualTo(Stopping.Reason.BUDGET);
		assertThat(read.info().warmUps().get(0).overheadSeconds()).isEqualTo(84.0);
		try (Stream<Path> files = Files.list(copy.directory().resolve("raw"))) {
			assertThat(files.map((file) -> file.getFileName().toString())).containsExactly("run.json");
		}
	}

	@Test
	void namesTheMissingKeyByItsPath() {
		assertThatExceptionOfType(RawDataException.class)
			.isThrownBy(() -> RawRunJson.read(TestRuns.single(this.directory).run("cpuCount", null).write()))
			.withMessage("raw/run.json: $.info.cpuCount: missing");
	}

	@Test
	void rejectsAValueOfAnotherType() {
		RunDirectoryFixture fixture = TestRuns.single(this.directory);
		fixture.gateway(4, "gateway", 50_000, 900).set("wrk.latencyUs.p99", "4.0ms").add();
		assertRejected(fixture, "raw/run.json: $.rounds[6].wrk.latencyUs.p99: expected a whole number");
	}

	@Test
	void rejectsACpuCounterThatWentBackwards() {
		RunDirectoryFixture fixture = RunDirectoryFixture.single(this.directory);
		fixture.gateway(1, "gateway", 50_000, 900).set("cpuTicks.processes.gateway.after", 5).add();
		assertRejected(fixture,
				"raw/run.json: $.rounds[0].cpuTicks.processes.gateway: after is smaller than before: did "
						+ "the process restart?");
	}

	@Test
	void requiresTheTargetProcessCpu() {
		RunDirectoryFixture fixture = RunDirectoryFixture.compare(this.directory);
		fixture.gateway(1, "base", 50_000, 900).add();
		fixture.gateway(1, "head", 50_000, 900).set("cpuTicks.processes.head", null).add();
		assertRejected(fixture,
				"raw/run.json: $.rounds[1]: cpuTicks.processes has no head, the process of a head round");
	}

	@Test
	void rejectsRoundsOfTheOtherMode() {
		RunDirectoryFixture fixture = RunDirectoryFixture.single(this.directory);
		fixture.gateway(1, "head", 50_000, 900).add();
		assertRejected(fixture, "raw/run.json: $: rounds[0]: head rounds do not belong in a single run");
	}

	@Test
	void requiresBothBaseAndHeadInACompareRun() {
		RunDirectoryFixture fixture = RunDirectoryFixture.compare(this.directory);
		fixture.gateway(1, "base", 50_000, 900).add();
		assertRejected(fixture, "raw/run.json: $: no head rounds (a compare run needs at least one)");
	}

	@Test
	void rejectsTheSameRoundTwice() {
		RunDirectoryFixture fixture = RunDirectoryFixture.single(this.directory);
		fixture.gateway(1, "gateway", 50_000, 900).add();
		fixture.gateway(1, "gateway", 50_000, 900).add();
		assertRejected(fixture, "raw/run.json: $: rounds[1]: round 1 of gateway is there twice");
	}

	@Test
	void rejectsLatencyPercentilesOutOfOrder() {
		RunDirectoryFixture fixture = RunDirectoryFixture.single(this.directory);
		fixture.gateway(1, "gateway", 50_000, 900).latency(5000, 2500, 4000, 6000, 12000).add();
		assertThatExceptionOfType(RawDataException.class).isThrownBy(() -> RawRunJson.read(fixture.write()))
			.withMessageStartingWith("raw/run.json: $.rounds[0].wrk.latencyUs: the percentiles are not in order");
	}

	@Test
	void requiresTheBaseCommitInACompareRun() {
		RunDirectoryFixture fixture = TestRuns.compareIdentical(this.directory).run("gitBase", null);
		assertRejected(fixture, "raw/run.json: $.info.gitBase: missing");
	}

	@Test
	void rejectsAnotherSchema() throws IOException {
		Path run = TestRuns.single(this.directory).write();
		Path file = run.resolve("raw/run.json");
		int next = RawRunJson.SCHEMA + 1;
		Files.writeString(file,
				Files.readString(file).replace("\"schema\" : " + RawRunJson.SCHEMA, "\"schema\" : " + next));
		assertThatExceptionOfType(RawDataException.class).isThrownBy(() -> RawRunJson.read(run))
			.withMessage("raw/run.json: $.schema: " + next + " is not the version this reader knows ("
					+ RawRunJson.SCHEMA + ")");
	}

	@Test
	void namesARunOfAnOlderPerf() throws IOException {
		Files.createDirectories(this.directory.resolve("raw"));
		Files.writeString(this.directory.resolve("raw/run.properties"), "schema=1\n");
		assertThatExceptionOfType(RawDataException.class).isThrownBy(() -> RawRunJson.read(this.directory))
			.withMessage("raw/run.properties: the run was made by an older perf (raw schema 1); this one reads "
					+ "raw/run.json: run it again");
	}

	private static void assertRejected(RunDirectoryFixture fixture, String message) {
		assertThatExceptionOfType(RawDataException.class).isThrownBy(() -> RawRunJson.read(fixture.write()))
			.withMessage(message);
	}

	@Test
	void reportsAMissingFile() {
		assertThatExceptionOfType(RawDataException.class).isThrownBy(() -> RawRunJson.read(this.directory))
			.withMessage("raw/run.json: missing (is this a run directory of perf run?)");
	}

}
