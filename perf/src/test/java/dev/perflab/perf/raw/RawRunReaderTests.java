package dev.perflab.perf.raw;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import dev.perflab.perf.RunDirectoryFixture;
import dev.perflab.perf.TestRuns;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

class RawRunReaderTests {

	@TempDir
	Path directory;

	@Test
	void readsASingleRun() {
		RawRun run = RawRunReader.read(TestRuns.single(this.directory).write());
		RunInfo info = run.info();
		assertThat(info.mode()).isEqualTo(Mode.SINGLE);
		assertThat(info.cpuCount()).isEqualTo(2);
		assertThat(info.layout().describe()).isEqualTo("gateway=1 services=0 wrk=0");
		assertThat(info.roundDurationSeconds()).isEqualTo(10);
		assertThat(info.warmupStable()).isTrue();
		assertThat(info.jfrWindowStartMs()).isEqualTo(1795256100000L);
		assertThat(run.rounds()).extracting(RawRound::sequence).containsExactly(1, 2, 3, 4, 5, 6);
		assertThat(run.rounds(Target.GATEWAY)).extracting(RawRound::round).containsExactly(1, 2, 3);
		RawRound first = run.rounds(Target.GATEWAY).get(0);
		assertThat(first.file()).isEqualTo("raw/rounds/002-gateway.properties");
		assertThat(first.wrk().requests()).isEqualTo(49_000);
		assertThat(first.cpu().processes().get("gateway").used()).isEqualTo(882);
		assertThat(first.cpu().processes()).containsOnlyKeys("gateway", "hello", "auth");
		assertThat(run.recording()).isEqualTo(this.directory.resolve("gateway.jfr"));
	}

	@Test
	void passesUnknownRunKeysThrough() {
		RawRun run = RawRunReader.read(TestRuns.single(this.directory).run("jfr.overhead", "0.97").write());
		assertThat(run.info().extra()).containsExactly(org.assertj.core.api.Assertions.entry("jfr.overhead", "0.97"));
	}

	@Test
	void namesTheFileAndTheMissingKey() {
		RunDirectoryFixture fixture = RunDirectoryFixture.single(this.directory)
			.direct(1, 400_000, 800)
			.add()
			.direct(2, 400_000, 800)
			.add()
			.gateway(1, "gateway", 50_000, 900)
			.set("wrk.requests", null)
			.add();
		assertThatExceptionOfType(RawDataException.class).isThrownBy(() -> RawRunReader.read(fixture.write()))
			.withMessage("raw/rounds/003-gateway.properties: wrk.requests is missing");
	}

	@Test
	void rejectsANonNumericValue() {
		RunDirectoryFixture fixture = RunDirectoryFixture.single(this.directory)
			.gateway(1, "gateway", 50_000, 900)
			.set("wrk.latency.p99_us", "4.0ms")
			.add();
		assertThatExceptionOfType(RawDataException.class).isThrownBy(() -> RawRunReader.read(fixture.write()))
			.withMessage("raw/rounds/001-gateway.properties: wrk.latency.p99_us is not an integer ('4.0ms')");
	}

	@Test
	void rejectsACpuCounterThatWentBackwards() {
		RunDirectoryFixture fixture = RunDirectoryFixture.single(this.directory)
			.gateway(1, "gateway", 50_000, 900)
			.set("cpu.gateway.before", "5000")
			.set("cpu.gateway.after", "40")
			.add();
		assertThatExceptionOfType(RawDataException.class).isThrownBy(() -> RawRunReader.read(fixture.write()))
			.withMessage("raw/rounds/001-gateway.properties: cpu.gateway.after is smaller than cpu.gateway.before "
					+ "(5000): did the process restart? ('40')");
	}

	@Test
	void requiresTheTargetProcessCpu() {
		RunDirectoryFixture fixture = RunDirectoryFixture.compare(this.directory)
			.gateway(1, "base", 50_000, 900)
			.add()
			.gateway(1, "head", 50_000, 900)
			.set("cpu.head.before", null)
			.set("cpu.head.after", null)
			.add();
		assertThatExceptionOfType(RawDataException.class).isThrownBy(() -> RawRunReader.read(fixture.write()))
			.withMessage("raw/rounds/002-head.properties: cpu.head.before is missing");
	}

	@Test
	void rejectsATargetThatDoesNotMatchTheFileName() {
		RunDirectoryFixture fixture = RunDirectoryFixture.single(this.directory)
			.gateway(1, "gateway", 50_000, 900)
			.set("target", "direct")
			.add();
		assertThatExceptionOfType(RawDataException.class).isThrownBy(() -> RawRunReader.read(fixture.write()))
			.withMessage("raw/rounds/001-gateway.properties: target does not match the file name (gateway) ('direct')");
	}

	@Test
	void rejectsRoundsOfTheOtherMode() {
		RunDirectoryFixture fixture = RunDirectoryFixture.single(this.directory).gateway(1, "head", 50_000, 900).add();
		assertThatExceptionOfType(RawDataException.class).isThrownBy(() -> RawRunReader.read(fixture.write()))
			.withMessage("raw/rounds/001-head.properties: head rounds do not belong in a single run");
	}

	@Test
	void requiresBothBaseAndHeadInACompareRun() {
		RunDirectoryFixture fixture = RunDirectoryFixture.compare(this.directory).gateway(1, "base", 50_000, 900).add();
		assertThatExceptionOfType(RawDataException.class).isThrownBy(() -> RawRunReader.read(fixture.write()))
			.withMessage("raw/rounds: no head rounds (a compare run needs at least one)");
	}

	@Test
	void rejectsTheSameRoundTwice() {
		RunDirectoryFixture fixture = RunDirectoryFixture.single(this.directory)
			.gateway(1, "gateway", 50_000, 900)
			.add()
			.gateway(1, "gateway", 50_000, 900)
			.add();
		assertThatExceptionOfType(RawDataException.class).isThrownBy(() -> RawRunReader.read(fixture.write()))
			.withMessage("raw/rounds/002-gateway.properties: round 1 of gateway is also in "
					+ "raw/rounds/001-gateway.properties");
	}

	@Test
	void rejectsLatencyPercentilesOutOfOrder() {
		RunDirectoryFixture fixture = RunDirectoryFixture.single(this.directory)
			.gateway(1, "gateway", 50_000, 900)
			.latency(1800, 2500, 400, 6000, 12000)
			.add();
		assertThatExceptionOfType(RawDataException.class).isThrownBy(() -> RawRunReader.read(fixture.write()))
			.withMessageStartingWith("raw/rounds/001-gateway.properties: latency percentiles are not in order");
	}

	@Test
	void rejectsAnUnknownSchema() {
		Path run = TestRuns.single(this.directory).run("schema", "2").write();
		assertThatExceptionOfType(RawDataException.class).isThrownBy(() -> RawRunReader.read(run))
			.withMessage("raw/run.properties: schema 2 is not supported (this tool reads schema 1)");
	}

	@Test
	void requiresTheBaseCommitInACompareRun() {
		Path run = TestRuns.compareIdentical(this.directory).run("git.base", null).write();
		assertThatExceptionOfType(RawDataException.class).isThrownBy(() -> RawRunReader.read(run))
			.withMessage("raw/run.properties: git.base is missing");
	}

	@Test
	void rejectsAnInvalidBoolean() {
		Path run = TestRuns.single(this.directory).run("warmup.stable", "yes").write();
		assertThatExceptionOfType(RawDataException.class).isThrownBy(() -> RawRunReader.read(run))
			.withMessage("raw/run.properties: warmup.stable is not true or false ('yes')");
	}

	@Test
	void reportsAMissingRunProperties() throws IOException {
		Files.createDirectories(this.directory.resolve("raw/rounds"));
		assertThatExceptionOfType(RawDataException.class).isThrownBy(() -> RawRunReader.read(this.directory))
			.withMessage("raw/run.properties: the file is missing");
	}

	@Test
	void reportsMissingRounds() {
		Path run = RunDirectoryFixture.single(this.directory).write();
		assertThatExceptionOfType(RawDataException.class).isThrownBy(() -> RawRunReader.read(run))
			.withMessage("raw/rounds: the directory is missing");
	}

	@Test
	void rejectsAMisnamedRoundFile() throws IOException {
		Path run = TestRuns.single(this.directory).write();
		Files.writeString(run.resolve("raw/rounds/7-gateway.properties"), "round=7\n");
		assertThatExceptionOfType(RawDataException.class).isThrownBy(() -> RawRunReader.read(run))
			.withMessage("raw/rounds/7-gateway.properties: the name is not NNN-TARGET.properties");
	}

	@Test
	void ignoresFilesThatAreNotRounds() throws IOException {
		Path run = TestRuns.single(this.directory).write();
		Files.writeString(run.resolve("raw/rounds/.007-gateway.properties.tmp"), "half written");
		assertThat(RawRunReader.read(run).rounds()).hasSize(6);
	}

	@Test
	void trimsValues() {
		RunDirectoryFixture fixture = RunDirectoryFixture.single(this.directory)
			.gateway(1, "gateway", 50_000, 900)
			.set("wrk.requests", "50000 ")
			.add();
		assertThat(RawRunReader.read(fixture.write()).rounds().get(0).wrk().requests()).isEqualTo(50_000);
	}

}
