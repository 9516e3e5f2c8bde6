package dev.perflab.perf.flamegraph;

/**
 * The two differential flame graphs of a compare, of one weighing.
 *
 * @param weighing what they weigh (its files, its unit)
 * @param html head against base: head's shape, red where head takes more per request,
 * blue less
 * @param goneHtml base against head: base's shape, red where head does a frame's work
 * less or no longer
 * @param base what base's side was drawn from
 * @param head what head's side was drawn from
 */
public record DiffFlameGraphs(Weighing weighing, byte[] html, byte[] goneHtml, SideSamples base, SideSamples head) {

}
