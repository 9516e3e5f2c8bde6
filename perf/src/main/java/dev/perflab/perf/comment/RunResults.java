package dev.perflab.perf.comment;

import java.util.List;

import dev.perflab.perf.compare.Verdict;
import dev.perflab.perf.metrics.Metric;

/**
 * The parts of a run's {@code results.json} that a pull-request comment shows, checked
 * for type and range. Enumerations are read against the values this version knows;
 * strings are kept as they came and are only ever shown as {@link InertText}.
 *
 * @param compare true in compare mode (base vs head), false in single mode
 * @param passed whether the gate passed
 * @param reasons why the gate failed, as the report tool worded it
 * @param warnings the report tool's warnings
 * @param gitHead the commit the run measured (the merge commit of a pull request)
 * @param gitBase the base commit of compare mode, or null
 * @param gatewayProfile the gateway's Spring profile, or null
 * @param environment where the run ran
 * @param comparison base against head, or null in single mode
 * @param figures single mode's medians, empty in compare mode
 * @param rules the JFR rule check
 */
record RunResults(boolean compare, boolean passed, List<String> reasons, List<String> warnings, String gitHead,
		String gitBase, String gatewayProfile, Environment environment, Comparison comparison, List<Figure> figures,
		Rules rules) {

	/**
	 * Where a run ran; any part may be null.
	 *
	 * @param javaVersion the JDK's version line
	 * @param cpuModel the CPU model
	 * @param cpuCount the vCPUs
	 * @param gatewayCpus the gateway's CPUs
	 * @param servicesCpus the backends' CPUs
	 * @param wrkCpus wrk's CPUs
	 */
	record Environment(String javaVersion, String cpuModel, Long cpuCount, String gatewayCpus, String servicesCpus,
			String wrkCpus) {

	}

	/**
	 * Base against head.
	 *
	 * @param confidence the intervals' confidence level, or null
	 * @param pairs how many base/head pairs were compared
	 * @param metrics one row per metric this version knows
	 * @param unknownMetrics how many rows named a metric this version does not know (left
	 * out)
	 */
	record Comparison(Double confidence, int pairs, List<MetricRow> metrics, int unknownMetrics) {

	}

	/**
	 * One compared metric; ratios and intervals as in results.json (head / base).
	 *
	 * @param metric the metric
	 * @param base base's median, or null
	 * @param head head's median, or null
	 * @param changePercent the change in percent, or null
	 * @param low the interval's lower end as a ratio, or null
	 * @param high the interval's upper end as a ratio, or null
	 * @param thresholdPercent the threshold applied, or null
	 * @param verdict the verdict
	 * @param note why no verdict could be reached, or null
	 */
	record MetricRow(Metric metric, Double base, Double head, Double changePercent, Double low, Double high,
			Double thresholdPercent, Verdict verdict, String note) {

	}

	/**
	 * A median of single mode.
	 *
	 * @param metric the metric
	 * @param direct the direct backend's median, or null
	 * @param gateway the gateway's median, or null
	 */
	record Figure(Metric metric, Double direct, Double gateway) {

	}

	/**
	 * The JFR rule check.
	 *
	 * @param status pass, warn, fail or skipped
	 * @param pass rules that passed, or null
	 * @param warn rules that warned, or null
	 * @param fail rules that failed, or null
	 * @param fired the ids of the rules that did not pass
	 * @param reason why the check was skipped, or null
	 */
	record Rules(String status, Long pass, Long warn, Long fail, List<String> fired, String reason) {

	}

}
