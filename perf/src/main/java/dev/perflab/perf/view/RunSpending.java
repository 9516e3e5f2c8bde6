package dev.perflab.perf.view;

import java.util.List;
import java.util.Locale;
import java.util.StringJoiner;
import java.util.function.ToDoubleFunction;

import dev.perflab.perf.compare.SequentialDesign;
import dev.perflab.perf.metrics.Metric;
import dev.perflab.perf.raw.ForkWarmUp;
import dev.perflab.perf.raw.Stopping;
import dev.perflab.perf.results.Results;

/**
 * Says how a compare spent its time and why it stopped: the JVM pairs measured, the look
 * that ended it, and the seconds spent starting, warming, measuring, at the latency
 * phase's rate and stopping JVMs.
 * <p>
 * Why a reader needs it: a sequential compare measures as many pairs as its answer needs,
 * so two runs of one pull request can measure 4 or 12 pairs, and only the reason tells an
 * answer known early from a budget that ran out. The time split says what a faster answer
 * would have to cut: on 2 vCPUs most of a fork used to be warm-up.
 */
final class RunSpending {

	private RunSpending() {
	}

	/**
	 * Renders the paragraph of a compare; nothing for rounds that name no JVM pair (each
	 * its own unit), which had no forks to spend.
	 */
	static String render(Results results) {
		Results.Run run = results.run();
		Results.Comparison comparison = results.comparison();
		long pairs = RunMarkdown.jvmPairs(results);
		if (pairs == 0) {
			return "";
		}
		StringBuilder md = new StringBuilder("**How the run went:** ").append(pairs)
			.append((pairs == 1) ? " JVM pair" : " JVM pairs")
			.append(" in ")
			.append(run.forks())
			.append(" of at most ")
			.append(run.stopping().maxForks())
			.append((run.stopping().maxForks() == 1) ? " fork" : " forks")
			.append("; ")
			.append(why(run.stopping(), comparison.looks()))
			.append(". ");
		List<ForkWarmUp> forks = run.warmup().forks();
		double measured = run.forks() * run.windows() * results.load().roundDurationSeconds();
		double atRate = atRateSeconds(results);
		md.append(String.format(Locale.ROOT, "Time: %s starting JVMs, %s warming, %s measuring, %s%s stopping.",
				Figures.seconds(sum(forks, ForkWarmUp::startSeconds)), Figures.seconds(sum(forks, ForkWarmUp::seconds)),
				Figures.seconds(measured), (atRate > 0) ? Figures.seconds(atRate) + " at the rate, " : "",
				Figures.seconds(Math.max(0, sum(forks, ForkWarmUp::stopSeconds) - atRate))));
		return md.append("\n\n").toString();
	}

	/**
	 * The latency phase's seconds, which a fork's stop time holds (it runs after the
	 * windows): the fork's gateways meet it at once, so a fork spends one span of it.
	 * Named apart since it is what the phase adds to a compare: on a 2-vCPU AMD EPYC VM
	 * of 2 December 13-16 s a fork, where the fork's JVMs took 5 s to stop; the stop time
	 * alone read 18 s.
	 */
	private static double atRateSeconds(Results results) {
		long spansMs = results.rounds()
			.stream()
			.filter((round) -> round.atRate() != null)
			.mapToLong((round) -> round.atRate().spanMs())
			.sum();
		return spansMs / 1000.0 / (2 * results.run().pairs());
	}

	private static String why(Stopping stopping, List<SequentialDesign.Look> looks) {
		SequentialDesign.Look last = looks.isEmpty() ? null : looks.get(looks.size() - 1);
		String look = (last != null)
				? String.format(Locale.ROOT, "the look at %d pairs (%s)", last.pairs(), levels(last)) : null;
		return switch (stopping.reason()) {
			case ANSWER -> "stopped when " + look + " answered: " + last.gate().id();
			case BUDGET -> "stopped because another fork would not have fitted the budget of "
					+ stopping.budgetSeconds() + " s" + ((look != null) ? "; judged at " + look : "");
			case FORKS -> "all forks measured" + ((look != null) ? "; judged at " + look : "");
		};
	}

	/**
	 * Returns the gated metrics' one-sided levels of a look: one figure when they are
	 * alike, else each metric's.
	 */
	private static String levels(SequentialDesign.Look look) {
		List<Metric> gated = Metric.gated().stream().filter((metric) -> look.level(metric) != null).toList();
		if (gated.stream().map(look::level).distinct().count() <= 1) {
			Double level = gated.isEmpty() ? null : look.level(gated.get(0));
			return "one-sided level " + ((level != null) ? level(level) : "–") + "%";
		}
		StringJoiner levels = new StringJoiner(", ", "one-sided levels: ", "");
		gated.forEach((metric) -> levels.add(metric.label() + " " + level(look.level(metric)) + "%"));
		return levels.toString();
	}

	private static String level(double level) {
		return (level >= 0.001) ? String.format(Locale.ROOT, "%.1f", level * 100)
				: String.format(Locale.ROOT, "%.2g", level * 100);
	}

	private static double sum(List<ForkWarmUp> forks, ToDoubleFunction<ForkWarmUp> part) {
		return forks.stream().mapToDouble(part).sum();
	}

}
