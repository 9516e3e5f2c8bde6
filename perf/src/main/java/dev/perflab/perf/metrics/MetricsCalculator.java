package dev.perflab.perf.metrics;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import dev.perflab.perf.raw.RawRound;
import dev.perflab.perf.raw.Target;

/**
 * Derives per-round figures from the raw rounds and aggregates them per target.
 */
public final class MetricsCalculator {

	private MetricsCalculator() {
	}

	/** Derives the figures of every round, in the order of the raw rounds. */
	public static List<Round> derive(List<RawRound> rounds) {
		Map<Integer, Double> directRps = new HashMap<>();
		for (RawRound round : rounds) {
			if (round.target() == Target.DIRECT) {
				directRps.put(round.round(), new MeasuredRound(round, null).rps());
			}
		}
		return rounds.stream()
			.map((round) -> Round.of(round, RoundMetrics.of(new MeasuredRound(round, directRps.get(round.round())))))
			.toList();
	}

	/** Aggregates the rounds of one target; null if it has no rounds. */
	public static TargetSummary summarize(List<Round> rounds, Target target) {
		List<Round> own = rounds.stream().filter((round) -> round.target() == target).toList();
		if (own.isEmpty()) {
			return null;
		}
		MetricSpreads metrics = MetricSpreads.of((metric) -> {
			double[] values = own.stream()
				.map(metric::valueOf)
				.filter((value) -> value != null)
				.mapToDouble(Double::doubleValue)
				.toArray();
			return (values.length > 0) ? Spread.of(values) : null;
		});
		Map<String, List<Double>> byProcess = new TreeMap<>();
		for (Round round : own) {
			round.cpuUsPerRequestByProcess()
				.forEach((process, value) -> byProcess.computeIfAbsent(process, (key) -> new ArrayList<>()).add(value));
		}
		Map<String, Spread> cpuByProcess = new LinkedHashMap<>();
		byProcess.forEach((process, values) -> cpuByProcess.put(process,
				Spread.of(values.stream().mapToDouble(Double::doubleValue).toArray())));
		return new TargetSummary(own.size(), own.stream().mapToLong((round) -> round.wrk().requests()).sum(),
				own.stream().mapToLong((round) -> round.wrk().errors().socket()).sum(),
				own.stream().mapToLong((round) -> round.wrk().errors().status()).sum(), metrics, cpuByProcess);
	}

}
