package dev.perflab.perf.report;

import java.util.List;
import java.util.Locale;
import java.util.StringJoiner;

import dev.perflab.perf.compare.BaseHeadComparator;
import dev.perflab.perf.compare.CompareSettings;
import dev.perflab.perf.compare.MetricComparison;
import dev.perflab.perf.compare.SequentialCompare;
import dev.perflab.perf.compare.SequentialDesign;
import dev.perflab.perf.metrics.Metric;
import dev.perflab.perf.metrics.MetricsCalculator;
import dev.perflab.perf.metrics.Round;
import dev.perflab.perf.raw.RawRound;
import dev.perflab.perf.raw.Stopping;
import dev.perflab.perf.run.ForkJudge;
import dev.perflab.perf.view.Figures;

/**
 * Judges a compare the same way while it runs (after each fork, as its {@link ForkJudge})
 * and when it is reported: sequentially over its forks when they may give more than
 * {@link BaseHeadComparator#MIN_PAIRS} pairs, once over all pairs otherwise.
 *
 * @param settings the thresholds and the one-sided confidence of the whole run
 * @param pairsPerFork the JVM pairs of each fork
 * @param maxForks the most forks the run may measure
 */
public record RunJudgement(CompareSettings settings, int pairsPerFork, int maxForks) implements ForkJudge {

	/**
	 * Judges the rounds of a run.
	 * @param ended whether the run measures no more forks whatever its last look says
	 */
	public SequentialCompare.Judgement judge(List<Round> rounds, boolean ended) {
		int maxPairs = this.pairsPerFork * this.maxForks;
		if (maxPairs < BaseHeadComparator.MIN_PAIRS) {
			// No look could have an interval: one comparison says so.
			return new SequentialCompare.Judgement(BaseHeadComparator.compare(rounds, this.settings), List.of());
		}
		SequentialDesign design = SequentialDesign.of(maxPairs, 1 - this.settings.confidence());
		return SequentialCompare.judge(rounds, this.pairsPerFork, this.settings, design, ended);
	}

	/** Judges a reported run: its last look ended it unless it stopped on an answer. */
	public SequentialCompare.Judgement judge(List<Round> rounds, Stopping stopping) {
		return judge(rounds, stopping.reason() != Stopping.Reason.ANSWER);
	}

	@Override
	public Look look(List<RawRound> rounds, boolean last) {
		SequentialCompare.Judgement judgement = judge(MetricsCalculator.derive(rounds), last);
		if (judgement.looks().isEmpty()) {
			return new Look(false, false, "no look yet: fewer than " + BaseHeadComparator.MIN_PAIRS + " JVM pairs");
		}
		SequentialDesign.Look look = judgement.looks().get(judgement.looks().size() - 1);
		StringBuilder figures = new StringBuilder();
		for (MetricComparison gated : judgement.comparison().metrics()) {
			if (!gated.metric().gates()) {
				continue;
			}
			String interval = (gated.interval().low() != null) ? String.format(Locale.ROOT, " (%s … %s)",
					Figures.ratioChange(gated.interval().low()), Figures.ratioChange(gated.interval().high())) : "";
			figures.append(", ")
				.append(gated.metric().label())
				.append(' ')
				.append(Figures.ratioChange(gated.ratio()))
				.append(interval)
				.append(' ')
				.append(gated.verdict().id());
		}
		StringJoiner levels = new StringJoiner(" and ");
		for (Metric metric : Metric.gated()) {
			levels.add(String.format(Locale.ROOT, "%.2f%% (%s)", look.level(metric) * 100, metric.label()));
		}
		return new Look(true, look.answered(), String.format(Locale.ROOT, "%d pairs%s at one-sided levels of %s: %s%s",
				look.pairs(), figures, levels, look.gate().id(), look.answered() ? ", stopping" : ""));
	}

}
