package dev.perflab.perf.report;

import dev.perflab.perf.raw.RunInfo;
import dev.perflab.perf.rules.RulesOutcome;
import dev.perflab.perf.view.Figures;

/**
 * The environment of a run in one line: what a trend-chart tooltip and the summary show
 * so that a step in a chart can be told apart from a change of machine or JDK.
 */
public final class Fingerprint {

	private static final String DIRTY = "-dirty";

	private Fingerprint() {
	}

	/**
	 * Returns the fingerprint for benchmark tooltips.
	 * @param info the run
	 * @param rules the rule outcome
	 * @return e.g. {@code JDK 17.0.15; CPU Intel Xeon; 2 vCPUs; layout gateway=1 ...}
	 */
	static String extra(RunInfo info, RulesOutcome rules) {
		return "commit " + shortSha(info.gitHead()) + "; JDK " + Figures.jdk(info.javaVersion()) + "; CPU "
				+ Figures.orUnknown(info.cpuModel()) + "; " + info.cpuCount() + " vCPUs; layout "
				+ info.layout().describe() + "; wrk -t" + info.wrkThreads() + " -c" + info.wrkConnections() + ", "
				+ info.rounds() + " x " + Numbers.seconds(info.roundDurationSeconds()) + "; profile "
				+ info.gatewayProfile() + "; rules " + rules.describe();
	}

	/**
	 * Shortens a commit to 12 characters, keeping the {@code -dirty} mark of a work tree
	 * with uncommitted changes: those numbers are not of the commit named.
	 */
	static String shortSha(String sha) {
		if (sha == null) {
			return "unknown";
		}
		String suffix = sha.endsWith(DIRTY) ? DIRTY : "";
		String commit = sha.substring(0, sha.length() - suffix.length());
		return ((commit.length() > 12) ? commit.substring(0, 12) : commit) + suffix;
	}

}
