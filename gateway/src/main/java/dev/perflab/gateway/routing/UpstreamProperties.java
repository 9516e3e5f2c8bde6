package dev.perflab.gateway.routing;

import java.time.Duration;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * How long the proxy waits for a routed service ({@code lab.upstream.*}, or
 * {@code LAB_UPSTREAM_RESPONSE_TIMEOUT}).
 *
 * @param responseTimeout bound on waiting for the routed service's answer; past it the
 * client gets 504
 */
@ConfigurationProperties("lab.upstream")
public record UpstreamProperties(@DefaultValue("5s") Duration responseTimeout) {

}
