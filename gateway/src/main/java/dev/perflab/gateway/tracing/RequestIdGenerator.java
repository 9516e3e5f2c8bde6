package dev.perflab.gateway.tracing;

/**
 * Source of request ids. Called once per request on the event loop, so it must never
 * block.
 */
@FunctionalInterface
public interface RequestIdGenerator {

	String next();

}
