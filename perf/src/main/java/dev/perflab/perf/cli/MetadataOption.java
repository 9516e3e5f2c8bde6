package dev.perflab.perf.cli;

import java.util.LinkedHashMap;
import java.util.Map;

import picocli.CommandLine.Option;

/**
 * The facts a run records in its raw/run.json, {@code --meta KEY=VALUE} as often as
 * needed: the commits and the base's ref ({@code git.head}, {@code git.base},
 * {@code git.base_ref}), which the record takes for its own fields, and whatever else the
 * caller names (perf-ci.sh: {@code perf.shard}, {@code trend.reference}). Declared once,
 * so that a self-test's runs record what {@code perf run} would.
 */
final class MetadataOption {

	@Option(names = "--meta", paramLabel = "KEY=VALUE")
	Map<String, String> facts = new LinkedHashMap<>();

}
