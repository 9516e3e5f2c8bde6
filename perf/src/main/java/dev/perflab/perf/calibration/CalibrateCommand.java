package dev.perflab.perf.calibration;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

import dev.perflab.perf.compare.BaseHeadComparator;
import dev.perflab.perf.compare.CompareSettings;
import dev.perflab.perf.compare.Thresholds;
import dev.perflab.perf.metrics.Metric;
import dev.perflab.perf.metrics.MetricsCalculator;
import dev.perflab.perf.raw.Mode;
import dev.perflab.perf.raw.RawDataException;
import dev.perflab.perf.raw.RawRun;
import dev.perflab.perf.raw.RawRunJson;
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
		sortOptions = false)
public final class CalibrateCommand implements Callable<Integer> {

	@Spec
	private CommandSpec spec;

	@Parameters(arity = "1..*", paramLabel = "RUN_DIR")
	private List<Path> runs;

	@Option(names = "--units", paramLabel = "N", defaultValue = "6")
	private int units;

	@Option(names = "--threshold-cpu", paramLabel = "PCT", defaultValue = "" + Thresholds.DEFAULT_CPU_PERCENT)
	private double threshold;

	@Option(names = "--confidence", paramLabel = "LEVEL", defaultValue = "" + CompareSettings.DEFAULT_CONFIDENCE)
	private double confidence;

	@Option(names = "--resamples", paramLabel = "N", defaultValue = "20000")
	private int resamples;

	@Option(names = "--seed", paramLabel = "N", defaultValue = "1")
	private long seed;

	@Override
	public Integer call() {
		PrintWriter out = this.spec.commandLine().getOut();
		if (this.units < 2) {
			throw new IllegalArgumentException("--units must be 2 or more, got " + this.units);
		}
		if (this.resamples < 1) {
			throw new IllegalArgumentException("--resamples must be 1 or more, got " + this.resamples);
		}
		Thresholds.checkPercent("--threshold-cpu", this.threshold);
		CompareSettings.checkConfidence("--confidence", this.confidence);
		List<double[]> units = new ArrayList<>();
		for (Path run : this.runs) {
			units.addAll(unitsOf(RawRunJson.read(run)));
		}
		if (units.size() < 2) {
			throw new IllegalArgumentException("needs at least 2 pooled JVM pairs, got " + units.size());
		}
		Calibration calibration = Calibration.of(units);
		Calibration.Gate gate = new Calibration.Gate(this.units, this.threshold,
				new CompareSettings(Thresholds.defaults(), this.confidence).intervalConfidence());
		out.printf(Locale.ROOT, "A/A JVM pairs pooled: %d from %d runs; head/base CPU per request %+.2f%% on average%n",
				units.size(), this.runs.size(), calibration.meanPercent());
		out.printf(Locale.ROOT,
				"spread (sd of ln head/base): between pairs %.2f%%, between windows of one pair %.2f%%%n",
				calibration.betweenUnitSdPercent(), calibration.withinUnitSd() * 100);
		out.printf(Locale.ROOT, "a run of %d pairs, threshold %s%%, one-sided %s (resampled %d times):%n", this.units,
				this.threshold, this.confidence, this.resamples);
		for (double change : new double[] { 0, 2, 3, 5 }) {
			Calibration.Prediction prediction = calibration.predict(gate, change, this.resamples, this.seed);
			out.printf(Locale.ROOT, "  change %+4.1f%%: regressed %5.1f%%  improved %5.1f%%  inconclusive %5.1f%%%n",
					change, prediction.regressed() * 100, prediction.improved() * 100, prediction.inconclusive() * 100);
		}
		double minimum = calibration.minimumDetected(gate, 0.95, this.resamples, this.seed);
		out.printf(Locale.ROOT, "  smallest change flagged in 95%% of runs: %s%n",
				Double.isNaN(minimum) ? "none up to 50%" : String.format(Locale.ROOT, "+%.2f%%", minimum));
		return 0;
	}

	/**
	 * Returns the window log-ratios of CPU per request of each unit (JVM pair) of a run.
	 */
	static List<double[]> unitsOf(RawRun run) {
		if (run.info().mode() != Mode.COMPARE) {
			throw new RawDataException(run.directory() + ": not a compare run");
		}
		return BaseHeadComparator.windowLogRatiosByUnit(MetricsCalculator.derive(run.rounds()), Metric.CPU_PER_REQUEST);
	}

}
