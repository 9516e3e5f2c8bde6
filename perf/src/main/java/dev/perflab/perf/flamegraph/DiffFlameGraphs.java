package dev.perflab.perf.flamegraph;

/**
 * The two differential flame graphs of a compare.
 *
 * @param html head against base: head's shape, red where head takes more time per
 * request, blue less
 * @param goneHtml base against head: base's shape, red where head runs a frame less or no
 * longer
 * @param perRequests the number of requests both are scaled to
 * @param base what base's side was drawn from
 * @param head what head's side was drawn from
 */
public record DiffFlameGraphs(byte[] html, byte[] goneHtml, long perRequests, SideSamples base, SideSamples head) {

}
