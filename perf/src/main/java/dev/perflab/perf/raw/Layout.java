package dev.perflab.perf.raw;

/**
 * Which CPUs each role was pinned to, as {@code taskset -c} lists.
 *
 * @param servicesCpus hello-service and auth-service
 */
public record Layout(String gatewayCpus, String servicesCpus, String wrkCpus) {

	/**
	 * Returns the layout in one short line.
	 * @return e.g. {@code gateway=1 services=0 wrk=0}
	 */
	public String describe() {
		return "gateway=" + this.gatewayCpus + " services=" + this.servicesCpus + " wrk=" + this.wrkCpus;
	}

}
