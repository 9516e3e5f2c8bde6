package dev.perflab.perf.run;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import dev.perflab.perf.raw.WrkSummary;

/**
 * Loads several targets at the same moment, each by its own wrk, and accounts the CPU of
 * the lab's processes over exactly that time.
 * <p>
 * This is what makes a base/head comparison hold on a noisy host: two gateways on the
 * same CPU at the same moment meet the same frequency, the same neighbours and the same
 * host freezes, which cancel in their ratio. Measured on the lab machine: per 10 s window
 * the ratio of two gateways of one jar stayed within 0.99-1.01 while their absolute cost
 * moved by 40% in two minutes.
 */
final class Load {

	private final ProcessRegistry registry;

	private final Wrk wrk;

	private final Path scratch;

	Load(ProcessRegistry registry, Wrk wrk, Path scratch) {
		this.registry = registry;
		this.wrk = wrk;
		this.scratch = scratch;
	}

	/**
	 * A target: what wrk loads.
	 *
	 * @param url the server's address; what is sent comes from the script
	 * @param script the wrk script: a workload's, or {@code report.lua} alone for one
	 * {@code GET} of the URL
	 */
	record Target(String name, String url, Path script) {

	}

	/**
	 * What one load window measured.
	 *
	 * @param startMillis when the wrks were started (epoch ms)
	 * @param endMillis when the last one ended
	 * @param wrk each target's summary, by target name
	 * @param before each accounted process's CPU snapshot before
	 * @param cpu each accounted process's CPU use, by process name
	 * @param allocatedBytes the heap bytes each counted process allocated, by process
	 * name
	 */
	record Result(long startMillis, long endMillis, Map<String, WrkSummary> wrk, Map<String, ThreadTimes> before,
			Map<String, ThreadTimes.CpuUsed> cpu, Map<String, Long> allocatedBytes) {

	}

	/**
	 * Runs one window.
	 * @param targets what to load, all at once
	 * @param accounted the processes whose CPU is read around the window, by name
	 */
	Result run(List<Target> targets, int seconds, Map<String, LabProcess> accounted) {
		return run(targets, seconds, accounted, Map.of());
	}

	/**
	 * Runs one window.
	 * @param targets what to load, all at once
	 * @param accounted the processes whose CPU is read around the window, by name
	 * @param counted the processes whose allocated bytes are read at the same instants
	 */
	Result run(List<Target> targets, int seconds, Map<String, LabProcess> accounted,
			Map<String, HeapAllocation> counted) {
		Map<String, ThreadTimes> before = new LinkedHashMap<>();
		accounted.forEach((name, process) -> before.put(name, process.threadTimes()));
		Map<String, Long> allocatedBefore = new LinkedHashMap<>();
		counted.forEach((name, heap) -> allocatedBefore.put(name, heap.allocatedBytes()));
		long start = System.currentTimeMillis();
		List<Wrk.Running> running = new ArrayList<>();
		for (Target target : targets) {
			running.add(this.wrk.start(this.registry, target, seconds,
					this.scratch.resolve("wrk-" + target.name() + ".out")));
		}
		Map<String, WrkSummary> summaries = new LinkedHashMap<>();
		for (int i = 0; i < targets.size(); i++) {
			summaries.put(targets.get(i).name(), running.get(i).await());
		}
		long end = System.currentTimeMillis();
		Map<String, Long> allocated = new LinkedHashMap<>();
		counted.forEach((name, heap) -> allocated.put(name, heap.allocatedBytes() - allocatedBefore.get(name)));
		Map<String, ThreadTimes.CpuUsed> cpu = new LinkedHashMap<>();
		accounted.forEach((name, process) -> {
			cpu.put(name, process.threadTimes().since(before.get(name)));
		});
		return new Result(start, end, summaries, before, cpu, allocated);
	}

}
