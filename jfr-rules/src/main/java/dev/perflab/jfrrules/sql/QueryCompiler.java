package dev.perflab.jfrrules.sql;

import java.util.List;
import java.util.Map;
import java.util.Properties;

import org.apache.calcite.adapter.enumerable.EnumerableConvention;
import org.apache.calcite.adapter.enumerable.EnumerableInterpretable;
import org.apache.calcite.adapter.enumerable.EnumerableRel;
import org.apache.calcite.adapter.enumerable.EnumerableRules;
import org.apache.calcite.adapter.java.JavaTypeFactory;
import org.apache.calcite.avatica.util.Casing;
import org.apache.calcite.avatica.util.Quoting;
import org.apache.calcite.config.CalciteConnectionConfigImpl;
import org.apache.calcite.jdbc.CalciteSchema;
import org.apache.calcite.plan.ConventionTraitDef;
import org.apache.calcite.plan.RelOptCluster;
import org.apache.calcite.plan.hep.HepPlanner;
import org.apache.calcite.plan.hep.HepProgram;
import org.apache.calcite.plan.volcano.VolcanoPlanner;
import org.apache.calcite.prepare.CalciteCatalogReader;
import org.apache.calcite.rel.RelCollationTraitDef;
import org.apache.calcite.rel.RelNode;
import org.apache.calcite.rel.RelRoot;
import org.apache.calcite.rel.core.RelFactories;
import org.apache.calcite.rel.metadata.DefaultRelMetadataProvider;
import org.apache.calcite.rel.metadata.ProxyingMetadataHandlerProvider;
import org.apache.calcite.rel.metadata.RelMetadataQuery;
import org.apache.calcite.rex.RexBuilder;
import org.apache.calcite.runtime.Bindable;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.fun.SqlStdOperatorTable;
import org.apache.calcite.sql.parser.SqlParseException;
import org.apache.calcite.sql.parser.SqlParser;
import org.apache.calcite.sql.util.SqlOperatorTables;
import org.apache.calcite.sql.validate.SqlConformanceEnum;
import org.apache.calcite.sql.validate.SqlValidator;
import org.apache.calcite.sql.validate.SqlValidatorUtil;
import org.apache.calcite.sql2rel.RelDecorrelator;
import org.apache.calcite.sql2rel.SqlToRelConverter;
import org.apache.calcite.sql2rel.StandardConvertletTable;

/**
 * Turns SQL into runnable code: parse, validate, convert to relational algebra, plan,
 * generate and compile Java.
 * <p>
 * This is Calcite's own pipeline with cuts, because a check compiles each rule once, in a
 * fresh JVM, and that cold cost is most of a check's time. The cost-based planner gets
 * only the rules that turn logical operators into executable ones, not Calcite's full set
 * of rewrites (join reordering, aggregate and union transpositions...), which gain
 * nothing on in-memory tables and whose first use alone loads and initializes hundreds of
 * rule classes. Sub-queries are expanded while converting, for the same reason (no rule
 * pass). Metadata (row counts, costs) comes through plain proxies instead of handler
 * classes that Calcite would generate and compile with Janino on first use. JDBC and its
 * driver layer are not involved at all.
 */
final class QueryCompiler {

	private static final SqlConformanceEnum CONFORMANCE = SqlConformanceEnum.LENIENT;

	/**
	 * Double quotes as in standard SQL; unquoted names keep their case; lookups ignore
	 * case.
	 */
	private static final SqlParser.Config PARSER = SqlParser.config()
		.withQuoting(Quoting.DOUBLE_QUOTE)
		.withUnquotedCasing(Casing.UNCHANGED)
		.withQuotedCasing(Casing.UNCHANGED)
		.withCaseSensitive(false)
		.withConformance(CONFORMANCE);

	private final CalciteSchema rootSchema;

	private final JavaTypeFactory typeFactory;

	private final CalciteCatalogReader catalogReader;

	private final JfrDataContext dataContext;

	QueryCompiler(CalciteSchema rootSchema, JavaTypeFactory typeFactory, String defaultSchema) {
		this.rootSchema = rootSchema;
		this.typeFactory = typeFactory;
		Properties properties = new Properties();
		properties.setProperty("caseSensitive", "false");
		this.catalogReader = new CalciteCatalogReader(rootSchema, List.of(defaultSchema), typeFactory,
				new CalciteConnectionConfigImpl(properties));
		this.dataContext = new JfrDataContext(rootSchema.plus(), typeFactory);
	}

	/**
	 * Parses and validates: the cheap half, which finds every error in the query text and
	 * marks the tables the query references.
	 */
	ValidatedQuery validate(String sql) throws SqlParseException {
		SqlNode parsed = SqlParser.create(sql, PARSER).parseQuery();
		SqlValidator validator = SqlValidatorUtil.newValidator(
				SqlOperatorTables.chain(SqlStdOperatorTable.instance(), this.catalogReader), this.catalogReader,
				this.typeFactory, SqlValidator.Config.DEFAULT.withConformance(CONFORMANCE));
		return new ValidatedQuery(validator, validator.validate(parsed));
	}

	/**
	 * Plans and generates code: the expensive half, which needs no events and so can run
	 * while the recording loads.
	 */
	CompiledQuery compile(ValidatedQuery query) {
		SqlValidator validator = query.validator();
		VolcanoPlanner planner = new VolcanoPlanner();
		planner.addRelTraitDef(ConventionTraitDef.INSTANCE);
		planner.addRelTraitDef(RelCollationTraitDef.INSTANCE);
		EnumerableRules.ENUMERABLE_RULES.forEach(planner::addRule);
		RelOptCluster cluster = RelOptCluster.create(planner, new RexBuilder(this.typeFactory));
		cluster.setMetadataQuerySupplier(
				() -> new RelMetadataQuery(new ProxyingMetadataHandlerProvider(DefaultRelMetadataProvider.INSTANCE)));

		SqlToRelConverter converter = new SqlToRelConverter((rowType, queryString, schemaPath, viewPath) -> null,
				validator, this.catalogReader, cluster, StandardConvertletTable.INSTANCE,
				SqlToRelConverter.config().withExpand(true));
		RelRoot root = converter.convertQuery(query.node(), false, true);
		RelNode logical = converter.flattenTypes(root.rel, true);
		logical = RelDecorrelator.decorrelateQuery(logical, RelFactories.LOGICAL_BUILDER.create(cluster, null));
		// The final projection drops helper columns (ORDER BY on unselected ones).
		// It keeps the order a Sort below it produced: no collation trait needed.
		logical = root.withRel(logical).project();

		planner.setRoot(planner.changeTraits(logical, logical.getTraitSet().replace(EnumerableConvention.INSTANCE)));
		RelNode physical = planner.findBestExp();
		// Only Calc steps generate code: turn each filter and projection into one.
		HepPlanner calcs = new HepPlanner(HepProgram.builder()
			.addRuleInstance(EnumerableRules.ENUMERABLE_FILTER_TO_CALC_RULE)
			.addRuleInstance(EnumerableRules.ENUMERABLE_PROJECT_TO_CALC_RULE)
			.build());
		calcs.setRoot(physical);
		physical = calcs.findBestExp();
		@SuppressWarnings("unchecked")
		Bindable<Object> bindable = (Bindable<Object>) (Bindable<?>) EnumerableInterpretable.toBindable(Map.of(), null,
				(EnumerableRel) physical, EnumerableRel.Prefer.ARRAY);
		return new CompiledQuery(bindable, this.dataContext, root.validatedRowType);
	}

}
