package dev.perflab.gateway.regression;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.UnknownHostException;

import reactor.core.publisher.Mono;

import org.springframework.cloud.gateway.filter.GatewayFilterChain;
import org.springframework.cloud.gateway.filter.GlobalFilter;
import org.springframework.context.annotation.Profile;
import org.springframework.core.Ordered;
import org.springframework.http.server.reactive.ServerHttpRequest;
import org.springframework.stereotype.Component;
import org.springframework.web.server.ServerWebExchange;

/**
 * A name lookup on the event loop, as reactor-netty #2976 and #710 report it (delays in
 * multiples of DNS's 5 s timeout): every request gets an {@value #HEADER} for the
 * upstream's access log, the caller's host name from a reverse lookup of its address.
 * <p>
 * {@link InetAddress#getHostName()} asks the system resolver (glibc's
 * {@code getnameinfo}: {@code /etc/hosts}, then DNS) in native code, and the JDK caches
 * no reverse lookups, so each request waits for the resolver on the loop that serves it.
 * On a laptop {@code 127.0.0.1} is answered from {@code /etc/hosts} in microseconds; with
 * a real client address and a slow DNS server the same line waits seconds. The thread is
 * in native code meanwhile, so JFR's execution samples miss it and
 * {@code jdk.NativeMethodSample} sees it. A fix: no lookup on the request path (log the
 * address), or a non-blocking resolver ({@code io.netty.resolver.dns}) with a cache.
 */
@Component
@Profile("reverse-dns")
class ClientHostNameFilter implements GlobalFilter, Ordered {

	static final String HEADER = "X-Client-Host";

	@Override
	public Mono<Void> filter(ServerWebExchange exchange, GatewayFilterChain chain) {
		InetSocketAddress remote = exchange.getRequest().getRemoteAddress();
		if (remote == null || remote.getAddress() == null) {
			return chain.filter(exchange);
		}
		ServerHttpRequest request = exchange.getRequest()
			.mutate()
			.header(HEADER, hostName(remote.getAddress()))
			.build();
		return chain.filter(exchange.mutate().request(request).build());
	}

	/**
	 * A fresh address for every request, as a filter reading a forwarded-for header makes
	 * one: the connection's own {@link InetAddress} would keep its name after the first
	 * lookup.
	 */
	static String hostName(InetAddress address) {
		try {
			return InetAddress.getByAddress(address.getAddress()).getHostName();
		}
		catch (UnknownHostException ex) {
			// only for an address of the wrong length, which a connection never has
			return address.getHostAddress();
		}
	}

	@Override
	public int getOrder() {
		return -170;
	}

}
