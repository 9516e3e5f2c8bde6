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
import org.apache.calcite.plan.RelOptRule;
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
import org.apache.calcite.rel.rules.ProjectToWindowRule;
import org.apache.calcite.rex.RexBuilder;
import org.apache.calcite.runtime.Bindable;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlOperatorTable;
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
 * driver layer are not involved at all, which is also why views are expanded here
 * ({@link #expandView}) rather than by Calcite's JDBC preparation.
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

	/**
	 * Sub-queries become joins while converting: there is no rule pass to do it later.
	 */
	private static final SqlToRelConverter.Config CONVERTER = SqlToRelConverter.config().withExpand(true);

	private static final RelOptRule WINDOWS_APART = ProjectToWindowRule.ProjectToLogicalProjectAndWindowRule.ProjectToLogicalProjectAndWindowRuleConfig.DEFAULT
		.toRule();

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
	 * Moves window aggregates ({@code COUNT(*) OVER ()}, how a share or per-request rule
	 * sees its denominator beside each row) out of projections into window operators,
	 * which the enumerable rules can implement. The one rule, not Calcite's rule
	 * collection, for the cold start; it matches only projections that hold one.
	 */
	private static RelNode windowsApart(RelNode logical) {
		HepPlanner windows = new HepPlanner(HepProgram.builder().addRuleInstance(WINDOWS_APART).build());
		windows.setRoot(logical);
		return windows.findBestExp();
	}

	/**
	 * Parses and validates: the cheap half, which finds every error in the query text and
	 * marks the tables the query references.
	 */
	ValidatedQuery validate(String sql) throws SqlParseException {
		return validate(sql, SqlOperatorTables.of());
	}

	/**
	 * Parses and validates with operators of the query's own beside the database's: a
	 * rule's {@code PARAM}, which reads that rule's parameters.
	 */
	ValidatedQuery validate(String sql, SqlOperatorTable own) throws SqlParseException {
		SqlValidator validator = newValidator(this.catalogReader, own);
		return new ValidatedQuery(validator, validator.validate(parse(sql)));
	}

	/**
	 * Plans and generates code: the expensive half, which needs no events and so can run
	 * while the recording loads.
	 */
	CompiledQuery compile(ValidatedQuery query) {
		VolcanoPlanner planner = new VolcanoPlanner();
		planner.addRelTraitDef(ConventionTraitDef.INSTANCE);
		planner.addRelTraitDef(RelCollationTraitDef.INSTANCE);
		EnumerableRules.ENUMERABLE_RULES.forEach(planner::addRule);
		RelOptCluster cluster = RelOptCluster.create(planner, new RexBuilder(this.typeFactory));
		cluster.setMetadataQuerySupplier(
				() -> new RelMetadataQuery(new ProxyingMetadataHandlerProvider(DefaultRelMetadataProvider.INSTANCE)));

		SqlToRelConverter converter = converter(query.validator(), this.catalogReader, cluster);
		RelRoot root = converter.convertQuery(query.node(), false, true);
		RelNode logical = converter.flattenTypes(root.rel, true);
		logical = RelDecorrelator.decorrelateQuery(logical, RelFactories.LOGICAL_BUILDER.create(cluster, null));
		// The final projection drops helper columns (ORDER BY on unselected ones).
		// It keeps the order a Sort below it produced: no collation trait needed.
		logical = root.withRel(logical).project();
		logical = windowsApart(logical);

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

	private SqlToRelConverter converter(SqlValidator validator, CalciteCatalogReader reader, RelOptCluster cluster) {
		return new SqlToRelConverter(
				(rowType, viewSql, schemaPath, viewPath) -> expandView(viewSql, schemaPath, cluster), validator, reader,
				cluster, StandardConvertletTable.INSTANCE, CONVERTER);
	}

	/**
	 * Turns a view that a query selects from into relational algebra in the query's own
	 * cluster, so that query and view are planned as one; a view in the view is expanded
	 * in turn. Calcite's {@code ViewTable} calls this, then casts the result to the
	 * view's row type.
	 */
	private RelRoot expandView(String viewSql, List<String> schemaPath, RelOptCluster cluster) {
		CalciteCatalogReader reader = this.catalogReader.withSchemaPath(schemaPath);
		SqlNode parsed;
		try {
			parsed = parse(viewSql);
		}
		catch (SqlParseException ex) {
			// The view parsed when the query that names it was validated.
			throw new IllegalStateException(ex);
		}
		RelRoot root = converter(newValidator(reader, SqlOperatorTables.of()), reader, cluster).convertQuery(parsed,
				true, false);
		return RelRoot.of(root.project(), root.kind);
	}

	private SqlValidator newValidator(CalciteCatalogReader reader, SqlOperatorTable own) {
		return SqlValidatorUtil.newValidator(SqlOperatorTables.chain(SqlStdOperatorTable.instance(), own, reader),
				reader, this.typeFactory, SqlValidator.Config.DEFAULT.withConformance(CONFORMANCE));
	}

	private static SqlNode parse(String sql) throws SqlParseException {
		return SqlParser.create(withoutTrailingSemicolon(sql), PARSER).parseQuery();
	}

	private static String withoutTrailingSemicolon(String sql) {
		int end = sql.length();
		while (end > 0 && Character.isWhitespace(sql.charAt(end - 1))) {
			end--;
		}
		if (end > 0 && sql.charAt(end - 1) == ';') {
			// Replaced, not removed, so that error positions still match the text.
			return sql.substring(0, end - 1) + " " + sql.substring(end);
		}
		return sql;
	}

}
