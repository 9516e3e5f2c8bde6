package dev.perflab.perf.bisect;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

import picocli.CommandLine.Command;
import picocli.CommandLine.IExitCodeGenerator;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code perf bisect GOOD BAD}: the first commit of GOOD..BAD whose CPU per request is
 * worse than GOOD's, found with the gate's own compare and verdict.
 */
@Command(name = "bisect", mixinStandardHelpOptions = true, sortOptions = false,
		description = { "Finds the first commit of GOOD..BAD (first-parent history) whose CPU per request regressed "
				+ "against GOOD, with the gate's compare (perf/local.sh --compare GOOD --head COMMIT) and verdict: "
				+ "regressed is bad, unchanged or improved is good, inconclusive is measured again and then skipped, "
				+ "a commit that does not build or run is skipped. BAD is measured first: if it has not regressed, "
				+ "there is nothing to bisect. Each step is printed as it ends; every compare keeps its run "
				+ "directory under --out. Options after -- go to every compare (e.g. -- --forks 4)." },
		exitCodeListHeading = "%nExit codes:%n",
		exitCodeList = { "0:the first bad commit was found, or BAD has not regressed against GOOD",
				"1:undecided: skipped commits leave several candidates, or BAD could not be judged",
				"2:usage (GOOD is not an ancestor of BAD, an unknown commit, a compare's usage error)",
				"3:environment (git or the pipeline cannot run)", "130:interrupted" })
public final class BisectCommand implements Callable<Integer> {

	@Spec
	private CommandSpec spec;

	@Parameters(index = "0", paramLabel = "GOOD", description = "A commit without the regression.")
	private String good;

	@Parameters(index = "1", paramLabel = "BAD", description = "A later commit with it.")
	private String bad;

	@Parameters(index = "2..*", paramLabel = "COMPARE_OPTION", description = "Options for every compare.")
	private List<String> passThrough = new ArrayList<>();

	@Option(names = "--root", paramLabel = "DIR", defaultValue = ".",
			description = "The repository (default: the current directory).")
	private Path root;

	@Option(names = "--pipeline", paramLabel = "COMMAND", defaultValue = "perf/local.sh",
			description = "What measures a commit, relative to --root (default: ${DEFAULT-VALUE}).")
	private String pipeline;

	@Option(names = "--out", paramLabel = "DIR", description = "Where the compares' run directories go "
			+ "(default: perf/target/bisect-GOOD-BAD under --root).")
	private Path out;

	@Option(names = "--attempts", paramLabel = "N", defaultValue = "2",
			description = "Compares of a commit before an inconclusive one is skipped (default: ${DEFAULT-VALUE}).")
	private int attempts;

	@Override
	public Integer call() {
		PrintWriter out = this.spec.commandLine().getOut();
		if (this.attempts < 1) {
			throw new IllegalArgumentException("--attempts must be 1 or more, was " + this.attempts);
		}
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
				directory, this.passThrough);
		Bisection.Outcome outcome = new Bisection(judge, this.attempts, (step) -> {
			out.println("[bisect] " + describe(step));
			out.flush();
		}).run(commits);
		switch (outcome.conclusion()) {
			case FOUND -> out.println("first bad commit: " + subject(outcome.candidates().get(0)) + "\n  "
					+ describe(outcome.blamed()) + " against " + goodSha.substring(0, 12));
			case NO_REGRESSION -> out.println("no regression of CPU per request in " + this.good + ".." + this.bad
					+ ": " + describe(outcome.steps().get(outcome.steps().size() - 1)));
			case UNDECIDED -> {
				out.println("undecided: the first bad commit is one of (skipped ones could not be judged):");
				outcome.candidates().forEach((c) -> out.println("  " + subject(c)));
				return 1;
			}
		}
		return 0;
	}

	static String describe(Step step) {
		String commit = step.commit().substring(0, 12) + ((step.attempt() > 1) ? " (again)" : "");
		if (step.verdict() == null) {
			return commit + ": skipped, " + step.problem();
		}
		String interval = (step.lowPercent() != null)
				? String.format(Locale.ROOT, " (%+.1f … %+.1f%%)", step.lowPercent(), step.highPercent()) : "";
		String change = (step.changePercent() != null) ? String.format(Locale.ROOT, "%+.1f%%", step.changePercent())
				: "no figure";
		return commit + ": CPU per request " + change + interval + " " + step.verdict().id() + " -> "
				+ step.decision().name().toLowerCase(Locale.ROOT);
	}

	private String subject(String commit) {
		try {
			return git("log", "-1", "--format=%H %s", commit).get(0);
		}
		catch (GitFailed ex) {
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
				throw new GitFailed(true, describeFailure(arguments));
			}
			return output.lines().filter((line) -> !line.isBlank()).toList();
		}
		catch (IOException ex) {
			throw new GitFailed(false, "cannot run git: " + ex.getMessage());
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			throw new GitFailed(false, "interrupted");
		}
	}

	private String describeFailure(String... arguments) {
		return switch (arguments[0]) {
			case "rev-parse" -> "'" + arguments[3].replace("^{commit}", "") + "' is not a commit of " + this.root;
			case "merge-base" -> this.good + " is not an ancestor of " + this.bad + ": GOOD must come before BAD";
			default -> "git " + String.join(" ", arguments) + " failed in " + this.root;
		};
	}

	/** git said no (a usage error: exit 2) or could not run (exit 3). */
	private static final class GitFailed extends RuntimeException implements IExitCodeGenerator {

		private static final long serialVersionUID = 1L;

		private final boolean usage;

		GitFailed(boolean usage, String message) {
			super(message);
			this.usage = usage;
		}

		@Override
		public int getExitCode() {
			return this.usage ? 2 : 3;
		}

	}

}
