package dev.perflab.perf.pool;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.BinaryOperator;
import java.util.stream.Collectors;

import dev.perflab.perf.compare.CompareSettings;
import dev.perflab.perf.compare.MetricComparison;
import dev.perflab.perf.compare.ShardPooling;
import dev.perflab.perf.compare.Thresholds;
import dev.perflab.perf.metrics.Metric;
import dev.perflab.perf.metrics.MetricsCalculator;
import dev.perflab.perf.metrics.TargetSummary;
import dev.perflab.perf.raw.ForkWarmUp;
import dev.perflab.perf.raw.HostFreeze;
import dev.perflab.perf.raw.Target;
import dev.perflab.perf.results.Gate;
import dev.perflab.perf.results.Results;
import dev.perflab.perf.results.ResultsJson;
import dev.perflab.perf.view.ComparisonReasons;

/**
 * The results of a pooled compare: one verdict over every shard's JVM pairs
 * ({@link ShardPooling}), in results.json's words.
 * <p>
 * One shard gives exactly its own results, with the pool beside them: a pool of one
 * runner is that runner's verdict. Several give one comparison over all their pairs and a
 * gate from it, with what else a shard's own gate found (a JFR rule, errors, an unsettled
 * warm-up) named by shard. The run is the first shard's, with every shard's forks; the
 * environment names every CPU model and each CPU's worst freeze; the rule check is the
 * worst shard's; the flame graphs and hotspots stay in each shard's run directory.
 */
final class PooledResults {

	private static final String METHOD = "Pooled over the shards' JVM pairs: as one sample while the shards agree "
			+ "(Cochran's Q, p ≥ " + ShardPooling.HETEROGENEITY_ALPHA + "), else Hartung and Knapp's random-effects "
			+ "interval over the shards, which widens it by how far the runners differ.";

	private static final String ELSEWHERE = "a pool of several shards: each shard's run has its own";

	private PooledResults() {
	}

	static Results of(ShardFiles files, Instant now) {
		List<ShardFiles.Shard> shards = files.shards();
		int expected = shards.size() + files.missing().size();
		List<Results.Shard> described = shards.stream().map(PooledResults::describe).toList();
		if (shards.size() == 1) {
			Results only = shards.get(0).results();
			Results.Pool pool = new Results.Pool(METHOD, expected, described, files.missing(), List.of());
			return with(only, pool, warnings(only.warnings(), files), now);
		}
		Results first = shards.get(0).results();
		Results.Load load = load(shards);
		Results.Comparison compared = first.comparison();
		Thresholds t = compared.thresholdsPercent();
		CompareSettings settings = new CompareSettings(t, compared.confidence());
		ShardPooling.Pooled pooled = ShardPooling
			.pool(shards.stream().map((shard) -> shard.results().rounds()).toList(), settings);
		Map<Target, TargetSummary> targets = new EnumMap<>(Target.class);
		for (Target target : Target.values()) {
			TargetSummary summary = MetricsCalculator.summarize(pooled.rounds(), target);
			if (summary != null) {
				targets.put(target, summary);
			}
		}
		List<MetricComparison> metrics = pooled.comparison().metrics();
		Gate gate = gate(shards, metrics, first.gate());
		Results.Comparison comparison = new Results.Comparison(METHOD, compared.confidence(),
				pooled.comparison().perMetricConfidence(), t, List.of(), pooled.comparison().pairedRounds(),
				pooled.comparison().unpairedRounds(), metrics, pooled.comparison().exceptions());
		List<String> warnings = new ArrayList<>();
		for (ShardFiles.Shard shard : shards) {
			shard.results().warnings().forEach((warning) -> warnings.add("shard " + shard.number() + ": " + warning));
		}
		return new Results(ResultsJson.SCHEMA_VERSION, first.tool(), now.toString(), first.mode(), gate.outcome(),
				gate.exitCode(), gate, warnings(warnings, files), run(shards), environment(shards), first.layout(),
				load, pooled.rounds(), Results.Targets.of(targets), comparison, worstRules(shards),
				Results.Hotspots.skipped(ELSEWHERE), Results.FlameGraph.none(ELSEWHERE),
				Results.FlameGraphDiff.none(ELSEWHERE), Results.FlameGraphDiff.none(ELSEWHERE),
				new Results.Pool(METHOD, expected, described, files.missing(), pooled.poolings()),
				List.of(ResultsJson.FILE));
	}

	/**
	 * Returns the shards' load, the requests sent added up (ShardFiles has checked that
	 * they sent one workload).
	 */
	private static Results.Load load(List<ShardFiles.Shard> shards) {
		Results.Load first = shards.get(0).results().load();
		Map<String, Long> sent = new java.util.LinkedHashMap<>();
		for (ShardFiles.Shard shard : shards) {
			shard.results().load().sent().forEach((name, count) -> sent.merge(name, count, Long::sum));
		}
		return new Results.Load(first.wrkThreads(), first.wrkConnections(), first.roundDurationSeconds(),
				first.rounds(), first.traffic(), sent);
	}

	private static Results with(Results only, Results.Pool pool, List<String> warnings, Instant now) {
		return new Results(ResultsJson.SCHEMA_VERSION, only.tool(), now.toString(), only.mode(), only.verdict(),
				only.exitCode(), only.gate(), warnings, only.run(), only.environment(), only.layout(), only.load(),
				only.rounds(), only.targets(), only.comparison(), only.rules(), only.hotspots(), only.flameGraph(),
				only.flameGraphDiff(), only.allocationFlameGraphDiff(), pool, only.files());
	}

	private static Results.Shard describe(ShardFiles.Shard shard) {
		Results results = shard.results();
		MetricComparison cpu = results.comparison()
			.metrics()
			.stream()
			.filter((metric) -> metric.metric() == Metric.CPU_PER_REQUEST)
			.findFirst()
			.orElseThrow(() -> new IllegalArgumentException(shard.file() + ": no CPU per request comparison"));
		return new Results.Shard(shard.number(), shard.file().toString(), results.environment().cpuModel(),
				results.environment().cpuCount(), cpu, results.verdict());
	}

	/**
	 * The pooled comparison's regressions and what it could not judge, then what each
	 * shard's own gate found beside its comparison, named by shard.
	 */
	private static Gate gate(List<ShardFiles.Shard> shards, List<MetricComparison> metrics, Gate first) {
		List<String> reasons = new ArrayList<>(ComparisonReasons.failures(metrics));
		List<String> inconclusive = new ArrayList<>(ComparisonReasons.inconclusive(metrics));
		for (ShardFiles.Shard shard : shards) {
			Results results = shard.results();
			List<MetricComparison> own = results.comparison().metrics();
			List<String> ownFailures = ComparisonReasons.failures(own);
			List<String> ownInconclusive = ComparisonReasons.inconclusive(own);
			results.gate()
				.reasons()
				.stream()
				.filter((reason) -> !ownFailures.contains(reason))
				.forEach((reason) -> reasons.add("shard " + shard.number() + ": " + reason));
			results.gate()
				.inconclusive()
				.stream()
				.filter((reason) -> !ownInconclusive.contains(reason))
				.forEach((reason) -> inconclusive.add("shard " + shard.number() + ": " + reason));
		}
		return Gate.of(reasons, inconclusive, first.failOnInconclusive(), first.maxErrorRate());
	}

	private static List<String> warnings(List<String> warnings, ShardFiles files) {
		List<String> all = new ArrayList<>(warnings);
		if (!files.missing().isEmpty()) {
			all.add("shard " + files.missing().stream().map(String::valueOf).collect(Collectors.joining(", ")) + " of "
					+ (files.shards().size() + files.missing().size())
					+ " left no results (failed or cancelled): judged on the others");
		}
		return all;
	}

	/** The first shard's run, with every shard's forks and their warm-ups. */
	private static Results.Run run(List<ShardFiles.Shard> shards) {
		Results.Run first = shards.get(0).results().run();
		List<ForkWarmUp> forks = shards.stream()
			.flatMap((shard) -> shard.results().run().warmup().forks().stream())
			.toList();
		double longest = shards.stream()
			.mapToDouble((shard) -> shard.results().run().warmup().seconds())
			.max()
			.orElse(0);
		boolean stable = shards.stream().allMatch((shard) -> shard.results().run().warmup().stable());
		Map<String, String> extra = new LinkedHashMap<>(first.extra());
		extra.remove(Results.Run.SHARD);
		return new Results.Run(first.schema(), first.startedAt(), first.gitHead(), first.gitBase(), first.gitBaseRef(),
				first.gatewayProfile(), shards.stream().mapToInt((shard) -> shard.results().run().forks()).sum(),
				first.pairs(), first.windows(), first.stopping(), new Results.Warmup(longest, stable, forks),
				first.jfrWindow(), first.noise(), extra);
	}

	/**
	 * The first shard's environment, naming every CPU model, with each probed CPU's worst
	 * freeze over the shards: one line per CPU, not one per shard and CPU with no shard
	 * named (each shard's own freeze warning names it).
	 */
	private static Results.Environment environment(List<ShardFiles.Shard> shards) {
		Results.Environment first = shards.get(0).results().environment();
		String models = shards.stream()
			.map((shard) -> shard.results().environment().cpuModel())
			.distinct()
			.collect(Collectors.joining(" / "));
		Map<Integer, HostFreeze> worst = new TreeMap<>();
		shards.stream()
			.flatMap((shard) -> shard.results().environment().hostFreezes().stream())
			.forEach((freeze) -> worst.merge(freeze.cpu(), freeze,
					BinaryOperator.maxBy(Comparator.comparingDouble(HostFreeze::frozenFraction))));
		return new Results.Environment(first.javaVersion(), first.javaHome(), first.os(), models, first.cpuCount(),
				first.wrkVersion(), List.copyOf(worst.values()));
	}

	/**
	 * The rule check of the shard whose rules came out worst: fail, warn, pass, skipped.
	 */
	private static Results.Rules worstRules(List<ShardFiles.Shard> shards) {
		List<Results.RulesStatus> order = List.of(Results.RulesStatus.FAIL, Results.RulesStatus.WARN,
				Results.RulesStatus.PASS, Results.RulesStatus.SKIPPED);
		return shards.stream()
			.map((shard) -> shard.results().rules())
			.min(Comparator.comparingInt((rules) -> order.indexOf(rules.status())))
			.orElseThrow();
	}

}
