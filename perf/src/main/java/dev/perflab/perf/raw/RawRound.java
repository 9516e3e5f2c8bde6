package dev.perflab.perf.raw;

/**
 * One wrk round: {@code raw/rounds/NNN-TARGET.properties}.
 *
 * @param file the file, relative to the run directory, for messages
 * @param sequence NNN: the position in execution order
 * @param round the 1-based round number, shared by the rounds of one pair
 * @param fork the JVM pair (fork) the round belongs to, 1-based; 0 in runs without forks
 * @param target what the round drove
 * @param url the URL wrk requested
 * @param startMillis when wrk started (epoch ms)
 * @param endMillis when wrk ended (epoch ms)
 * @param wrk wrk's summary
 * @param cpu CPU ticks of each process around the round
 */
public record RawRound(String file, int sequence, int round, int fork, Target target, String url, long startMillis,
		long endMillis, WrkSummary wrk, CpuTicks cpu) {

}
