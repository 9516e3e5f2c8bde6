package dev.perflab.perf.run;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

class ProcessRegistryTests {

	@TempDir
	Path directory;

	@Test
	void leavesNoProcessBehind() {
		StringWriter err = new StringWriter();
		ProcessRegistry registry = new ProcessRegistry(new Progress(new PrintWriter(err)));
		CpuSet cpus = CpuSet.allowed();
		LabProcess first = registry.start("first", cpus, List.of("sleep", "60"), this.directory.resolve("first.log"));
		LabProcess second = registry.start("second", cpus, List.of("sleep", "60"),
				this.directory.resolve("second.log"));
		assertThat(first.isAlive()).isTrue();
		registry.stopAll();
		assertThat(first.isAlive()).isFalse();
		assertThat(second.isAlive()).isFalse();
		assertThat(err.toString()).contains("stopped 2 processes");
	}

	@Test
	void pinsAProcessWithEveryThread() {
		ProcessRegistry registry = new ProcessRegistry(new Progress(new PrintWriter(new StringWriter())));
		CpuSet first = new CpuSet(List.of(CpuSet.allowed().cpus().get(0)));
		LabProcess sleeper = registry.start("sleeper", CpuSet.allowed(), List.of("sleep", "60"),
				this.directory.resolve("sleeper.log"));
		try {
			sleeper.pin(first);
			assertThat(Commands.run(List.of("taskset", "-c", "-p", Long.toString(sleeper.pid())), "reading"))
				.endsWith(": " + first);
		}
		finally {
			registry.stopAll();
		}
	}

}
