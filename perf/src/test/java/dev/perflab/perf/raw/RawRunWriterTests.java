package dev.perflab.perf.raw;

import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;

import dev.perflab.perf.TestRuns;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

class RawRunWriterTests {

	@TempDir
	Path directory;

	@Test
	void writesWhatTheReaderReadsBack() {
		RawRun original = RawRunReader.read(TestRuns.compareSlowerHead(this.directory.resolve("original")).write());
		Path copy = this.directory.resolve("copy");
		Map<String, String> info = new TreeMap<>(original.info().extra());
		info.putAll(Map.of("schema", "1", "mode", "compare", "started_at", original.info().startedAt(), "git.head",
				original.info().gitHead(), "git.base", original.info().gitBase(), "git.base_ref",
				original.info().gitBaseRef(), "java.version", original.info().javaVersion(), "cpu.count", "2"));
		info.putAll(Map.of("layout.gateway_cpus", "1", "layout.services_cpus", "0", "layout.wrk_cpus", "0"));
		info.putAll(Map.of("wrk.threads", "1", "wrk.connections", "8", "round.duration_s", "10", "rounds", "5",
				"warmup.seconds", "61.5", "warmup.stable", "true", "java.home", "/jdk", "wrk.version", "wrk 4.1.0",
				"os", "Linux", "cpu.model", "x"));
		RawRunWriter.writeRunInfo(copy, info);
		for (RawRound round : original.rounds()) {
			RawRound forked = new RawRound(round.file(), round.sequence(), round.round(), 1 + round.round() % 2,
					round.target(), round.url(), round.startMillis(), round.endMillis(), round.wrk(), round.cpu());
			RawRunWriter.writeRound(copy, forked);
		}
		RawRun read = RawRunReader.read(copy);
		assertThat(read.info().warmupSeconds()).isEqualTo(61.5);
		assertThat(read.info().wrkConnections()).isEqualTo(8);
		assertThat(read.rounds()).hasSameSizeAs(original.rounds());
		for (int i = 0; i < read.rounds().size(); i++) {
			RawRound before = original.rounds().get(i);
			RawRound after = read.rounds().get(i);
			assertThat(after.fork()).isEqualTo(1 + before.round() % 2);
			assertThat(after).usingRecursiveComparison().ignoringFields("fork").isEqualTo(before);
		}
	}

}
