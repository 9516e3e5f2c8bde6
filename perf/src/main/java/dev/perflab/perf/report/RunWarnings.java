package dev.perflab.perf.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import dev.perflab.perf.results.Results;
import dev.perflab.perf.view.ComparisonReasons;
import dev.perflab.perf.view.Figures;
import dev.perflab.perf.compare.Comparison;
import dev.perflab.perf.metrics.Round;
import dev.perflab.perf.metrics.TargetSummary;
import dev.perflab.perf.raw.AtRate;
import dev.perflab.perf.raw.ForkWarmUp;
import dev.perflab.perf.raw.HostFreeze;
import dev.perflab.perf.raw.Mode;
import dev.perflab.perf.raw.RunInfo;
import dev.perflab.perf.raw.Target;
import dev.perflab.perf.raw.Traffic;

/**
 * Collects what a reader must know about a run that does not fail the gate but limits how
 * far its figures can be trusted.
 */
final class RunWarnings {

	private RunWarnings() {
	}

	/**
	 * Collects the warnings, possibly none.
	 * @param comparison null in single mode
	 * @param flameGraph null when the recording was skipped
	 */
	static List<String> collect(RunInfo info, List<Round> rounds, Map<Target, TargetSummary> targets,
			Comparison comparison, Results.FlameGraph flameGraph) {
		List<String> warnings = new ArrayList<>();
		for (Round round : rounds) {
			AtRate window = round.atRate();
			if (window != null && !window.sustained()) {
				warnings.add(String.format(Locale.ROOT,
						"The latency phase: %s (JVM pair %d) did not sustain %,.0f requests a second (it answered "
								+ "%,.1f/s, %s failed%s), so its latency is not read; a lower --rate would measure it.",
						round.target().id(), round.jvmPair(), window.askedPerSecond(), window.achievedPerSecond(),
						Figures.count(window.errors()),
						window.failures().isEmpty() ? "" : ": " + String.join("; ", window.failures())));
			}
		}
		// A percentile with a handful of answers beyond it is an extreme
		// (AtRate.TAIL_REQUESTS).
		List<AtRate> thin = rounds.stream()
			.map(Round::atRate)
			.filter((window) -> window != null && window.sustained() && !window.reads(AtRate.GATED_PERCENTILE))
			.toList();
		if (!thin.isEmpty()) {
			long fewest = thin.stream().mapToLong(AtRate::answered).min().orElseThrow();
			long most = thin.stream().mapToLong(AtRate::answered).max().orElseThrow();
			warnings.add(String.format(Locale.ROOT,
					"The latency phase: %d of its windows answered %s requests, fewer than the %s that p99 needs (%d "
							+ "beyond it), so p99 at the rate is not read there; a higher --rate or a faster machine "
							+ "would read it.",
					thin.size(), Figures.count(fewest) + ((most > fewest) ? "-" + Figures.count(most) : ""),
					Figures.count(AtRate.requestsToRead(AtRate.GATED_PERCENTILE)), AtRate.TAIL_REQUESTS));
		}
		// In compare mode an unsettled warm-up makes the run inconclusive
		// (GateEvaluator).
		if (!info.warmupStable() && comparison == null) {
			double compiling = info.warmUps().stream().mapToDouble(ForkWarmUp::compilerShare).max().orElse(0);
			warnings.add("The warm-up did not settle within its bound (" + Figures.seconds(info.warmupSeconds())
					+ "), the JIT at its end " + Figures.percent(compiling) + " of the "
					+ ((info.mode() == Mode.COMPARE) ? "gateways'" : "gateway's")
					+ " CPU: early rounds can be slower than late ones.");
		}
		for (Map.Entry<Target, TargetSummary> entry : targets.entrySet()) {
			Target target = entry.getKey();
			TargetSummary summary = entry.getValue();
			if (target.isGateway() && summary.rounds() != info.rounds()) {
				warnings.add(target.id() + " has " + summary.rounds() + " rounds, but the run planned " + info.rounds()
						+ ".");
			}
			boolean subject = target == Target.GATEWAY || target == Target.HEAD;
			long failed = summary.errors() + summary.non2xx();
			if (!subject && failed > 0) {
				warnings
					.add(target.id() + " answered " + Figures.count(failed) + " of " + Figures.count(summary.requests())
							+ " requests with errors (" + Figures.count(summary.errors()) + " socket errors, "
							+ Figures.count(summary.non2xx()) + " non-2xx).");
			}
		}
		for (HostFreeze freezes : info.hostFreezes()) {
			if (freezes.frozenFraction() > HostFreeze.WARNING_FRACTION) {
				warnings.add("The host froze CPU " + freezes.cpu() + " for " + Figures.percent(freezes.frozenFraction())
						+ " of the measured time (" + Figures.count(freezes.freezes()) + " freezes, the longest "
						+ Figures.count(freezes.longestMs())
						+ " ms). A frozen virtual CPU is charged as CPU time to whatever ran: absolute CPU per "
						+ "request and latency are inflated and vary from round to round; only interleaved base/head "
						+ "ratios are comparable, with wider intervals.");
			}
		}
		List<String> unrouted = info.traffic().unrouted();
		if (!unrouted.isEmpty()) {
			warnings.add(unrouted(unrouted) + ": a change there passes this run unseen; add requests for it to "
					+ "the workload (--fail-on-unrouted makes this a failure).");
		}
		if (info.traffic().routesUnknown() != null) {
			warnings.add("Route coverage unknown: " + info.traffic().routesUnknown() + ".");
		}
		for (Traffic.Sent request : info.traffic().requests()) {
			if (request.leftOut() != null && !request.leftOut().equals("weight 0")) {
				warnings.add("Request '" + request.name() + "' was not sent: " + request.leftOut() + ".");
			}
		}
		if (!targets.containsKey(Target.DIRECT) && comparison == null) {
			warnings.add("No direct rounds: no gateway/direct ratio, and no control for machine drift.");
		}
		if (comparison != null) {
			ComparisonReasons.exceptionsRisen(comparison.exceptions()).ifPresent(warnings::add);
		}
		if (comparison != null && !comparison.unpairedRounds().isEmpty()) {
			warnings.add("Rounds " + comparison.unpairedRounds()
					+ " have only a base or only a head round and are left out of the comparison.");
		}
		if (flameGraph == null) {
			return List.copyOf(warnings);
		}
		if (flameGraph.file() != null && flameGraph.samples() == 0) {
			warnings.add("The recording has no jdk.ExecutionSample events, so the flame graph is empty: "
					+ "record them (e.g. jdk.ExecutionSample#period=20ms).");
		}
		else if (flameGraph.file() == null) {
			warnings.add("No flame graph: " + flameGraph.problem() + ".");
		}
		return List.copyOf(warnings);
	}

	/** Words for the routes of the gateway that got no request. */
	static String unrouted(List<String> routes) {
		int shown = Math.min(routes.size(), 8);
		return routes.size() + ((routes.size() == 1) ? " route" : " routes") + " of the gateway got no request: "
				+ String.join(", ", routes.subList(0, shown))
				+ ((routes.size() > shown) ? " and " + (routes.size() - shown) + " more" : "");
	}

}
