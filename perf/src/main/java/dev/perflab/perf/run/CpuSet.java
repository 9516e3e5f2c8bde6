package dev.perflab.perf.run;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * A set of CPU numbers, written as {@code taskset -c} and the kernel write them
 * ({@code 0-1,3}).
 *
 * @param cpus the CPU numbers, ascending, no duplicates
 */
public record CpuSet(List<Integer> cpus) {

	public CpuSet {
		if (cpus.isEmpty()) {
			throw new IllegalArgumentException("a CPU set needs at least one CPU");
		}
		cpus = List.copyOf(new TreeSet<>(cpus));
	}

	/**
	 * Parses a CPU list.
	 * @param list e.g. {@code 0-1,3}
	 * @throws IllegalArgumentException naming the part that is not a CPU or range
	 */
	public static CpuSet parse(String list) {
		TreeSet<Integer> cpus = new TreeSet<>();
		for (String part : list.trim().split(",")) {
			String[] range = part.trim().split("-", -1);
			try {
				int from = Integer.parseInt(range[0]);
				int to = (range.length == 2) ? Integer.parseInt(range[1]) : from;
				if (range.length > 2 || from < 0 || to < from) {
					throw new NumberFormatException();
				}
				for (int cpu = from; cpu <= to; cpu++) {
					cpus.add(cpu);
				}
			}
			catch (NumberFormatException ex) {
				throw new IllegalArgumentException("'" + part + "' in CPU list '" + list + "' is not a CPU or a range");
			}
		}
		return new CpuSet(List.copyOf(cpus));
	}

	/**
	 * Returns the CPUs this process may run on: its affinity mask, which a container or a
	 * {@code taskset} around the pipeline may make smaller than {@code nproc}'s count.
	 */
	public static CpuSet allowed() {
		return allowed(Path.of("/proc/self/status"));
	}

	/**
	 * Returns the CPUs of a task's status file: {@code /proc/self/status} is the main
	 * thread's, {@code /proc/thread-self/status} the calling thread's.
	 */
	static CpuSet allowed(Path status) {
		try {
			for (String line : Files.readAllLines(status)) {
				if (line.startsWith("Cpus_allowed_list:")) {
					return parse(line.substring(line.indexOf(':') + 1));
				}
			}
		}
		catch (IOException ex) {
			throw new UncheckedIOException("cannot read " + status, ex);
		}
		throw new IllegalStateException(status + " has no Cpus_allowed_list");
	}

	public int size() {
		return this.cpus.size();
	}

	public CpuSet union(CpuSet other) {
		TreeSet<Integer> all = new TreeSet<>(this.cpus);
		all.addAll(other.cpus);
		return new CpuSet(List.copyOf(all));
	}

	@Override
	public String toString() {
		return this.cpus.stream().map(String::valueOf).collect(Collectors.joining(","));
	}

}
