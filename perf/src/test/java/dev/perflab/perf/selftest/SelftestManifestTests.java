package dev.perflab.perf.selftest;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

class SelftestManifestTests {

	@TempDir
	Path directory;

	@Test
	void readsBackTheRunsAppendedOneByOne() throws IOException, SelftestManifest.InvalidManifestException {
		Path manifest = this.directory.resolve("runs.properties");
		SelftestManifest.Entry clean = new SelftestManifest.Entry("clean", 1, "-", List.of(),
				this.directory.resolve("runs/clean-1"), 0);
		SelftestManifest.Entry blocking = new SelftestManifest.Entry("blocking-auth", 1, "1",
				List.of("rule:event-loop-blocking@jdk.Socket", "metric:rps"), this.directory.resolve("runs/b\\1"), 1);
		SelftestManifest.append(manifest, 1, clean);
		SelftestManifest.append(manifest, 2, blocking);
		assertThat(SelftestManifest.read(manifest)).containsExactly(clean, blocking);
	}

}
