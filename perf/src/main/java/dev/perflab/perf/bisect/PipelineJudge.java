package dev.perflab.perf.bisect;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import dev.perflab.perf.metrics.Metric;
import dev.perflab.perf.results.InvalidResultsException;
import dev.perflab.perf.results.Results;
import dev.perflab.perf.results.ResultsJson;
import dev.perflab.perf.compare.MetricComparison;

/**
 * Judges a commit by running the pipeline's compare against the good commit, exactly as a
 * pull request's gate would (same settings, same verdict), each in a run directory of its
 * own that stays for a look afterwards.
 */
final class PipelineJudge implements Bisection.Judge {

	/** The pipeline's exit codes that stop the bisection instead of skipping a commit. */
	static final int USAGE = 2;

	static final int INTERRUPTED = 130;

	private static final long MAX_RESULTS_BYTES = 64L << 20;

	private final List<String> pipeline;

	private final String good;

	private final Path out;

	private final List<String> passThrough;

	private final Metric metric;

	private int runs;

	/** The run directory of each measurement, by commit and attempt. */
	private final Map<String, Path> directories = new HashMap<>();

	/**
	 * @param pipeline the command that measures, e.g. {@code perf/local.sh}
	 * @param good the good commit, the base of every compare
	 * @param out where each compare's run directory goes
	 * @param passThrough more options for every compare, e.g. {@code --forks 4}
	 * @param metric the metric whose verdict judges a commit
	 */
	PipelineJudge(List<String> pipeline, String good, Path out, List<String> passThrough, Metric metric) {
		this.pipeline = List.copyOf(pipeline);
		this.good = good;
		this.out = out;
		this.passThrough = List.copyOf(passThrough);
		this.metric = metric;
	}

	@Override
	public Step judge(String commit, int attempt) {
		Path directory = this.out.resolve(String.format("%02d-%s", ++this.runs, commit.substring(0, 12)));
		this.directories.put(commit + "#" + attempt, directory);
		List<String> command = new ArrayList<>(this.pipeline);
		command.addAll(List.of("--no-build", "--compare", this.good, "--head", commit, "--out", directory.toString()));
		command.addAll(this.passThrough);
		int status = run(command);
		if (status == USAGE || status == INTERRUPTED) {
			throw new BisectStopped(status, String.join(" ", command) + " exited " + status);
		}
		Path results = directory.resolve(ResultsJson.FILE);
		if ((status != 0 && status != 1) || !Files.isRegularFile(results)) {
			return Step.failed(commit, attempt,
					"the compare exited " + status + " without results: see " + directory.resolve("logs"));
		}
		try {
			return step(commit, attempt, ResultsJson.read(results, MAX_RESULTS_BYTES), this.metric);
		}
		catch (InvalidResultsException ex) {
			return Step.failed(commit, attempt, directory + "/" + ex.getMessage());
		}
	}

	/**
	 * Returns the run directory of a step this judge measured.
	 * @return the directory, or null for a step it did not measure
	 */
	Path directoryOf(Step step) {
		return this.directories.get(step.commit() + "#" + step.attempt());
	}

	static Step step(String commit, int attempt, Results results, Metric metric) {
		MetricComparison compared = (results.comparison() == null) ? null
				: results.comparison().metrics().stream().filter((m) -> m.metric() == metric).findFirst().orElse(null);
		if (compared == null) {
			return Step.failed(commit, attempt, "the run compared no " + metric.label());
		}
		Double low = compared.interval().low();
		Double high = compared.interval().high();
		return new Step(commit, attempt, compared.verdict(), compared.changePercent(),
				(low != null) ? (low - 1) * 100 : null, (high != null) ? (high - 1) * 100 : null, null);
	}

	private static int run(List<String> command) {
		Process process;
		try {
			process = new ProcessBuilder(command).inheritIO().start();
		}
		catch (IOException ex) {
			throw new BisectStopped(3, "cannot start " + command.get(0) + ": " + ex.getMessage());
		}
		// Ctrl-C reaches the pipeline through the terminal too; this covers a TERM sent
		// to us
		// alone, so that no gateway outlives the bisection.
		Thread stop = new Thread(process::destroy);
		Runtime.getRuntime().addShutdownHook(stop);
		try {
			return process.waitFor();
		}
		catch (InterruptedException ex) {
			process.destroy();
			Thread.currentThread().interrupt();
			throw new BisectStopped(INTERRUPTED, "interrupted");
		}
		finally {
			try {
				Runtime.getRuntime().removeShutdownHook(stop);
			}
			catch (IllegalStateException ex) {
				// shutting down: the hook runs anyway
			}
		}
	}

}
