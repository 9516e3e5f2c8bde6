package dev.perflab.perf.report;

import java.util.List;

import dev.perflab.perf.flamegraph.Weighing;
import dev.perflab.perf.results.ResultsJson;

/**
 * The names of the files a report writes into the run directory.
 */
public final class ReportFiles {

	public static final String RESULTS = ResultsJson.FILE;

	public static final String SUMMARY = "summary.md";

	public static final String RULES = "rules.json";

	public static final String FLAME_GRAPH = "flamegraph.html";

	public static final String FLAME_GRAPH_DIFF = Weighing.CPU.file();

	public static final String FLAME_GRAPH_DIFF_GONE = Weighing.CPU.goneFile();

	public static final String ALLOCATION_FLAME_GRAPH_DIFF = Weighing.ALLOCATION.file();

	public static final String ALLOCATION_FLAME_GRAPH_DIFF_GONE = Weighing.ALLOCATION.goneFile();

	public static final String BENCHMARK_BIGGER = "benchmark-bigger.json";

	public static final String BENCHMARK_SMALLER = "benchmark-smaller.json";

	/** Every output, in the order they are moved into place: summary.md last. */
	public static final List<String> ALL = List.of(RESULTS, RULES, FLAME_GRAPH, FLAME_GRAPH_DIFF, FLAME_GRAPH_DIFF_GONE,
			ALLOCATION_FLAME_GRAPH_DIFF, ALLOCATION_FLAME_GRAPH_DIFF_GONE, BENCHMARK_BIGGER, BENCHMARK_SMALLER,
			SUMMARY);

	private ReportFiles() {
	}

}
