package dev.perflab.perf.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

class WorkloadCommandTests {

	@TempDir
	Path directory;

	@Test
	void listsEachRequestWithItsShareAndWritesTheWrkScript() throws IOException {
		Path script = this.directory.resolve("default.lua");
		CommandRun run = CommandRun.of("workload", "workloads/default.yaml", "--root", "..", "--wrk-script",
				script.toString());
		assertThat(run.exitCode()).as(run.err()).isZero();
		assertThat(run.out()).contains("5 requests sent")
			.containsPattern("item +40\\.0%  GET /api/items/\\d+\\?bytes=\\d+ -> 200")
			.contains("order", "15.0%  POST /api/orders -> 201, body: generated JSON of 3072 bytes");
		assertThat(Files.readString(script)).contains("function request()", "perf_names = {\"item\", ");
	}

	@Test
	void aBadFileIsExit2NamingItsLine() throws IOException {
		Path file = this.directory.resolve("w.yaml");
		Files.writeString(file, "requests:\n  - name: a\n    path: /a\n    weight: lots\n");
		CommandRun run = CommandRun.of("workload", file.toString());
		assertThat(run.exitCode()).isEqualTo(2);
		assertThat(run.err())
			.isEqualTo("perf workload: " + file + ":4: request 'a', field 'weight': 'lots' is not a " + "number\n");
	}

}
