package dev.perflab.perf.run;

import java.util.List;

import dev.perflab.perf.raw.Layout;

/**
 * Which CPUs each role runs on. The gateways are what is measured, so they never share a
 * CPU with wrk or a backend; with two CPUs, wrk and both backends share the other one.
 *
 * @param services hello-service and auth-service
 */
public record CpuLayout(CpuSet gateway, CpuSet services, CpuSet wrk) {

	/**
	 * Chooses a layout from the CPUs this process may use.
	 * @return the layout: 4+ CPUs give the gateways two of their own, 2-3 CPUs one, a
	 * single CPU is shared by everything (and says so in {@link #shared()})
	 */
	public static CpuLayout choose(CpuSet allowed) {
		List<Integer> cpus = allowed.cpus();
		int n = cpus.size();
		if (n >= 4) {
			return new CpuLayout(set(cpus.get(2), cpus.get(3)), set(cpus.get(1)), set(cpus.get(0)));
		}
		if (n >= 2) {
			return new CpuLayout(set(cpus.get(1)), set(cpus.get(0)), set(cpus.get((n == 3) ? 2 : 0)));
		}
		return new CpuLayout(allowed, allowed, allowed);
	}

	private static CpuSet set(Integer... cpus) {
		return new CpuSet(List.of(cpus));
	}

	/** Returns whether the gateways share their CPUs with the rest of the lab. */
	public boolean shared() {
		return this.gateway.cpus().stream().anyMatch((cpu) -> this.services.cpus().contains(cpu));
	}

	/** Returns every CPU of the layout: where a gateway may run while it warms up. */
	public CpuSet all() {
		return this.gateway.union(this.services).union(this.wrk);
	}

	/** Returns the layout as the report's raw data records it. */
	public Layout toRaw() {
		return new Layout(this.gateway.toString(), this.services.toString(), this.wrk.toString());
	}

}
