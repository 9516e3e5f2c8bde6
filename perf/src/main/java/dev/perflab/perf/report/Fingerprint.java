package dev.perflab.perf.report;

import dev.perflab.perf.raw.RunInfo;
import dev.perflab.perf.results.Results;
import dev.perflab.perf.view.Figures;

/**
 * The environment of a run in one line: what a trend-chart tooltip and the summary show
 * so that a step in a chart can be told apart from a change of machine or JDK.
 */
public final class Fingerprint {

	private Fingerprint() {
	}

	/**
	 * Returns the fingerprint for benchmark tooltips, e.g.
	 * {@code JDK 17.0.15; CPU Intel Xeon; 2 vCPUs; layout gateway=1 ...}.
	 */
	static String extra(RunInfo info, Results.Rules rules) {
		return "commit " + Figures.shortSha(info.gitHead()) + "; JDK " + Figures.jdk(info.javaVersion()) + "; CPU "
				+ Figures.orUnknown(info.cpuModel()) + "; " + info.cpuCount() + " vCPUs; layout "
				+ info.layout().describe() + "; wrk -t" + info.wrkThreads() + " -c" + info.wrkConnections() + ", "
				+ info.rounds() + " x " + Figures.seconds(info.roundDurationSeconds()) + "; profile "
				+ info.gatewayProfile() + "; rules " + rules.describe();
	}

}
