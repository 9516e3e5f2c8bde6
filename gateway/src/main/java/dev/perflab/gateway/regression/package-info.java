/**
 * The regression catalogue: each bottleneck of the seed lab, reproducible behind a Spring
 * profile that is never active unless named
 * ({@code --spring.profiles.active=blocking-auth}). The clean gateway has no switches on
 * its request path: these beans replace or add to it only when their profile is active.
 */
package dev.perflab.gateway.regression;
