package dev.perflab.perf.view;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

import dev.perflab.perf.compare.MetricComparison;
import dev.perflab.perf.compare.ShardPooling;
import dev.perflab.perf.results.Results;
import dev.perflab.perf.text.InertText;

/**
 * Renders "The runners" of a pooled compare ({@code perf pool}): each shard's CPU, its
 * own CPU per request change and verdict, how the shards were pooled and which ones are
 * missing. It stands where a single runner's compare says how its run went.
 */
final class PoolMarkdown {

	private PoolMarkdown() {
	}

	static String render(Results.Pool pool) {
		StringBuilder md = new StringBuilder("#### The runners\n\n");
		md.append("| shard | CPU | JVM pairs | CPU per request | interval | its verdict |\n");
		md.append("|---:|---|---:|---:|---:|---|\n");
		// In shard order, the missing ones among those that came.
		Map<Integer, Results.Shard> byNumber = new HashMap<>();
		pool.shards().forEach((shard) -> byNumber.put(shard.shard(), shard));
		for (int number = 1; number <= pool.expected(); number++) {
			Results.Shard shard = byNumber.get(number);
			if (shard == null) {
				md.append("| ").append(number).append(" | – | – | – | – | missing: failed or cancelled |\n");
				continue;
			}
			MetricComparison cpu = shard.cpu();
			int pairs = (cpu.sensitivity() != null) ? cpu.sensitivity().jvmPairs() : 0;
			md.append("| ")
				.append(number)
				.append(" | ")
				.append(InertText.code(shard.cpuModel() + " × " + shard.cpuCount(), 80))
				.append(" | ")
				.append((pairs > 0) ? String.valueOf(pairs) : "–")
				.append(" | ")
				.append(Figures.change(cpu.changePercent()))
				.append(" | ")
				.append((cpu.interval().low() != null)
						? Figures.ratioChange(cpu.interval().low()) + " … " + Figures.ratioChange(cpu.interval().high())
						: "–")
				.append(" | ")
				.append(cpu.verdict().id())
				.append(" |\n");
		}
		md.append('\n')
			.append((pool.shards().size() == 1) ? "One shard: its own comparison, as it judged itself."
					: InertText.code(pool.method(), 400))
			.append('\n');
		for (ShardPooling.Pooling pooling : pool.metrics()) {
			if (pooling.heterogeneity() == null) {
				continue;
			}
			md.append("- ")
				.append(pooling.metric().heading())
				.append(": ")
				.append((pooling.method() == ShardPooling.Method.PAIRS) ? "pairs as one sample"
						: "random effects over the shards (Hartung-Knapp)")
				.append(String.format(Locale.ROOT, "; Cochran's Q %.2f on %d df, p = %.2f, runner sd %.1f%%",
						pooling.heterogeneity().q(), pooling.heterogeneity().degreesOfFreedom(),
						pooling.heterogeneity().pValue(), Math.sqrt(pooling.heterogeneity().tauSquared()) * 100))
				.append('\n');
		}
		if (!pool.missing().isEmpty()) {
			md.append("\n⚠️ Judged on ")
				.append(pool.shards().size())
				.append(" of ")
				.append(pool.expected())
				.append(" shards: shard ")
				.append(pool.missing().stream().map(String::valueOf).collect(Collectors.joining(", ")))
				.append(" left no results.\n");
		}
		return md.append('\n').toString();
	}

}
