package dev.perflab.jfrrules.functions;

import dev.perflab.jfrrules.schema.JfrClass;

/**
 * {@code CLASS_NAME(class)}: the fully qualified name of a class column such as
 * {@code monitorClass}, e.g. {@code java.lang.Object}; {@code NULL} for {@code NULL}.
 * Hidden classes lose their run-specific suffix ({@code Foo$$Lambda/0x...} becomes
 * {@code Foo$$Lambda}).
 */
public final class ClassNameFunction {

	private ClassNameFunction() {
	}

	public static String eval(Object value) {
		JfrClass jfrClass = Arguments.jfrClass(value, "CLASS_NAME");
		return (jfrClass != null) ? jfrClass.name() : null;
	}

}
