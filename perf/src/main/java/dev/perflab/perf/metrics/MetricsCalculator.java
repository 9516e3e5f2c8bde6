package dev.perflab.perf.metrics;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import dev.perflab.perf.raw.AtRate;
import dev.perflab.perf.raw.CpuTicks;
import dev.perflab.perf.raw.RawRound;
import dev.perflab.perf.raw.Target;
import dev.perflab.perf.raw.WrkSummary;

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
				directRps.put(round.round(), rps(round.wrk()));
			}
		}
		List<Round> derived = new ArrayList<>(rounds.size());
		for (RawRound round : rounds) {
			WrkSummary wrk = round.wrk();
			double rps = rps(wrk);
			Double direct = directRps.get(round.round());
			// A direct round that completed nothing is no control: no ratio, rather than
			// an infinite one.
			Double ratio = (round.target().isGateway() && direct != null && direct > 0) ? rps / direct : null;
			// A round without a completed request has a throughput (0) but no latency.
			boolean timed = wrk.requests() > 0;
			WrkSummary.Latency latency = wrk.latencyUs();
			Map<String, Double> cpu = cpuPerRequest(round.cpuTicks(), wrk.requests());
			AtRate atRate = (round.atRate() != null && round.atRate().sustained()) ? round.atRate() : null;
			derived.add(Round.of(round,
					new RoundMetrics(rps, timed ? millis(latency.p50()) : null, timed ? millis(latency.p90()) : null,
							timed ? millis(latency.p99()) : null, timed ? millis(latency.p999()) : null,
							timed ? millis(latency.max()) : null, wrk.errors().socket(), wrk.errors().status(),
							cpu.get(round.target().process()), cpu, ratio,
							perRequest(round.allocatedBytes(), wrk.requests(), 1),
							perRequest(round.throwables(), wrk.requests(), 1000), percentileMs(atRate, 50),
							percentileMs(atRate, 99), percentileMs(atRate, 99.9))));
		}
		return List.copyOf(derived);
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
			round.metrics()
				.cpuUsPerRequestByProcess()
				.forEach((process, value) -> byProcess.computeIfAbsent(process, (key) -> new ArrayList<>()).add(value));
		}
		Map<String, Spread> cpuByProcess = new LinkedHashMap<>();
		byProcess.forEach((process, values) -> cpuByProcess.put(process,
				Spread.of(values.stream().mapToDouble(Double::doubleValue).toArray())));
		return new TargetSummary(own.size(), own.stream().mapToLong((round) -> round.wrk().requests()).sum(),
				own.stream().mapToLong((round) -> round.metrics().errors()).sum(),
				own.stream().mapToLong((round) -> round.metrics().non2xx()).sum(), metrics, cpuByProcess);
	}

	static double rps(WrkSummary wrk) {
		return wrk.requests() / (wrk.durationUs() / 1e6);
	}

	private static Double percentileMs(AtRate atRate, double percentile) {
		return (atRate != null) ? atRate.percentileMs(percentile) : null;
	}

	private static double millis(long micros) {
		return micros / 1000.0;
	}

	/**
	 * Returns a count per {@code requests} requests, or null without a count or a
	 * request.
	 */
	private static Double perRequest(Long count, long requests, int per) {
		return (count != null && requests > 0) ? (double) count * per / requests : null;
	}

	/**
	 * CPU microseconds per request: (after - before - jit) / clkTck seconds over the
	 * requests: every thread's CPU but the JIT compilers'
	 * ({@link CpuTicks.Span#serving()}). The CPU is read around the whole wrk run,
	 * connection set-up included.
	 */
	private static Map<String, Double> cpuPerRequest(CpuTicks cpu, long requests) {
		Map<String, Double> perRequest = new TreeMap<>();
		if (requests == 0) {
			return perRequest;
		}
		cpu.processes()
			.forEach((process, span) -> perRequest.put(process, span.serving() * 1e6 / cpu.clkTck() / requests));
		return perRequest;
	}

}
