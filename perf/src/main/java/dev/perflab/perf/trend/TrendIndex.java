package dev.perflab.perf.trend;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.perflab.perf.benchmark.BenchmarkEntry;
import dev.perflab.perf.benchmark.Benchmarks;
import dev.perflab.perf.compare.Verdict;
import dev.perflab.perf.metrics.Direction;
import dev.perflab.perf.metrics.Metric;
import dev.perflab.perf.metrics.TrendSeries;
import dev.perflab.perf.results.Results;
import dev.perflab.perf.compare.MetricComparison;

/**
 * The trend's point of one push: head against the reference, measured at the same moment
 * on the same CPU, as an index (reference = 100) chained across every move of the
 * reference, in github-action-benchmark's custom format.
 * <p>
 * Why an index and not the absolute figure: one commit read 71 µs per request on one VM
 * and 105-132 µs on another, and GitHub's runners change hardware between runs, while a
 * ratio measured in one duet cancels what the machine does to both sides. The bench names
 * below are a contract with every published point: renaming one starts a new chart.
 */
public final class TrendIndex {

	/** The unit of every index point. */
	public static final String UNIT = "index (reference = 100)";

	private static final ObjectMapper MAPPER = new ObjectMapper();

	private static final Pattern FEATURE_RELEASE = Pattern.compile("(\\d+)");

	private TrendIndex() {
	}

	/**
	 * What a tooltip and the change-point detector need of a point, as JSON in the
	 * entry's {@code extra}.
	 *
	 * @param low the index interval's lower end, or null without an interval
	 * @param high its upper end, or null
	 * @param se the standard error of 100 × ln(index / 100), or null without an interval:
	 * the point's own noise, which scales the change-point detector's penalty
	 * ({@code .github/scripts/trend-changes.py})
	 * @param verdict the compare's verdict on head against the current reference
	 * @param reference the current reference commit: a new value marks a move
	 * @param head the measured commit
	 * @param cpu the runner's CPU model
	 * @param run the workflow run of the push, whose artifacts hold its differential
	 * flame graphs (a step of the trend links them), or null
	 * @param workload the load compared ({@link dev.perflab.perf.raw.Traffic#compared()}:
	 * the workload file's hash, and the requests left out): a new value marks a change of
	 * the load, across which no step is looked for (the push that changed it is not a
	 * regression of the code)
	 */
	record Extra(Double low, Double high, Double se, String verdict, String reference, String head, String cpu,
			String jdk, String run, String workload) {

	}

	/**
	 * Builds the index entries of a compare of head against the reference.
	 * @param reference the reference file the push was measured with
	 * @return the entries, by direction
	 * @throws TrendException when the run is not a compare against that reference, or a
	 * move of the reference was not measured on this JDK
	 */
	public static Benchmarks of(Results results, ReferenceFile reference) {
		return of(results, reference, null);
	}

	/**
	 * Builds the index entries of a compare of head against the reference.
	 * @param reference the reference file the push was measured with
	 * @param run the push's workflow run, for the points' {@code extra}, or null
	 * @return the entries, by direction
	 * @throws TrendException when the run is not a compare against that reference, or a
	 * move of the reference was not measured on this JDK
	 */
	public static Benchmarks of(Results results, ReferenceFile reference, String run) {
		if (results.comparison() == null) {
			throw new TrendException("not a compare run: an index needs head measured against the reference");
		}
		String base = results.run().gitBase();
		if (!reference.reference().equals(base)) {
			throw new TrendException("the run's base is " + base + ", not the reference " + reference.reference()
					+ ": measure with --compare " + reference.reference());
		}
		String jdk = featureRelease(results.environment().javaVersion());
		List<BenchmarkEntry> smaller = new ArrayList<>();
		List<BenchmarkEntry> bigger = new ArrayList<>();
		// What the rows publish, in chart order (the gated metrics first); each index's
		// bench name is its metric's label.
		for (Metric metric : Metric.published()) {
			MetricComparison compared = results.comparison()
				.metrics()
				.stream()
				.filter((m) -> m.metric() == metric)
				.findFirst()
				.orElse(null);
			if (compared == null || compared.ratio() == null) {
				continue;
			}
			if (metric.trend() == TrendSeries.PUBLISHED_LATER && !reference.chains(jdk, metric.id())) {
				continue;
			}
			LogRatio chain = reference.chain(jdk, metric.id());
			Estimate measured = Estimate.of(compared);
			LogRatio index = (measured != null) ? measured.logRatio().times(chain) : new LogRatio(
					Math.log(compared.ratio()) + chain.mean(), chain.standardError(), chain.degreesOfFreedom());
			double[] interval = (measured != null) ? index.interval(measured.level()) : null;
			Double se = (measured != null) ? Math.round(index.standardError() * 100_000) / 1000.0 : null;
			BenchmarkEntry entry = entry(metric, index.ratio() * 100, interval, se, compared.verdict(), results, base,
					run);
			(metric.direction() == Direction.BIGGER_IS_BETTER ? bigger : smaller).add(entry);
		}
		return new Benchmarks(List.copyOf(bigger), List.copyOf(smaller));
	}

	private static BenchmarkEntry entry(Metric metric, double index, double[] interval, Double se, Verdict verdict,
			Results results, String reference, String run) {
		Double low = (interval != null) ? round(interval[0] * 100) : null;
		Double high = (interval != null) ? round(interval[1] * 100) : null;
		String range = (interval != null) ? String.format(Locale.ROOT, "%.2f … %.2f", low, high) : null;
		Extra extra = new Extra(low, high, se, verdict.id(), reference, results.run().gitHead(),
				results.environment().cpuModel(), results.environment().javaVersion(), run,
				results.load().traffic().compared());
		try {
			return new BenchmarkEntry(metric.label(), UNIT, round(index), range, MAPPER.writeValueAsString(extra));
		}
		catch (JsonProcessingException ex) {
			throw new IllegalStateException("cannot render an index point's extra", ex);
		}
	}

	/**
	 * Returns the JDK's feature release, the key of a move's links: {@code 17.0.15} and
	 * {@code openjdk version "25.0.1"} give 17 and 25.
	 */
	static String featureRelease(String javaVersion) {
		Matcher matcher = FEATURE_RELEASE.matcher(javaVersion);
		if (!matcher.find()) {
			throw new TrendException("cannot tell the JDK's feature release from '" + javaVersion + "'");
		}
		return matcher.group(1);
	}

	private static double round(double value) {
		return Math.round(value * 100) / 100.0;
	}

}
