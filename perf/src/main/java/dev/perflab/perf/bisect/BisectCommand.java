package dev.perflab.perf.bisect;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

import dev.perflab.perf.flamegraph.Weighing;
import dev.perflab.perf.metrics.Metric;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code perf bisect GOOD BAD}: the first commit of GOOD..BAD whose CPU (or, with
 * {@code --metric allocation}, heap allocation) per request is worse than GOOD's, found
 * with the gate's own compare and verdict.
 */
@Command(name = "bisect", resourceBundle = "dev.perflab.perf.bisect.bisect", mixinStandardHelpOptions = true,
		sortOptions = false)
public final class BisectCommand implements Callable<Integer> {

	@Spec
	private CommandSpec spec;

	@Parameters(index = "0", paramLabel = "GOOD")
	private String good;

	@Parameters(index = "1", paramLabel = "BAD")
	private String bad;

	@Parameters(index = "2..*", paramLabel = "COMPARE_OPTION")
	private List<String> passThrough = new ArrayList<>();

	@Option(names = "--root", paramLabel = "DIR", defaultValue = ".")
	private Path root;

	@Option(names = "--pipeline", paramLabel = "COMMAND", defaultValue = "perf/local.sh")
	private String pipeline;

	@Option(names = "--out", paramLabel = "DIR")
	private Path out;

	@Option(names = "--attempts", paramLabel = "N", defaultValue = "2")
	private int attempts;

	@Option(names = "--metric", paramLabel = "METRIC", defaultValue = "cpu",
			completionCandidates = BisectMetric.Ids.class)
	private String metric;

	@Override
	public Integer call() {
		PrintWriter out = this.spec.commandLine().getOut();
		if (this.attempts < 1) {
			throw new IllegalArgumentException("--attempts must be 1 or more, was " + this.attempts);
		}
		Metric judged = BisectMetric.of(this.metric);
		String goodSha = git("rev-parse", "--verify", "--quiet", this.good + "^{commit}").get(0);
		String badSha = git("rev-parse", "--verify", "--quiet", this.bad + "^{commit}").get(0);
		git("merge-base", "--is-ancestor", goodSha, badSha);
		List<String> commits = git("rev-list", "--reverse", "--first-parent", "--ancestry-path",
				goodSha + ".." + badSha);
		if (commits.isEmpty()) {
			throw new IllegalArgumentException(this.bad + " is " + this.good + ": no commit to bisect");
		}
		Path directory = (this.out != null) ? this.out : this.root.resolve("perf/target/bisect-"
				+ goodSha.substring(0, 12) + "-" + commits.get(commits.size() - 1).substring(0, 12));
		out.printf(Locale.ROOT, "[bisect] %d commits after %s; about %d compares (BAD first), run directories in %s%n",
				commits.size(), goodSha.substring(0, 12), 1 + log2Ceiling(commits.size()), directory);
		out.flush();
		PipelineJudge judge = new PipelineJudge(List.of(this.root.resolve(this.pipeline).toString()), goodSha,
				directory, this.passThrough, judged);
		Bisection.Outcome outcome = new Bisection(judge, this.attempts, (step) -> {
			out.println("[bisect] " + describe(step, judged));
			out.flush();
		}).run(commits);
		switch (outcome.conclusion()) {
			case FOUND -> {
				out.println("first bad commit: " + subject(outcome.candidates().get(0)) + "\n  "
						+ describe(outcome.blamed(), judged) + " against " + goodSha.substring(0, 12));
				keepFlameGraphs(judge.directoryOf(outcome.blamed()), directory, out);
			}
			case NO_REGRESSION -> out.println("no regression of " + judged.label() + " in " + this.good + ".."
					+ this.bad + ": " + describe(outcome.steps().get(outcome.steps().size() - 1), judged));
			case UNDECIDED -> {
				out.println("undecided: the first bad commit is one of (skipped ones could not be judged):");
				outcome.candidates().forEach((c) -> out.println("  " + subject(c)));
				return 1;
			}
		}
		return 0;
	}

	/**
	 * Keeps the differential flame graphs of the compare that blamed the commit at the
	 * top of the bisection's directory, where they are found without knowing which step
	 * it was.
	 */
	static void keepFlameGraphs(Path run, Path directory, PrintWriter out) {
		if (run == null || !Files.isRegularFile(run.resolve(Weighing.CPU.file()))) {
			out.println("  no differential flame graph in " + run);
			return;
		}
		try {
			for (String file : List.of(Weighing.CPU.file(), Weighing.CPU.goneFile(), Weighing.ALLOCATION.file(),
					Weighing.ALLOCATION.goneFile())) {
				if (Files.isRegularFile(run.resolve(file))) {
					Files.copy(run.resolve(file), directory.resolve(file), StandardCopyOption.REPLACE_EXISTING);
				}
			}
		}
		catch (IOException ex) {
			throw new UncheckedIOException("cannot keep the differential flame graphs of " + run, ex);
		}
		out.println(
				"  differential flame graph (head against the good commit): " + directory.resolve(Weighing.CPU.file())
						+ (Files.isRegularFile(directory.resolve(Weighing.ALLOCATION.file()))
								? ", allocation: " + directory.resolve(Weighing.ALLOCATION.file()) : ""));
	}

	static String describe(Step step, Metric metric) {
		String commit = step.commit().substring(0, 12) + ((step.attempt() > 1) ? " (again)" : "");
		if (step.verdict() == null) {
			return commit + ": skipped, " + step.problem();
		}
		String interval = (step.lowPercent() != null)
				? String.format(Locale.ROOT, " (%+.1f … %+.1f%%)", step.lowPercent(), step.highPercent()) : "";
		String change = (step.changePercent() != null) ? String.format(Locale.ROOT, "%+.1f%%", step.changePercent())
				: "no figure";
		return commit + ": " + metric.label() + " " + change + interval + " " + step.verdict().id() + " -> "
				+ step.decision().name().toLowerCase(Locale.ROOT);
	}

	private String subject(String commit) {
		try {
			return git("log", "-1", "--format=%H %s", commit).get(0);
		}
		catch (BisectStopped ex) {
			return commit;
		}
	}

	private static int log2Ceiling(int n) {
		return 32 - Integer.numberOfLeadingZeros(Math.max(n - 1, 0));
	}

	private List<String> git(String... arguments) {
		List<String> command = new ArrayList<>(List.of("git", "-C", this.root.toString()));
		command.addAll(List.of(arguments));
		try {
			Process process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
			String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
			int status = process.waitFor();
			if (status != 0) {
				throw new BisectStopped(2, describeFailure(arguments));
			}
			return output.lines().filter((line) -> !line.isBlank()).toList();
		}
		catch (IOException ex) {
			throw new BisectStopped(3, "cannot run git: " + ex.getMessage());
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			throw new BisectStopped(3, "interrupted");
		}
	}

	private String describeFailure(String... arguments) {
		return switch (arguments[0]) {
			case "rev-parse" -> "'" + arguments[3].replace("^{commit}", "") + "' is not a commit of " + this.root;
			case "merge-base" -> this.good + " is not an ancestor of " + this.bad + ": GOOD must come before BAD";
			default -> "git " + String.join(" ", arguments) + " failed in " + this.root;
		};
	}

}
