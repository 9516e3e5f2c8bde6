package dev.perflab.perf;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

/**
 * The packages of perf/ in layers, each using only those below it (perf/README, "How the
 * code is laid out"), and no cycle between any two packages: a new dependency that points
 * up fails the build here, not in a reviewer's head.
 * <p>
 * ArchUnit reads bytecode, and javac copies a constant ({@code static final} String or
 * number) into its user: a use of nothing but another package's constant leaves no trace
 * to check. A cycle planted through a constant passed here; one through a type failed
 * both rules.
 */
class ArchitectureTests {

	private static final String PERF = "dev.perflab.perf";

	private static final JavaClasses CLASSES = new ClassFileImporter()
		.withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
		.importPackages(PERF);

	static final ArchRule LAYERS = layeredArchitecture().consideringOnlyDependenciesInLayers()
		.layer("commands")
		.definedBy(PERF + ".cli..")
		.layer("features")
		.definedBy(PERF + ".report..", PERF + ".comment..", PERF + ".selftest..", PERF + ".calibration..",
				PERF + ".trend..", PERF + ".bisect..", PERF + ".pool..")
		.layer("options")
		.definedBy(PERF + ".options..")
		.layer("view")
		.definedBy(PERF + ".view..")
		.layer("results")
		.definedBy(PERF + ".results..")
		.layer("analyses")
		.definedBy(PERF + ".compare..", PERF + ".hotspots..", PERF + ".rules..", PERF + ".flamegraph..",
				PERF + ".benchmark..")
		.layer("metrics")
		.definedBy(PERF + ".metrics..")
		.layer("base")
		.definedBy(PERF + ".run..", PERF + ".raw..", PERF + ".text..", PERF + ".json..", PERF + ".workload..")
		.whereLayer("commands")
		.mayNotBeAccessedByAnyLayer()
		.whereLayer("features")
		.mayOnlyBeAccessedByLayers("commands")
		.whereLayer("options")
		.mayOnlyBeAccessedByLayers("commands", "features")
		.whereLayer("view")
		.mayOnlyBeAccessedByLayers("commands", "features")
		.whereLayer("results")
		.mayOnlyBeAccessedByLayers("commands", "features", "view")
		.whereLayer("analyses")
		.mayOnlyBeAccessedByLayers("commands", "features", "view", "results")
		.whereLayer("metrics")
		.mayOnlyBeAccessedByLayers("commands", "features", "options", "view", "results", "analyses");

	static final ArchRule NO_CYCLES = slices().matching(PERF + ".(*)..").should().beFreeOfCycles();

	@Test
	void eachPackageUsesOnlyTheLayersBelowIt() {
		LAYERS.check(CLASSES);
	}

	@Test
	void noTwoPackagesDependOnEachOther() {
		NO_CYCLES.check(CLASSES);
	}

}
