package dev.perflab.perf.run;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

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
	void aProcessThatExitedIsNamedWithItsExitCodeAndLogNotAnInternalError() throws InterruptedException {
		ProcessRegistry registry = new ProcessRegistry(new Progress(new PrintWriter(new StringWriter())));
		LabProcess gone = registry.start("base-2", CpuSet.allowed(),
				List.of("sh", "-c", "echo 'Port 38083 was already in use'; exit 7"),
				this.directory.resolve("base-2.log"));
		gone.process().waitFor(10, TimeUnit.SECONDS);
		assertThatExceptionOfType(LabException.class).isThrownBy(() -> gone.pinAllButCompilers(CpuSet.allowed()))
			.withMessageStartingWith("base-2 (pid " + gone.pid() + ") exited with 7 during the run")
			.withMessageContaining("Port 38083 was already in use");
		assertThatExceptionOfType(LabException.class).isThrownBy(gone::threadTimes)
			.withMessageContaining("exited with 7");
		registry.stopAll();
	}

	@Test
	void startsNothingOnceClosedForAnInterruptedRun() {
		StringWriter err = new StringWriter();
		ProcessRegistry registry = new ProcessRegistry(new Progress(new PrintWriter(err)));
		CpuSet cpus = CpuSet.allowed();
		LabProcess first = registry.start("first", cpus, List.of("sleep", "60"), this.directory.resolve("first.log"));
		LabProcess second = registry.start("second", cpus, List.of("sleep", "60"),
				this.directory.resolve("second.log"));

		assertThat(registry.close()).containsExactly("second", "first");

		assertThat(first.isAlive()).isFalse();
		assertThat(second.isAlive()).isFalse();
		// The run's thread, still going, must not start what the stop would miss.
		assertThatExceptionOfType(LabException.class)
			.isThrownBy(() -> registry.start("late", cpus, List.of("sleep", "60"), this.directory.resolve("late.log")))
			.withMessage("not starting late: the run is stopping");
		assertThat(this.directory.resolve("late.log")).doesNotExist();
		assertThat(err.toString()).as("the interrupted run says it, once").isEmpty();
	}

	@Test
	void tellsAProcessThatASignalEndedFromOneItStopped() throws Exception {
		ProcessRegistry registry = new ProcessRegistry(new Progress(new PrintWriter(new StringWriter())));
		CpuSet cpus = CpuSet.allowed();
		LabProcess signalled = registry.start("signalled", cpus, List.of("sleep", "60"),
				this.directory.resolve("signalled.log"));
		LabProcess stopped = registry.start("stopped", cpus, List.of("sleep", "60"),
				this.directory.resolve("stopped.log"));
		awaitCommand(signalled.pid(), "sleep");
		// As the group's SIGTERM reaches wrk before the run's thread stops it.
		Commands.run(List.of("kill", "-TERM", Long.toString(signalled.pid())), "signalling sleep");
		signalled.process().waitFor(10, TimeUnit.SECONDS);

		registry.stop(signalled);
		registry.stop(stopped);

		assertThat(registry.endedBySignal()).containsExactly("signalled");
	}

	@Test
	void pinsEveryThreadButTheJitsCompilerThreads() throws Exception {
		Assumptions.assumeTrue(CpuSet.allowed().size() > 1, "needs two CPUs to tell pinned threads apart");
		ProcessRegistry registry = new ProcessRegistry(new Progress(new PrintWriter(new StringWriter())));
		CpuSet first = new CpuSet(List.of(CpuSet.allowed().cpus().get(0)));
		LabProcess jvm = startSleepingJvm(registry);
		try {
			jvm.pinAllButCompilers(first);
			Map<Boolean, List<CpuSet>> cpusByCompiler = ThreadTimes.of(jvm.pid())
				.threads()
				.entrySet()
				.stream()
				.collect(Collectors.partitioningBy((thread) -> thread.getValue().isCompiler(),
						Collectors.mapping((thread) -> allowedCpus(jvm.pid(), thread.getKey()), Collectors.toList())));
			assertThat(cpusByCompiler.get(true)).isNotEmpty().containsOnly(CpuSet.allowed());
			assertThat(cpusByCompiler.get(false)).isNotEmpty().containsOnly(first);
		}
		finally {
			registry.stopAll();
		}
	}

	@Test
	void lowersEveryThreadButTheJitsCompilerThreadsThenAllAlike() throws Exception {
		ProcessRegistry registry = new ProcessRegistry(new Progress(new PrintWriter(new StringWriter())));
		LabProcess jvm = startSleepingJvm(registry);
		try {
			int launched = nice(jvm.pid(), jvm.pid());
			int lowered = Math.min(19, launched + 7);
			jvm.niceAllButCompilers(lowered);
			Map<Boolean, List<Integer>> niceByCompiler = nices(jvm);
			assertThat(niceByCompiler.get(true)).isNotEmpty().containsOnly(launched);
			assertThat(niceByCompiler.get(false)).isNotEmpty().containsOnly(lowered);

			jvm.niceAll(lowered);
			assertThat(nices(jvm).get(true)).containsOnly(lowered);
		}
		finally {
			registry.stopAll();
		}
	}

	/** Starts a {@link SleepingJvm} on every CPU and waits until it is up. */
	private LabProcess startSleepingJvm(ProcessRegistry registry) throws Exception {
		Path log = this.directory.resolve("jvm.log");
		String java = ProcessHandle.current().info().command().orElseThrow();
		LabProcess jvm = registry.start("jvm", CpuSet.allowed(),
				List.of(java, "-cp", System.getProperty("java.class.path"), SleepingJvm.class.getName()), log);
		awaitLine(log, SleepingJvm.READY);
		return jvm;
	}

	private static Map<Boolean, List<Integer>> nices(LabProcess jvm) {
		return ThreadTimes.of(jvm.pid())
			.threads()
			.entrySet()
			.stream()
			.collect(Collectors.partitioningBy((thread) -> thread.getValue().isCompiler(),
					Collectors.mapping((thread) -> nice(jvm.pid(), thread.getKey()), Collectors.toList())));
	}

	/** A thread's nice value: field 19 of its stat, the 17th after its name's ")". */
	private static int nice(long pid, long tid) {
		try {
			String stat = Files.readString(Path.of("/proc", Long.toString(pid), "task", Long.toString(tid), "stat"));
			return Integer.parseInt(stat.substring(stat.lastIndexOf(')') + 2).split(" ")[16]);
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

	private static CpuSet allowedCpus(long pid, long tid) {
		try {
			return Files.readAllLines(Path.of("/proc", Long.toString(pid), "task", Long.toString(tid), "status"))
				.stream()
				.filter((line) -> line.startsWith("Cpus_allowed_list:"))
				.map((line) -> CpuSet.parse(line.substring("Cpus_allowed_list:".length()).strip()))
				.findFirst()
				.orElseThrow();
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

	private static void awaitCommand(long pid, String command) throws Exception {
		long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
		Path comm = Path.of("/proc", Long.toString(pid), "comm");
		while (!Files.readString(comm).strip().equals(command)) {
			assertThat(System.nanoTime()).as("pid %d became '%s' within 30 s", pid, command).isLessThan(deadline);
			Thread.sleep(10);
		}
	}

	private static void awaitLine(Path log, String line) throws Exception {
		long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
		while (!Files.exists(log) || !Files.readString(log).contains(line)) {
			assertThat(System.nanoTime()).as("the JVM printed '%s' within 30 s", line).isLessThan(deadline);
			Thread.sleep(50);
		}
	}

	/** A JVM that says when it is up, then waits to be stopped. */
	static final class SleepingJvm {

		static final String READY = "ready";

		public static void main(String[] args) throws InterruptedException {
			System.out.println(READY);
			Thread.sleep(60_000);
		}

	}

	@Test
	void pinsAProcessWithEveryThread() throws Exception {
		ProcessRegistry registry = new ProcessRegistry(new Progress(new PrintWriter(new StringWriter())));
		CpuSet first = new CpuSet(List.of(CpuSet.allowed().cpus().get(0)));
		LabProcess sleeper = registry.start("sleeper", CpuSet.allowed(), List.of("sleep", "60"),
				this.directory.resolve("sleeper.log"));
		try {
			// The registry starts "taskset -c ALL sleep 60": pinning before taskset has
			// exec'd sleep is undone by taskset's own call (CI saw "0,1" once).
			awaitCommand(sleeper.pid(), "sleep");
			sleeper.pin(first);
			assertThat(Commands.run(List.of("taskset", "-c", "-p", Long.toString(sleeper.pid())), "reading"))
				.endsWith(": " + first);
		}
		finally {
			registry.stopAll();
		}
	}

}
