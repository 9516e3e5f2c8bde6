package dev.perflab.jfrrules.functions;

import java.lang.reflect.Method;
import java.util.List;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

import dev.perflab.jfrrules.JfrRulesException;
import org.apache.calcite.adapter.enumerable.CallImplementor;
import org.apache.calcite.adapter.enumerable.NullPolicy;
import org.apache.calcite.adapter.enumerable.RexImpTable;
import org.apache.calcite.linq4j.tree.Expressions;
import org.apache.calcite.rel.type.RelDataType;
import org.apache.calcite.rel.type.RelDataTypeFactory;
import org.apache.calcite.schema.FunctionParameter;
import org.apache.calcite.schema.ImplementableFunction;
import org.apache.calcite.schema.ScalarFunction;
import org.apache.calcite.sql.type.SqlTypeName;

/**
 * {@code IS_EVENT_LOOP_THREAD(threadName)}: whether the name fully matches the event-loop
 * thread pattern of this check; {@code FALSE} for {@code NULL}.
 * <p>
 * The pattern is a setting of the check, not of a rule: the default matches Reactor
 * Netty's loops ({@code reactor-http-epoll-1}, {@code reactor-http-nio-3}, also kqueue
 * and io_uring), and an application that names its loops differently changes it once
 * ({@code --event-loop-threads} on the CLI, {@code CheckOptions} in the API) instead of
 * editing every rule. Each check registers its own instance, which writes its pattern
 * into the generated query code as a constant, so two checks with different patterns
 * never see each other's.
 */
public final class EventLoopThreadFunction implements ScalarFunction, ImplementableFunction {

	/** Reactor Netty's event-loop threads, for every transport it names threads for. */
	public static final String DEFAULT_PATTERN = "reactor-http-(epoll|nio|kqueue|io_uring)-\\d+";

	private static final Method MATCHES = method();

	private final String pattern;

	/**
	 * Creates the function for one check.
	 * @param pattern a Java regex that must match the whole thread name
	 * @throws JfrRulesException if the pattern is not a valid regex
	 */
	public EventLoopThreadFunction(String pattern) {
		try {
			Pattern.compile(pattern);
		}
		catch (PatternSyntaxException ex) {
			throw new JfrRulesException("invalid event-loop thread pattern: " + ex.getMessage().replace('\n', ' '), ex);
		}
		this.pattern = pattern;
	}

	/**
	 * The code the generated query calls for each row.
	 * @param threadName the thread name, may be {@code null}
	 * @param pattern the check's pattern
	 * @return whether the whole name matches
	 */
	public static boolean matches(String threadName, String pattern) {
		return threadName != null && Regexes.matchesWhole(pattern, threadName);
	}

	@Override
	public RelDataType getReturnType(RelDataTypeFactory typeFactory) {
		return typeFactory.createSqlType(SqlTypeName.BOOLEAN);
	}

	@Override
	public List<FunctionParameter> getParameters() {
		return List.of(new FunctionParameter() {

			@Override
			public int getOrdinal() {
				return 0;
			}

			@Override
			public String getName() {
				return "threadName";
			}

			@Override
			public RelDataType getType(RelDataTypeFactory typeFactory) {
				return typeFactory.createTypeWithNullability(typeFactory.createSqlType(SqlTypeName.VARCHAR), true);
			}

			@Override
			public boolean isOptional() {
				return false;
			}

		});
	}

	@Override
	public CallImplementor getImplementor() {
		return RexImpTable.createImplementor((translator, call, operands) -> Expressions.call(MATCHES, operands.get(0),
				Expressions.constant(this.pattern)), NullPolicy.NONE, false);
	}

	private static Method method() {
		try {
			return EventLoopThreadFunction.class.getMethod("matches", String.class, String.class);
		}
		catch (NoSuchMethodException ex) {
			throw new IllegalStateException(ex);
		}
	}

}
