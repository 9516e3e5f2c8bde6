package dev.perflab.perf.run;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.apache.commons.statistics.descriptive.Median;

import dev.perflab.perf.raw.AtRate;
import dev.perflab.perf.raw.CpuTicks;
import dev.perflab.perf.raw.ForkWarmUp;
import dev.perflab.perf.raw.HostFreeze;
import dev.perflab.perf.raw.Layout;
import dev.perflab.perf.raw.Mode;
import dev.perflab.perf.raw.Noise;
import dev.perflab.perf.raw.RawRound;
import dev.perflab.perf.raw.RawRun;
import dev.perflab.perf.raw.RawRunJson;
import dev.perflab.perf.raw.RunInfo;
import dev.perflab.perf.raw.Stopping;
import dev.perflab.perf.raw.Target;
import dev.perflab.perf.workload.Request;
import dev.perflab.perf.workload.VegetaTargets;
import dev.perflab.perf.workload.Workload;

/**
 * One run of the lab: services, then fork after fork of gateways (a base and a head side
 * by side, or one gateway), each warmed until warm and measured in windows; then the raw
 * record of the run, which the report reads.
 * <p>
 * A compare loads base and head at the same time on the same CPU, each by its own wrk
 * ({@link Load}), and starts K fresh pairs (forks) so that the difference between two
 * JVMs of one jar enters the interval instead of hiding in it: the JIT of each start
 * makes its own decisions, and on the lab machine two starts of one jar differed by
 * 1-1.5%. Start order and ports alternate between forks, so neither side always goes
 * first.
 * <p>
 * A single run (pushes to main: the trend) measures one gateway against the direct
 * backend in alternating windows, the direct windows being the control for machine drift.
 */
public final class LabRun {

	/** CPU figures are nanoseconds: the report reads them as ticks of 10^9 per second. */
	private static final long NANOS_PER_SECOND = 1_000_000_000L;

	private final RunSettings settings;

	private final Progress progress;

	private final ProcessRegistry registry;

	private final Path jcmd;

	private final ForkJudge judge;

	private final List<RawRound> rounds = new ArrayList<>();

	private final Map<String, List<Path>> windowRecordings = new LinkedHashMap<>();

	private final List<ForkWarmUp> warmUps = new ArrayList<>();

	private final List<HostFreeze> hostFreezes = new ArrayList<>();

	private Noise noiseDone;

	private Stopping.Reason stopReason = Stopping.Reason.FORKS;

	private CpuLayout layout;

	private CpuSet allowedCpus;

	private Load load;

	private LabProcess hello;

	private LabProcess auth;

	private EntropyFeeder entropy;

	private int sequence;

	private int roundNumber;

	private Long windowStartMillis;

	private final TrafficCheck traffic;

	/** The workload's wrk script, written once its requests are checked (fork 1). */
	private Path script;

	private long windowEndMillis;

	/** The latency phase's load, null without {@code --rate}. */
	private Vegeta vegeta;

	/** The latency phase's rate for each gateway, fixed by fork 1's windows. */
	private Long ratePerGateway;

	/** The jar each gateway jar starts from ({@link UnpackedJar}). */
	private Map<Path, Path> startJars;

	/**
	 * A run.
	 * @param judge looks at a compare's rounds after each fork (see {@link ForkJudge});
	 * null to measure every fork
	 */
	public LabRun(RunSettings settings, Progress progress, ProcessRegistry registry, ForkJudge judge) {
		this.settings = settings;
		this.progress = progress;
		this.registry = registry;
		this.jcmd = settings.java().resolveSibling("jcmd");
		this.judge = judge;
		this.traffic = new TrafficCheck(settings.workload(), progress);
	}

	/**
	 * Runs the lab and writes {@code raw/run.json} into the run directory.
	 * @throws LabException if a tool, a port or a process fails
	 * @throws IOException if raw/run.json cannot be written
	 */
	public RawRun run() throws IOException {
		String started = Instant.now().toString();
		long startNanos = System.nanoTime();
		checkPrerequisites();
		// Read before the pin below: inside it this JVM has the services' CPUs only, and
		// the run's record said "1 vCPUs" of every 2-vCPU machine.
		this.allowedCpus = CpuSet.allowed();
		this.layout = CpuLayout.choose(this.allowedCpus);
		// This JVM off the gateways' CPUs, on the services' (its probes and noise pin
		// their own threads after this), and back where it was after the run.
		try (SelfPin pinned = SelfPin.to(this.layout.services())) {
			return runPinned(started, startNanos);
		}
	}

	private RawRun runPinned(String started, long startNanos) throws IOException {
		Wrk wrk = new Wrk(this.layout.wrk(),
				(this.settings.wrkThreads() > 0) ? this.settings.wrkThreads() : this.layout.wrk().size(),
				this.settings.connections());
		this.progress.log("layout: gateways on CPU " + this.layout.gateway() + ", services on " + this.layout.services()
				+ ", wrk on " + this.layout.wrk() + " (" + wrk.threads() + " threads, " + wrk.connections()
				+ " connections per gateway)");
		if (this.layout.shared()) {
			this.progress.log("WARNING: one CPU only: gateways, services and wrk share it; figures will be noisy");
		}
		Path raw = directory("raw");
		this.load = new Load(this.registry, wrk, raw);
		if (this.settings.rate() != null) {
			this.vegeta = new Vegeta(this.layout.wrk());
		}
		startServices();
		// Unpacked into the run (a directory is unpacked into only when empty), and gone
		// with the gateways that started from them: 50 MB a jar.
		deleteTree(raw.resolve("jars"));
		this.startJars = UnpackedJar.unpack(
				this.settings.compare() ? List.of(this.settings.headJar(), this.settings.baseJar())
						: List.of(this.settings.headJar()),
				raw.resolve("jars"), this.layout.gateway(), this.settings.java(), this.progress);
		if (this.settings.profile().equals("entropy-starvation")) {
			this.entropy = EntropyFeeder.open(raw.resolve("entropy.fifo"), this.settings.entropyBytes());
		}
		List<FreezeProbe> probes = new ArrayList<>();
		for (int cpu : this.layout.all().cpus()) {
			FreezeProbe probe = new FreezeProbe(cpu);
			probe.start();
			probes.add(probe);
		}
		NoiseNeighbour noise = null;
		if (this.settings.noise()) {
			noise = new NoiseNeighbour(this.layout.gateway(), System.nanoTime());
			noise.start();
			this.progress.log("noisy neighbour on the gateway CPU " + this.layout.gateway() + " (--noise): busy "
					+ NoiseNeighbour.MIN_MS + "-" + NoiseNeighbour.MAX_MS + " ms, then idle " + NoiseNeighbour.MIN_MS
					+ "-" + NoiseNeighbour.MAX_MS + " ms, at random, until the run ends");
		}
		try {
			runForks(startNanos);
		}
		finally {
			if (this.entropy != null) {
				this.entropy.close();
			}
			// Before the noise line: stopping the processes takes longer than a signal to
			// arrive, so an interrupted run knows to leave that line out.
			this.registry.stopAll();
			if (noise != null) {
				this.noiseDone = noise.stop();
				if (Interruption.current().isEmpty()) {
					this.progress.log("noisy neighbour stopped: it ran " + Math.round(this.noiseDone.cpuShare() * 100)
							+ "% of the gateway CPU's time");
				}
			}
			probes.forEach((probe) -> this.hostFreezes.add(probe.stop()));
			deleteTree(raw.resolve("jars"));
		}
		keepRecordings();
		deleteTree(raw.resolve("jfr-repository"));
		RawRun run = new RawRun(this.settings.outDirectory(), info(started), List.copyOf(this.rounds));
		RawRunJson.write(run);
		return run;
	}

	/**
	 * Runs fork after fork until the judge has its answer, the forks are spent, or
	 * another fork would end past the budget ({@link ForkBudget}).
	 */
	private void runForks(long startNanos) {
		ForkBudget budget = new ForkBudget(this.settings.budgetSeconds());
		double longestFork = 0;
		for (int fork = 1; fork <= this.settings.forks(); fork++) {
			long forkStart = System.nanoTime();
			runFork(fork);
			longestFork = Math.max(longestFork, (System.nanoTime() - forkStart) / 1e9);
			double elapsed = (System.nanoTime() - startNanos) / 1e9;
			boolean outOfForks = fork == this.settings.forks();
			boolean exceeded = budget.exceeded(elapsed, longestFork);
			// A last look is the run's last whatever it says: the report must judge it as
			// one (it spends what is left of α), so its reason is what ended the run. A
			// look without pairs enough spends nothing, so "last" does not change it.
			ForkJudge.Look look = (this.judge != null)
					? this.judge.look(List.copyOf(this.rounds), outOfForks || exceeded)
					: new ForkJudge.Look(true, false, "");
			if (this.judge != null) {
				this.progress.log("fork " + fork + "/" + this.settings.forks() + ": " + look.description());
			}
			boolean outOfTime = budget.stops(elapsed, longestFork, look.judged());
			if (outOfTime && !outOfForks) {
				this.stopReason = Stopping.Reason.BUDGET;
				this.progress.log("stopping after fork " + fork + ": another fork (up to " + Math.round(longestFork)
						+ " s) would not fit the budget of " + this.settings.budgetSeconds() + " s");
				return;
			}
			if (exceeded && !outOfForks) {
				this.progress.log("fork " + fork + "/" + this.settings.forks() + ": another fork (up to "
						+ Math.round(longestFork) + " s) ends past the budget of " + this.settings.budgetSeconds()
						+ " s, but a look needs more pairs: one more fork");
			}
			if (look.answered() && !(outOfForks || outOfTime)) {
				this.stopReason = Stopping.Reason.ANSWER;
				return;
			}
		}
	}

	private void checkPrerequisites() {
		if (!Files.isExecutable(this.jcmd)) {
			throw new LabException(this.jcmd + " not found: " + this.settings.java()
					+ " belongs to a JRE; the run needs a full JDK (jcmd)");
		}
		for (Path jar : new Path[] { this.settings.headJar(), this.settings.baseJar(), this.settings.helloJar(),
				this.settings.authJar() }) {
			if (jar != null && !Files.isRegularFile(jar)) {
				throw new LabException(jar + " not found: build first (mvn package -DskipTests)");
			}
		}
		List<Integer> ports = this.settings.ports().all(this.settings.compare(), this.settings.pairs());
		if (new java.util.HashSet<>(ports).size() < ports.size()) {
			throw new LabException("the ports overlap: " + ports + " (the gateways use --gateway-port, --base-port "
					+ "and the ports after it, one per gateway; move --hello-port and --auth-port out of the way)");
		}
		FreePorts.defaults(this.progress).check(ports);
		if (this.settings.rate() != null) {
			try {
				Commands.run(List.of(Vegeta.PROGRAM, "-version"), "asking vegeta its version");
			}
			catch (LabException ex) {
				throw new LabException("--rate needs vegeta on PATH, the latency phase's load (" + ex.getMessage()
						+ "): go install github.com/tsenart/vegeta/v12@v12.13.0, then put $(go env GOPATH)/bin on PATH"
						+ " (perf/local.sh does)");
			}
		}
	}

	/**
	 * Starts the services; the first fork's gateways start beside them
	 * ({@link #awaitServices}). The services start on their one CPU, and a gateway needs
	 * no backend until it is asked a request: waiting for them first left the gateway CPU
	 * idle for the 15 s they took.
	 */
	private void startServices() {
		this.hello = startService("hello", this.settings.helloJar(), this.settings.ports().hello());
		this.auth = startService("auth", this.settings.authJar(), this.settings.ports().auth());
	}

	private void awaitServices() {
		Duration timeout = Duration.ofSeconds(this.settings.startTimeoutSeconds());
		HealthCheck.await(this.hello, this.settings.ports().hello(), timeout, this.progress);
		HealthCheck.await(this.auth, this.settings.ports().auth(), timeout, this.progress);
		this.progress.log("hello-service and auth-service healthy");
	}

	private LabProcess startService(String name, Path jar, int port) {
		List<String> command = List.of(this.settings.java().toString(), "-XX:+UseSerialGC", "-Xms128m", "-Xmx256m",
				"-jar", jar.toString(), "--server.port=" + port);
		LabProcess process = this.registry.start(name, this.layout.services(), command, log(name));
		this.progress.log("started " + name + " (pid " + process.pid() + ", CPU " + this.layout.services() + ")");
		return process;
	}

	private void runFork(int fork) {
		long launched = System.nanoTime();
		List<Gateway> gateways = gatewaysOf(fork);
		String what = (this.settings.forks() > 1) ? "fork " + fork + "/" + this.settings.forks() + ": " : "";
		Map<String, LabProcess> processes = new LinkedHashMap<>();
		Path entropyFifo = (this.entropy != null) ? this.entropy.fifo() : null;
		for (Gateway gateway : gateways) {
			if (this.entropy != null && gateway.profile().equals("entropy-starvation")) {
				this.entropy.prime();
			}
			LabProcess process = this.registry.start(gateway.name(), this.layout.all(),
					gateway.command(this.settings, this.layout, this.settings.outDirectory(), entropyFifo),
					log(gateway.name() + ((this.settings.forks() > 1) ? "-fork" + fork : "")));
			processes.put(gateway.name(), process);
			this.progress
				.log(what + "started " + gateway.name() + " (pid " + process.pid() + ", port " + gateway.port() + ")");
		}
		if (fork == 1) {
			awaitServices();
		}
		Duration timeout = Duration.ofSeconds(this.settings.startTimeoutSeconds());
		for (Gateway gateway : gateways) {
			HealthCheck.await(processes.get(gateway.name()), gateway.port(), timeout, this.progress);
		}
		if (fork == 1) {
			Gateway base = gateways.stream().filter(LabRun::isBase).findFirst().orElse(null);
			this.script = this.traffic.before(firstHead(gateways), base, this.settings.wrkScript(),
					directory("raw").resolve("workload.lua"));
		}
		double startSeconds = (System.nanoTime() - launched) / 1e9;
		Map<String, HeapAllocation> heaps = new LinkedHashMap<>();
		try {
			gateways.forEach((gateway) -> heaps.put(gateway.name(), HeapAllocation.of(processes.get(gateway.name()))));
			runFork(fork, what, gateways, processes, heaps, startSeconds);
		}
		finally {
			heaps.values().forEach(HeapAllocation::close);
		}
	}

	private void runFork(int fork, String what, List<Gateway> gateways, Map<String, LabProcess> processes,
			Map<String, HeapAllocation> heaps, double startSeconds) {
		// Base before head in every figure, whichever started first.
		List<Gateway> sides = new ArrayList<>(gateways);
		sides.sort((a, b) -> a.name().compareTo(b.name()));
		Map<String, LabProcess> measured = new LinkedHashMap<>();
		sides.forEach((gateway) -> measured.put(gateway.name(), processes.get(gateway.name())));
		if (fork == 1 && !this.settings.compare()) {
			this.progress.log("warming up the direct backend");
			this.load.run(List.of(directTarget()), this.settings.probeSeconds(), Map.of());
		}
		WarmUp.Outcome warmUp = new WarmUp(this.load, this.layout, this.settings, this.progress).run(what,
				sides.stream().map(this::target).toList(), measured);
		if (this.entropy != null) {
			this.entropy.startFeeding();
		}
		List<Gateway> recorded = sides.stream().filter(Gateway::recorded).toList();
		List<LabProcess> recording = recorded.stream().map((gateway) -> measured.get(gateway.name())).toList();
		JfrWindow.start(this.jcmd, recording, this.settings.jfrSettings());
		int firstRound = this.rounds.size();
		measure(fork, what, sides, measured, heaps);
		long measuredEnd = System.nanoTime();
		List<Path> files = new ArrayList<>();
		for (Gateway gateway : recorded) {
			Path file = directory("raw/jfr").resolve("fork-" + fork + "-" + gateway.name() + ".jfr");
			files.add(file);
			this.windowRecordings.computeIfAbsent(roleOf(gateway.name()), (name) -> new ArrayList<>()).add(file);
		}
		JfrWindow.stop(this.jcmd, recording, files);
		// The latency phase before anything else asks the gateways or reads
		// their recordings. Asked of head-1's actuator just before, head-1's p99
		// at the rate read 1.0-2.7 s in four forks of four, the others' 0.1-0.6
		// s; asked after, 147 ms beside 62-150. Reading four recordings costs
		// this JVM seconds of CPU and a heap of garbage. The route counts
		// include the phase's requests.
		if (this.vegeta != null) {
			latencyPhase(fork, what, sides, firstRound);
		}
		this.traffic.countRoutes(firstHead(sides));
		countThrowables(fork, firstRound, recorded, files);
		// The JMX connections closed before their JVMs stop: open, their checker
		// thread found the gateways gone and printed JMX's own WARNING lines
		// ("Failed to check connection") amid the progress. (Closed again, in
		// the finally of the fork, on the way out of a failure: a no-op here.)
		heaps.values().forEach(HeapAllocation::close);
		this.registry.stop(List.copyOf(processes.values()));
		this.warmUps.add(new ForkWarmUp(tenths(warmUp.seconds()), warmUp.warm(), thousandths(warmUp.compilerShare()),
				tenths(startSeconds), tenths((System.nanoTime() - measuredEnd) / 1e9)));
	}

	/**
	 * The latency phase of a fork, after its windows and outside their recording: every
	 * gateway at once at one arrival rate for a window's length or longer
	 * ({@link PhaseWindow}), each by its own vegeta, and each JVM's window given to its
	 * last round. The rate is fixed at fork 1, from the median of what its gateways
	 * served a second in the closed-loop windows, so that every JVM of the run meets the
	 * same load.
	 * @param firstRound the index of the fork's first round
	 */
	private void latencyPhase(int fork, String what, List<Gateway> sides, int firstRound) {
		if (this.ratePerGateway == null) {
			double capacity = Median.withDefaults()
				.evaluate(this.rounds.subList(firstRound, this.rounds.size())
					.stream()
					.filter((round) -> round.target().isGateway())
					.mapToDouble((round) -> round.wrk().perSecond())
					.toArray());
			this.ratePerGateway = this.settings.rate().perGateway(capacity);
			this.progress.log(what + "latency phase: " + this.ratePerGateway + " requests a second for each gateway ("
					+ this.settings.rate().describe() + ": " + Math.round(capacity) + " req/s a gateway)");
		}
		int seconds = PhaseWindow.seconds(this.ratePerGateway, this.settings.windowSeconds(),
				this.settings.phaseMostWindows());
		this.progress.log(what + "latency phase: every gateway at " + this.ratePerGateway + " requests a second for "
				+ seconds + " s"
				+ ((seconds > this.settings.windowSeconds())
						? " (longer than a window, so that p99 rests on " + AtRate.TAIL_REQUESTS + " answers beyond it)"
						: ""));
		Path raw = directory("raw");
		Workload sent = this.traffic.sent();
		Set<Integer> expected = sent.sent().stream().map(Request::status).collect(Collectors.toSet());
		Map<String, Vegeta.Running> running = new LinkedHashMap<>();
		for (Gateway gateway : sides) {
			Path targets = raw.resolve("vegeta-" + gateway.name() + ".json");
			try {
				Files.writeString(targets, VegetaTargets.of(sent, "http://127.0.0.1:" + gateway.port()));
			}
			catch (IOException ex) {
				throw new UncheckedIOException("cannot write " + targets, ex);
			}
			running.put(gateway.name(), this.vegeta.start(this.registry, gateway.name(), targets, this.ratePerGateway,
					seconds, raw.resolve("vegeta-" + gateway.name() + ".bin")));
		}
		int pairs = this.settings.compare() ? this.settings.pairs() : 1;
		for (Map.Entry<String, Vegeta.Running> each : running.entrySet()) {
			String name = each.getKey();
			AtRate window = each.getValue().await(expected);
			Target target = Target.valueOf(roleOf(name).toUpperCase(Locale.ROOT));
			int jvmPair = RawRound.jvmPair(fork, pairOf(name), pairs);
			for (int i = this.rounds.size() - 1; i >= firstRound; i--) {
				RawRound round = this.rounds.get(i);
				if (round.target() == target && round.jvmPair() == jvmPair) {
					this.rounds.set(i, round.withAtRate(window));
					break;
				}
			}
			this.progress.log(what + "latency phase: " + name + " " + Vegeta.describe(window));
		}
		// The targets are the workload's, made anew from it each fork (the ports move).
		for (Gateway gateway : sides) {
			try {
				Files.deleteIfExists(raw.resolve("vegeta-" + gateway.name() + ".json"));
			}
			catch (IOException ex) {
				// A leftover in raw/: harmless.
			}
		}
	}

	/**
	 * Gives the fork's rounds the throwables their gateway's recording counted over each
	 * round's time; an unrecorded gateway's rounds keep none.
	 * @param firstRound the index of the fork's first round
	 * @param recorded the gateways recorded, in the order of their files
	 */
	private void countThrowables(int fork, int firstRound, List<Gateway> recorded, List<Path> files) {
		Map<String, CumulativeCount> byGateway = new LinkedHashMap<>();
		for (int i = 0; i < recorded.size(); i++) {
			byGateway.put(recorded.get(i).name(), ThrowableCounts.read(files.get(i)));
		}
		int pairs = this.settings.compare() ? this.settings.pairs() : 1;
		for (int i = firstRound; i < this.rounds.size(); i++) {
			RawRound round = this.rounds.get(i);
			int pair = round.jvmPair() - (fork - 1) * pairs;
			CumulativeCount count = byGateway.get(gatewayName(round.target().process(), pair));
			if (count != null) {
				this.rounds.set(i, round.withThrowables(count.between(round.startMs(), round.endMs())));
			}
		}
	}

	private static double tenths(double seconds) {
		return Math.round(seconds * 10) / 10.0;
	}

	/** A share to a tenth of a percent, as the summary states it. */
	private static double thousandths(double share) {
		return Math.round(share * 1000) / 1000.0;
	}

	/**
	 * Returns the gateways of a fork in start order: odd forks start each pair's base
	 * first, even forks its head, and the two swap ports. With several pairs the gateways
	 * are named base-1, head-1, base-2, ...
	 */
	private List<Gateway> gatewaysOf(int fork) {
		RunSettings.Ports ports = this.settings.ports();
		if (!this.settings.compare()) {
			return List.of(new Gateway("gateway", this.startJars.get(this.settings.headJar()), this.settings.profile(),
					ports.gateway(), true));
		}
		boolean odd = fork % 2 == 1;
		int pairs = this.settings.pairs();
		List<Integer> slots = ports.gateways(pairs);
		List<Gateway> gateways = new ArrayList<>();
		for (int pair = 1; pair <= pairs; pair++) {
			int first = slots.get(2 * (pair - 1));
			int second = slots.get(2 * (pair - 1) + 1);
			Gateway base = new Gateway(gatewayName("base", pair), this.startJars.get(this.settings.baseJar()), "clean",
					odd ? second : first, this.settings.baseRecorded());
			Gateway head = new Gateway(gatewayName("head", pair), this.startJars.get(this.settings.headJar()),
					this.settings.profile(), odd ? first : second, true);
			gateways.addAll(odd ? List.of(base, head) : List.of(head, base));
		}
		return gateways;
	}

	/**
	 * Returns the name of a gateway by its role ({@code base}, {@code head},
	 * {@code gateway}) and pair: base-2 with several pairs, base with one.
	 */
	private String gatewayName(String role, int pair) {
		return role + ((this.settings.compare() && this.settings.pairs() > 1) ? "-" + pair : "");
	}

	/** Returns the role of a gateway: base-2 is a base. */
	private static String roleOf(String name) {
		int dash = name.indexOf('-');
		return (dash > 0) ? name.substring(0, dash) : name;
	}

	/** Returns the pair of a gateway, 1-based: base-2 is in pair 2. */
	private static int pairOf(String name) {
		int dash = name.indexOf('-');
		return (dash > 0) ? Integer.parseInt(name.substring(dash + 1)) : 1;
	}

	private void measure(int fork, String what, List<Gateway> sides, Map<String, LabProcess> processes,
			Map<String, HeapAllocation> heaps) {
		for (int window = 1; window <= this.settings.windows(); window++) {
			if (this.settings.compare()) {
				// Both gateways at once, each by its own wrk, on the same CPU.
				List<Load.Target> targets = sides.stream().map(this::target).toList();
				Load.Result result = this.load.run(targets, this.settings.windowSeconds(), processes, heaps);
				record(fork, result, targets);
				this.traffic.afterWindow(result.wrk(), sides, what + "window " + window);
				this.progress
					.log(what + "window " + window + "/" + this.settings.windows() + ": " + describeWindow(result));
			}
			else {
				// One gateway against the direct backend, alternately (ABBA): the direct
				// windows are the control for machine drift.
				Map<String, LabProcess> all = new LinkedHashMap<>(processes);
				all.put("hello", this.hello);
				all.put("auth", this.auth);
				List<Load.Target> order = new ArrayList<>(List.of(target(sides.get(0)), directTarget()));
				if (window % 2 == 0) {
					Collections.reverse(order);
				}
				this.roundNumber++;
				for (Load.Target target : order) {
					Load.Result result = this.load.run(List.of(target), this.settings.windowSeconds(), all, heaps);
					record(fork, result, List.of(target));
					this.traffic.afterWindow(result.wrk(), sides, what + "window " + window);
					this.progress
						.log(what + "window " + window + "/" + this.settings.windows() + ": " + describeWindow(result));
				}
			}
		}
	}

	/**
	 * Records the rounds of one window. In a compare each base/head pair is a unit of its
	 * own (its fork id counts the pairs of all forks) with its own round number, and its
	 * rounds carry the CPU of that pair only, under the names base and head.
	 */
	private void record(int fork, Load.Result result, List<Load.Target> targets) {
		if (this.windowStartMillis == null) {
			this.windowStartMillis = result.startMillis();
		}
		this.windowEndMillis = result.endMillis();
		int pairs = this.settings.compare() ? this.settings.pairs() : 1;
		int firstRound = this.roundNumber;
		for (Load.Target loaded : targets) {
			String name = loaded.name();
			int pair = name.equals("direct") ? 1 : pairOf(name);
			Map<String, CpuTicks.Span> spans = new TreeMap<>();
			result.cpu().forEach((process, used) -> {
				if (this.settings.compare() && pairOf(process) != pair) {
					return;
				}
				long before = result.before()
					.get(process)
					.threads()
					.values()
					.stream()
					.mapToLong(ThreadTimes.Thread::cpuNanos)
					.sum();
				spans.put(roleOf(process), new CpuTicks.Span(before, before + used.nanos(), used.compilerNanos()));
			});
			Target target = Target.valueOf(name.equals("direct") ? "DIRECT" : roleOf(name).toUpperCase(Locale.ROOT));
			int round = this.settings.compare() ? firstRound + pair : firstRound;
			this.sequence++;
			this.rounds.add(new RawRound(this.sequence, round, RawRound.jvmPair(fork, pair, pairs), target,
					loaded.url(), result.startMillis(), result.endMillis(), result.wrk().get(name),
					new CpuTicks(NANOS_PER_SECOND, spans), result.allocatedBytes().get(name), null, null));
		}
		if (this.settings.compare()) {
			this.roundNumber += pairs;
		}
	}

	private static String describeWindow(Load.Result result) {
		StringBuilder line = new StringBuilder();
		result.wrk().forEach((name, wrk) -> {
			ThreadTimes.CpuUsed cpu = result.cpu().get(name.equals("direct") ? "hello" : name);
			line.append(String.format(Locale.ROOT, "%s %.0f req/s", name, wrk.perSecond()));
			if (cpu != null && wrk.requests() > 0) {
				line.append(String.format(Locale.ROOT, " %.1f µs/req (JIT %.1f%%)",
						cpu.servingNanos() / 1000.0 / wrk.requests(), cpu.compilerShare() * 100));
			}
			Long allocated = result.allocatedBytes().get(name);
			if (allocated != null && wrk.requests() > 0) {
				line.append(String.format(Locale.ROOT, " %.1f KB/req", allocated / 1000.0 / wrk.requests()));
			}
			line.append("  ");
		});
		return line.toString().strip();
	}

	private Load.Target target(Gateway gateway) {
		return new Load.Target(gateway.name(), "http://127.0.0.1:" + gateway.port(), this.script);
	}

	/**
	 * The direct backend, the single run's control for machine drift: one {@code GET} of
	 * its cheapest answer, whatever the workload, as it stands for the machine, not the
	 * mix.
	 */
	private Load.Target directTarget() {
		return new Load.Target("direct", "http://127.0.0.1:" + this.settings.ports().hello() + "/hello",
				this.settings.wrkScript());
	}

	private static boolean isBase(Gateway gateway) {
		return roleOf(gateway.name()).equals("base");
	}

	/** Returns the fork's first gateway that is not a base: head-1, head, or gateway. */
	private static Gateway firstHead(List<Gateway> gateways) {
		return gateways.stream().filter((gateway) -> !isBase(gateway)).findFirst().orElseThrow();
	}

	/**
	 * Keeps every gateway JVM's window in {@code recordings/} and names one per side
	 * ({@code base.jfr}, {@code head.jfr} or {@code gateway.jfr}: the last fork's last
	 * pair) for the rules and the flame graph.
	 * <p>
	 * Pitfall: recordings of different JVMs must not be concatenated. A JFR file is a
	 * sequence of chunks, but the JDK's parser carries constant pools from one chunk to
	 * the next, and the ids of two JVMs collide: a joined file of two gateways' windows
	 * read as garbage method names and "Unknown string encoding" errors.
	 */
	private void keepRecordings() {
		Path kept = directory("recordings");
		this.windowRecordings.forEach((role, files) -> {
			try {
				for (Path file : files) {
					Files.move(file, kept.resolve(file.getFileName()), StandardCopyOption.REPLACE_EXISTING);
				}
				Path last = kept.resolve(files.get(files.size() - 1).getFileName());
				Files.copy(last, this.settings.outDirectory().resolve(role + ".jfr"),
						StandardCopyOption.REPLACE_EXISTING);
			}
			catch (IOException ex) {
				throw new UncheckedIOException("cannot keep the recordings of " + role, ex);
			}
		});
		deleteTree(this.settings.outDirectory().resolve("raw/jfr"));
	}

	private RunInfo info(String started) {
		Map<String, String> meta = new TreeMap<>(this.settings.metadata());
		boolean compare = this.settings.compare();
		// perf/local.sh --compare names the commits and the base's ref; perf run used
		// directly may not, and the record must not fail for it after the whole
		// measurement.
		String head = fact(meta.remove("git.head"), "unknown");
		String base = fact(meta.remove("git.base"), "unknown");
		String baseRef = fact(meta.remove("git.base_ref"), compare ? this.settings.baseJar().toString() : null);
		return new RunInfo(compare ? Mode.COMPARE : Mode.SINGLE, started, head, compare ? base : null,
				compare ? baseRef : null, javaVersion(), this.settings.java().getParent().getParent().toString(),
				wrkVersion(), System.getProperty("os.name") + " " + System.getProperty("os.version"), cpuModel(),
				this.allowedCpus.size(),
				new Layout(this.layout.gateway().toString(), this.layout.services().toString(),
						this.layout.wrk().toString()),
				(this.settings.wrkThreads() > 0) ? this.settings.wrkThreads() : this.layout.wrk().size(),
				this.settings.connections(), this.settings.windowSeconds(), this.warmUps.size(), this.settings.pairs(),
				this.settings.windows(), List.copyOf(this.warmUps),
				new Stopping(this.settings.forks(), this.settings.budgetSeconds(), this.stopReason),
				this.settings.profile(),
				new dev.perflab.perf.raw.JfrWindow(this.windowStartMillis,
						(this.windowStartMillis != null) ? this.windowEndMillis : null),
				this.noiseDone, List.copyOf(this.hostFreezes), this.traffic.record(), meta);
	}

	private static String fact(String given, String otherwise) {
		return (given != null && !given.isBlank()) ? given : otherwise;
	}

	private String javaVersion() {
		String output = Commands.run(List.of(this.settings.java().toString(), "-version"), "asking java its version");
		return output.lines().findFirst().orElse("unknown");
	}

	private static String wrkVersion() {
		try {
			Process process = new ProcessBuilder("wrk", "-v").redirectErrorStream(true).start();
			String first = new String(process.getInputStream().readAllBytes()).lines().findFirst().orElse("");
			process.waitFor();
			String[] words = first.split(" ");
			return (words.length >= 2) ? words[0] + " " + words[1] : first;
		}
		catch (IOException ex) {
			return "unknown";
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			return "unknown";
		}
	}

	private static String cpuModel() {
		try {
			return Files.readAllLines(Path.of("/proc/cpuinfo"))
				.stream()
				.filter((line) -> line.startsWith("model name"))
				.map((line) -> line.substring(line.indexOf(':') + 1).strip())
				.findFirst()
				.orElse("");
		}
		catch (IOException ex) {
			return "";
		}
	}

	private Path directory(String relative) {
		Path directory = this.settings.outDirectory().resolve(relative);
		try {
			Files.createDirectories(directory);
		}
		catch (IOException ex) {
			throw new UncheckedIOException("cannot create " + directory, ex);
		}
		return directory;
	}

	private Path log(String name) {
		return directory("logs").resolve(name + ".log");
	}

	private static void deleteTree(Path root) {
		if (!Files.exists(root)) {
			return;
		}
		try (Stream<Path> paths = Files.walk(root)) {
			paths.sorted(Comparator.reverseOrder()).forEach((path) -> path.toFile().delete());
		}
		catch (IOException ex) {
			// Leftovers in raw/: harmless.
		}
	}

}
