package dev.perflab.perf.trend;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.regex.Pattern;

import dev.perflab.perf.benchmark.BenchmarkJson;
import dev.perflab.perf.benchmark.Benchmarks;
import dev.perflab.perf.results.InvalidResultsException;
import dev.perflab.perf.results.Results;
import dev.perflab.perf.results.ResultsJson;
import dev.perflab.perf.compare.MetricComparison;
import dev.perflab.perf.text.InertText;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code perf trend index|move}: the push's point of the gh-pages trend, and a move of
 * the reference it is measured against.
 */
@Command(name = "trend", resourceBundle = "dev.perflab.perf.trend.trend", mixinStandardHelpOptions = true,
		subcommands = { TrendCommand.Index.class, TrendCommand.Move.class })
public final class TrendCommand {

	/** The index file names: the publish job hands them to github-action-benchmark. */
	public static final String SMALLER = "index-smaller.json";

	public static final String BIGGER = "index-bigger.json";

	/**
	 * A workflow run's address: it goes into data.js and a link of the trend's
	 * annotations.
	 */
	private static final Pattern RUN_URL = Pattern
		.compile("https://[A-Za-z0-9.-]+(/[A-Za-z0-9._~-]+)*/actions/runs/\\d+");

	/** results.json is small; a larger file is not one. */
	private static final long MAX_RESULTS_BYTES = 64L << 20;

	@Command(name = "index", resourceBundle = "dev.perflab.perf.trend.trend-index", mixinStandardHelpOptions = true)
	static final class Index implements Callable<Integer> {

		@Spec
		private CommandSpec spec;

		@Parameters(paramLabel = "RESULTS")
		private Path results;

		@Mixin
		private ReferenceOption reference;

		@Option(names = "--out", paramLabel = "DIR", required = true)
		private Path out;

		@Option(names = "--run-url", paramLabel = "URL")
		private String runUrl;

		@Override
		public Integer call() {
			if (this.runUrl != null && !RUN_URL.matcher(this.runUrl).matches()) {
				throw new IllegalArgumentException("--run-url is not the https address of a workflow run: '"
						+ InertText.clean(this.runUrl, 80) + "'");
			}
			Results run = read(this.results);
			try {
				Benchmarks index = TrendIndex.of(run, ReferenceFile.read(this.reference.file), this.runUrl);
				AtomicFile.write(this.out.resolve(SMALLER), BenchmarkJson.toJson(index.smaller()));
				AtomicFile.write(this.out.resolve(BIGGER), BenchmarkJson.toJson(index.bigger()));
			}
			catch (TrendException ex) {
				throw new TrendException(this.results + ": " + ex.getMessage(), ex);
			}
			this.spec.commandLine().getOut().println("wrote " + this.out.resolve(SMALLER) + " and " + BIGGER);
			return 0;
		}

	}

	@Command(name = "move", resourceBundle = "dev.perflab.perf.trend.trend-move", mixinStandardHelpOptions = true)
	static final class Move implements Callable<Integer> {

		@Spec
		private CommandSpec spec;

		@Parameters(arity = "1..*", paramLabel = "RESULTS")
		private List<Path> results;

		@Mixin
		private ReferenceOption reference;

		@Override
		public Integer call() {
			ReferenceFile current = ReferenceFile.read(this.reference.file);
			Map<String, ReferenceFile.Link> links = new LinkedHashMap<>();
			String to = null;
			for (Path file : this.results) {
				Results run = readCompare(file);
				if (!current.reference().equals(run.run().gitBase())) {
					throw new TrendException(file + ": its base is " + run.run().gitBase()
							+ ", not the current reference " + current.reference());
				}
				if (to != null && !to.equals(run.run().gitHead())) {
					throw new TrendException(file + ": measures " + run.run().gitHead() + ", another run " + to);
				}
				to = run.run().gitHead();
				String jdk = TrendIndex.featureRelease(run.environment().javaVersion());
				if (links.put(jdk, link(jdk, run)) != null) {
					throw new TrendException(file + ": a second compare on JDK " + jdk);
				}
			}
			current.moveTo(to, new ArrayList<>(links.values())).write(this.reference.file);
			PrintWriter out = this.spec.commandLine().getOut();
			out.println("moved the reference of " + this.reference.file + " from " + current.reference() + " to " + to);
			for (ReferenceFile.Link link : links.values()) {
				link.estimates()
					.forEach((e) -> out.printf(Locale.ROOT, "  JDK %s %s: new / old %.4f (%.4f … %.4f, %d pairs)%n",
							link.jdk(), e.metric(), e.ratio(), e.low(), e.high(), e.jvmPairs()));
			}
			return 0;
		}

		private static Results readCompare(Path file) {
			Results run = read(file);
			if (run.comparison() == null) {
				throw new TrendException(file + ": not a compare run");
			}
			if (run.run().gitHead().endsWith("-dirty")) {
				throw new TrendException(file + ": head " + run.run().gitHead()
						+ " had uncommitted changes: a reference must be a commit");
			}
			return run;
		}

		private static ReferenceFile.Link link(String jdk, Results run) {
			List<Estimate> estimates = new ArrayList<>();
			for (MetricComparison metric : run.comparison().metrics()) {
				Estimate estimate = Estimate.of(metric);
				if (estimate == null) {
					throw new TrendException("JDK " + jdk + ": " + metric.metric().id()
							+ " has no interval (too few JVM pairs): a move needs one to chain");
				}
				estimates.add(estimate);
			}
			return new ReferenceFile.Link(jdk, estimates);
		}

	}

	/** The reference file, as both subcommands take it. */
	static final class ReferenceOption {

		@Option(names = "--reference", paramLabel = "FILE", defaultValue = ".github/perf-reference")
		Path file;

	}

	/** A results.json; its messages name the file from its directory on. */
	private static Results read(Path file) {
		try {
			return ResultsJson.read(file, MAX_RESULTS_BYTES);
		}
		catch (InvalidResultsException ex) {
			throw new TrendException(file.getParent() + "/" + ex.getMessage(), ex);
		}
	}

}
