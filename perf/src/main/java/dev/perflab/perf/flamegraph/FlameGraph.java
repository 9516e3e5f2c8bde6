package dev.perflab.perf.flamegraph;

/**
 * A rendered flame graph.
 *
 * @param html the self-contained HTML page
 * @param samples the number of execution samples it was drawn from
 */
public record FlameGraph(byte[] html, long samples) {

}
