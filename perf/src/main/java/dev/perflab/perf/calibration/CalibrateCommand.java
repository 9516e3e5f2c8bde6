package dev.perflab.perf.calibration;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import java.util.function.ToDoubleFunction;
import java.util.stream.Collectors;

import org.apache.commons.statistics.distribution.NormalDistribution;

import dev.perflab.perf.compare.BaseHeadComparator;
import dev.perflab.perf.compare.CompareSettings;
import dev.perflab.perf.compare.PairSpreads;
import dev.perflab.perf.compare.Sensitivity;
import dev.perflab.perf.compare.SequentialDesign;
import dev.perflab.perf.compare.Thresholds;
import dev.perflab.perf.metrics.AlphaSpending;
import dev.perflab.perf.metrics.Metric;
import dev.perflab.perf.metrics.Threshold;
import dev.perflab.perf.metrics.MetricsCalculator;
import dev.perflab.perf.raw.ForkWarmUp;
import dev.perflab.perf.raw.Mode;
import dev.perflab.perf.raw.RawDataException;
import dev.perflab.perf.raw.RawRound;
import dev.perflab.perf.raw.RawRun;
import dev.perflab.perf.raw.RawRunJson;
import dev.perflab.perf.raw.RunInfo;
import dev.perflab.perf.run.RunDefaults;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code perf calibrate RUN_DIR...}: pools the JVM pairs of A/A compare runs (the same
 * commit on both sides) and predicts, by resampling them, the false alarms and the
 * sensitivity of a default run.
 */
@Command(name = "calibrate", resourceBundle = "dev.perflab.perf.calibration.calibrate", mixinStandardHelpOptions = true,
		sortOptions = false, modelTransformer = GatedThresholdOptions.class)
public final class CalibrateCommand implements Callable<Integer> {

	/** More windows than this per fork are not planned: the host drifts over a fork. */
	private static final int MAX_PLANNED_WINDOWS = 12;

	private static final NormalDistribution NORMAL = NormalDistribution.of(0, 1);

	/** The changes every prediction is printed for, the A/A first. */
	private static final double[] CHANGES = { 0, 2, 3, 5 };

	@Spec
	private CommandSpec spec;

	@Parameters(arity = "1..*", paramLabel = "RUN_DIR")
	private List<Path> runs;

	@Option(names = "--units", paramLabel = "N", defaultValue = "6")
	private int units;

	/**
	 * The gated metrics' {@code --threshold-*} values, by row: the options are made from
	 * the rows ({@link GatedThresholdOptions}).
	 */
	final Map<Threshold, Double> thresholds = new EnumMap<>(Threshold.class);

	@Option(names = "--confidence", paramLabel = "LEVEL", defaultValue = "" + CompareSettings.DEFAULT_CONFIDENCE)
	private double confidence;

	@Option(names = "--resamples", paramLabel = "N", defaultValue = "20000")
	private int resamples;

	@Option(names = "--seed", paramLabel = "N", defaultValue = "1")
	private long seed;

	@Option(names = "--budget", paramLabel = "S", defaultValue = "" + RunDefaults.BUDGET)
	private int budget;

	@Option(names = "--forks", paramLabel = "K", defaultValue = "" + RunDefaults.FORKS)
	private int forks;

	@Option(names = "--pairs", paramLabel = "P", defaultValue = "" + RunDefaults.PAIRS)
	private int pairs;

	@Option(names = "--shards", paramLabel = "K", defaultValue = "1")
	private int shards;

	@Override
	public Integer call() {
		PrintWriter out = this.spec.commandLine().getOut();
		if (this.units < 2) {
			throw new IllegalArgumentException("--units must be 2 or more, got " + this.units);
		}
		if (this.resamples < 1) {
			throw new IllegalArgumentException("--resamples must be 1 or more, got " + this.resamples);
		}
		if (this.budget < 1) {
			throw new IllegalArgumentException("--budget must be 1 or more seconds, got " + this.budget);
		}
		if (this.pairs < 1 || this.forks * this.pairs < BaseHeadComparator.MIN_PAIRS) {
			throw new IllegalArgumentException("--forks × --pairs must be " + BaseHeadComparator.MIN_PAIRS
					+ " or more (a sequential compare's first look), got --forks " + this.forks + " --pairs "
					+ this.pairs);
		}
		if (this.shards < 1 || this.shards > this.runs.size()) {
			throw new IllegalArgumentException("--shards must be 1 to the " + this.runs.size()
					+ " runs given (each stands in for a runner), got " + this.shards);
		}
		// Checked as the gate checks them: out of range exits 2 naming the option.
		Thresholds thresholds = Thresholds.defaults();
		for (Map.Entry<Threshold, Double> given : this.thresholds.entrySet()) {
			thresholds = thresholds.with(given.getKey(), given.getValue());
		}
		CompareSettings.checkConfidence("--confidence", this.confidence);
		List<RawRun> runs = this.runs.stream().map(RawRunJson::read).toList();
		runs.forEach(CalibrateCommand::requireAa);
		// CPU per request first: the pool and the variance budget are planned on it, the
		// noisiest gated metric, and always measured.
		Calibration.Gate gate = printPredictions(out, Metric.CPU_PER_REQUEST, pooled(runs, Metric.CPU_PER_REQUEST),
				thresholds);
		for (Metric metric : Metric.gated()) {
			if (metric == Metric.CPU_PER_REQUEST) {
				continue;
			}
			List<double[]> units = pooled(runs, metric);
			if (units.size() < 2) {
				out.println(metric.label() + ": not measured in these runs (made by an older perf)");
			}
			else {
				printPredictions(out, metric, units, thresholds);
			}
		}
		List<List<double[]>> forks = new ArrayList<>();
		runs.forEach((run) -> forks.addAll(forksOf(run, Metric.CPU_PER_REQUEST)));
		if (this.shards > 1) {
			printPool(out, runs, gate);
		}
		printBudget(out, runs, VarianceComponents.of(forks));
		return 0;
	}

	/**
	 * Prints one gated metric's A/A spread and what a run of {@code --units} pairs, and a
	 * sequential compare, would conclude about it at its own threshold.
	 * @param units the window log-ratios of every pooled JVM pair
	 * @return the single run's gate, for the pool's prediction
	 */
	private Calibration.Gate printPredictions(PrintWriter out, Metric metric, List<double[]> units,
			Thresholds thresholds) {
		if (units.size() < 2) {
			throw new IllegalArgumentException("needs at least 2 pooled JVM pairs, got " + units.size());
		}
		double threshold = thresholds.of(metric);
		Calibration calibration = Calibration.of(units);
		Calibration.Gate gate = new Calibration.Gate(this.units, threshold,
				new CompareSettings(Thresholds.defaults(), this.confidence).intervalConfidence());
		out.printf(Locale.ROOT, "%s: A/A JVM pairs pooled: %d from %d runs; head/base %+.2f%% on average%n",
				metric.label(), units.size(), this.runs.size(), calibration.meanPercent());
		out.printf(Locale.ROOT,
				"spread (sd of ln head/base): between pairs %.2f%%, between windows of one pair %.2f%%%n",
				calibration.betweenUnitSdPercent(), calibration.withinUnitSd() * 100);
		out.printf(Locale.ROOT, "a run of %d pairs, threshold %s%%, one-sided %s (resampled %d times):%n", this.units,
				threshold, this.confidence, this.resamples);
		for (double change : CHANGES) {
			Calibration.Prediction prediction = calibration.predict(gate, change, this.resamples, this.seed);
			out.printf(Locale.ROOT, "  change %+4.1f%%: regressed %5.1f%%  improved %5.1f%%  inconclusive %5.1f%%%n",
					change, prediction.regressed() * 100, prediction.improved() * 100, prediction.inconclusive() * 100);
		}
		double minimum = calibration.minimumDetected(gate, 0.95, this.resamples, this.seed);
		out.printf(Locale.ROOT, "  smallest change flagged in 95%% of runs: %s%n",
				Double.isNaN(minimum) ? "none up to 50%" : String.format(Locale.ROOT, "+%.2f%%", minimum));
		AlphaSpending spending = metric.spending();
		SequentialDesign design = SequentialDesign.of(this.forks * this.pairs, 1 - this.confidence);
		out.printf(Locale.ROOT,
				"a sequential compare of at most %d forks of %d pairs (a look after each fork, "
						+ "%s spending; resampled %d times):%n",
				this.forks, this.pairs, spending.label(), this.resamples);
		for (double change : CHANGES) {
			Calibration.Prediction prediction = calibration.predict(design, metric, this.pairs, threshold, change,
					this.resamples, this.seed);
			out.printf(Locale.ROOT,
					"  change %+4.1f%%: regressed %5.1f%%  improved %5.1f%%  inconclusive %5.1f%%  pairs %4.1f "
							+ "on average%n",
					change, prediction.regressed() * 100, prediction.improved() * 100, prediction.inconclusive() * 100,
					prediction.meanPairs());
		}
		return gate;
	}

	/** Returns the window log-ratios of a metric of every JVM pair of the runs. */
	private static List<double[]> pooled(List<RawRun> runs, Metric metric) {
		return runs.stream().flatMap((run) -> forksOf(run, metric).stream()).flatMap(List::stream).toList();
	}

	/**
	 * Refuses a run that is not an A/A: one whose head is not its base's commit, or runs
	 * a regression profile. Its pairs would carry the change itself, and every prediction
	 * would be of that change, not of the noise (a compare of a 4% change was once read
	 * as "A/A pairs +4.19% on average" and "change +0.0%: regressed 100%").
	 * @throws IllegalArgumentException naming the run and what differs
	 */
	static void requireAa(RawRun run) {
		RunInfo info = run.info();
		if (info.mode() != Mode.COMPARE) {
			throw new RawDataException(run.directory() + ": not a compare run");
		}
		if (!info.gitHead().equals(info.gitBase()) || info.gitHead().equals("unknown")) {
			throw new IllegalArgumentException(run.directory() + ": not an A/A compare: head " + info.gitHead()
					+ " is not its base " + info.gitBase() + " (calibrate A/A runs: perf/local.sh --compare HEAD on a "
					+ "clean work tree)");
		}
		if (!info.gatewayProfile().equals("clean")) {
			throw new IllegalArgumentException(run.directory() + ": not an A/A compare: head runs the profile "
					+ info.gatewayProfile() + ", base the clean gateway");
		}
	}

	/**
	 * Prints the variance budget: the components, what a fork and a window cost, and the
	 * windows and forks that buy the most precision in {@code --budget} seconds.
	 */
	private void printBudget(PrintWriter out, List<RawRun> runs, VarianceComponents components) {
		out.printf(Locale.ROOT,
				"variance by level (sd of ln head/base): window %.2f%%, pair %s, fork %s "
						+ "(%d windows, %d pairs, %d forks)%n",
				Math.sqrt(components.window()) * 100, sd(components.pair()), sd(components.fork()),
				components.windows(), components.pairs(), components.forks());
		List<ForkWarmUp> forks = runs.stream().flatMap((run) -> run.info().warmUps().stream()).toList();
		Set<Integer> pairs = runs.stream().map((run) -> run.info().pairs()).collect(Collectors.toSet());
		Set<Double> windows = runs.stream().map((run) -> run.info().roundDurationSeconds()).collect(Collectors.toSet());
		if (pairs.size() != 1 || windows.size() != 1) {
			out.println("no plan: the runs differ in --pairs or --window (calibrate each setting alone)");
			return;
		}
		double start = mean(forks, ForkWarmUp::startSeconds);
		double warmUp = mean(forks, ForkWarmUp::seconds);
		double stop = mean(forks, ForkWarmUp::stopSeconds);
		int pairsPerFork = pairs.iterator().next();
		double windowSeconds = windows.iterator().next();
		out.printf(Locale.ROOT,
				"cost: a fork of %d pairs spends %.0f s outside its windows (start %.0f s, warm-up %.0f s, "
						+ "latency phase and stop %.0f s; mean of %d forks), a window %.0f s%n",
				pairsPerFork, start + warmUp + stop, start, warmUp, stop, forks.size(), windowSeconds);
		Budget budget = new Budget(components, pairsPerFork, windowSeconds, start + warmUp + stop);
		int optimal = Math.min(budget.optimalWindows(), MAX_PLANNED_WINDOWS);
		double z = NORMAL.inverseSurvivalProbability(1 - this.confidence);
		double zPower = NORMAL.inverseSurvivalProbability(1 - Sensitivity.POWER);
		out.printf(Locale.ROOT, "in %d s (--budget), by Kalibera and Jones' rule: %d windows per fork%n", this.budget,
				optimal);
		for (int candidate : new TreeSet<>(List.of(Budget.MIN_WINDOWS, optimal, 4, 8))) {
			Budget.Plan plan = budget.plan(this.budget, candidate);
			out.printf(Locale.ROOT, "  %d windows: %d forks (%d pairs), standard error %s, catches about %s%n",
					candidate, plan.forks(), plan.forks() * pairsPerFork,
					(plan.forks() > 0) ? String.format(Locale.ROOT, "%.2f%%", plan.standardError() * 100) : "-",
					(plan.forks() > 0) ? String.format(Locale.ROOT, "+%.1f%%", plan.detectablePercent(z, zPower))
							: "nothing");
		}
	}

	/**
	 * Prints what {@code perf pool} would conclude over {@code --shards} runs of
	 * {@code --units} pairs each, every shard from another run: its false alarms, its
	 * power at the changes the single run is calibrated at, and how much narrower it is.
	 */
	private void printPool(PrintWriter out, List<RawRun> runs, Calibration.Gate gate) {
		List<double[]> byRun = runs.stream()
			.map((run) -> PairSpreads.of(forksOf(run, Metric.CPU_PER_REQUEST).stream().flatMap(List::stream).toList())
				.pairMeans())
			.toList();
		List<PooledPrediction> predictions = Arrays.stream(CHANGES)
			.mapToObj((change) -> PooledPrediction.of(byRun, this.shards, this.units, change, gate, this.resamples,
					this.seed))
			.toList();
		out.printf(Locale.ROOT,
				"pooled over %d shards of %d pairs, each from another run (perf pool; resampled %d times):%n",
				this.shards, this.units, this.resamples);
		for (PooledPrediction pooled : predictions) {
			out.printf(Locale.ROOT,
					"  change %+4.1f%%: regressed %5.1f%%  improved %5.1f%%  inconclusive %5.1f%%  (random effects in %.1f%%)%n",
					pooled.changePercent(), pooled.regressed() * 100, pooled.improved() * 100,
					pooled.inconclusive() * 100, pooled.randomEffects() * 100);
		}
		PooledPrediction aa = predictions.get(0);
		out.printf(Locale.ROOT,
				"  interval half-width %.2f%% pooled against %.2f%% for one shard (%.2f times narrower)%n",
				aa.pooledHalfWidthPercent(), aa.shardHalfWidthPercent(),
				aa.shardHalfWidthPercent() / aa.pooledHalfWidthPercent());
	}

	private static String sd(Double variance) {
		return (variance != null) ? String.format(Locale.ROOT, "%.2f%%", Math.sqrt(variance) * 100) : "-";
	}

	private static double mean(List<ForkWarmUp> forks, ToDoubleFunction<ForkWarmUp> seconds) {
		return forks.stream().mapToDouble(seconds).average().orElse(0);
	}

	/**
	 * Returns the window log-ratios of a metric of each JVM pair of a run, fork by fork.
	 */
	static List<List<double[]>> forksOf(RawRun run, Metric metric) {
		if (run.info().mode() != Mode.COMPARE) {
			throw new RawDataException(run.directory() + ": not a compare run");
		}
		int pairsPerFork = run.info().pairs();
		SortedMap<Integer, List<double[]>> forks = new TreeMap<>();
		BaseHeadComparator.windowLogRatiosByUnit(MetricsCalculator.derive(run.rounds()), metric)
			.forEach((pair, windows) -> forks
				.computeIfAbsent(RawRound.forkOf(pair, pairsPerFork), (fork) -> new ArrayList<>())
				.add(windows));
		return List.copyOf(forks.values());
	}

}
