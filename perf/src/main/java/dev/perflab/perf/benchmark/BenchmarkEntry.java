package dev.perflab.perf.benchmark;

/**
 * One point of a github-action-benchmark chart (its "custom" input format).
 *
 * @param name the chart's key: must stay the same across runs, or the trend breaks
 * @param unit the unit shown on the axis
 * @param value the value
 * @param range the spread, shown in the tooltip (the action never uses it), or null
 * @param extra text for the tooltip, or null
 */
public record BenchmarkEntry(String name, String unit, double value, String range, String extra) {

}
