package dev.perflab.perf.view;

import java.util.List;
import java.util.Locale;

import org.apache.commons.statistics.descriptive.Median;

import dev.perflab.perf.metrics.Metric;
import dev.perflab.perf.metrics.Round;
import dev.perflab.perf.raw.AtRate;
import dev.perflab.perf.text.InertText;

/**
 * The latency phase of a run, for people: the rate asked of each gateway beside the
 * capacity the closed-loop windows measured, and per gateway JVM what it answered and how
 * many requests its percentiles rest on, so that a p99.9 of a few dozen requests reads as
 * what it is, and a gateway that did not keep up is named rather than read as latency.
 */
final class RatePhaseMarkdown {

	private RatePhaseMarkdown() {
	}

	/** Returns the section, or nothing for a run without the phase. */
	static String render(List<Round> rounds) {
		List<Round> phased = rounds.stream().filter((round) -> round.atRate() != null).toList();
		if (phased.isEmpty()) {
			return "";
		}
		double capacity = Median.withDefaults()
			.evaluate(rounds.stream()
				.filter((round) -> round.target().isGateway())
				.map(Metric.RPS::valueOf)
				.filter((rps) -> rps != null)
				.mapToDouble(Double::doubleValue)
				.toArray());
		double asked = phased.get(0).atRate().askedPerSecond();
		long seconds = Math
			.round(phased.stream().mapToLong((round) -> round.atRate().spanMs()).max().orElse(0) / 1000.0);
		StringBuilder md = new StringBuilder("### Latency at a rate\n\n");
		md.append(String.format(Locale.ROOT,
				"Each gateway at %,.0f requests a second for %d s, all at once (vegeta, an open model: each "
						+ "request timed from when it was due), after its closed-loop windows: %s of the %,.0f "
						+ "req/s a gateway served in them (median). A percentile is read where %d answers lie "
						+ "beyond it.%n%n",
				asked, seconds, Figures.percent(asked / capacity), capacity, AtRate.TAIL_REQUESTS));
		md.append("| gateway JVM | asked | answered | requests | p50 | p99 | p99.9 | read |\n");
		md.append("|---|--:|--:|--:|--:|--:|--:|---|\n");
		for (Round round : phased) {
			AtRate window = round.atRate();
			md.append(String.format(Locale.ROOT,
					"| %s (pair %d) | %,.0f/s | %,.1f/s | %,d | %.2f ms | %.2f ms | %.2f ms | %s |%n",
					round.target().id(), round.jvmPair(), window.askedPerSecond(), window.achievedPerSecond(),
					window.answered(), window.percentileMs(50), window.percentileMs(99), window.percentileMs(99.9),
					window.sustained() ? tail(window)
							: "**no**: " + ((window.errors() > 0)
									? Figures.count(window.errors()) + " failed ("
											+ InertText.code(String.join("; ", window.failures()), 120) + ")"
									: "did not keep up")));
		}
		md.append('\n');
		return md.toString();
	}

	/** Which of the table's tail percentiles a sustained window reads. */
	private static String tail(AtRate window) {
		if (window.reads(99.9)) {
			return "yes";
		}
		if (window.reads(99)) {
			return "yes, not p99.9 (needs " + Figures.count(AtRate.requestsToRead(99.9)) + ")";
		}
		return "not p99 (needs " + Figures.count(AtRate.requestsToRead(99)) + ")";
	}

}
