-- id: event-loop-name-lookup
-- title: Host name lookups on an event-loop thread
-- severity: fail
-- limit: 0
-- why: Resolving a host name (InetAddress.getByName, getHostName, getCanonicalHostName, a new
--   InetSocketAddress of a name) asks the system resolver, /etc/hosts then DNS, and waits for
--   it with no time limit of its own: a DNS server that does not answer costs 5 s per
--   attempt. On an event loop every connection of that loop waits too: reactor-netty #2976
--   (delays in multiples of 5 s), #710.
-- fix: The evidence's frames name the call. Do not resolve on the request path (log the
--   address, not the name); resolve names once at start-up; or resolve with Netty's
--   non-blocking resolver (io.netty.resolver.dns, what Reactor Netty's HttpClient uses),
--   which caches and never blocks the loop.
--
-- The thread waits in native code (glibc's getaddrinfo or getnameinfo), where JFR's execution
-- samples do not look: jdk.NativeMethodSample does (jfr-rules.jfc samples native threads every
-- 10 ms). Execution samples count too, for the Java side of a lookup. A sample is a lookup when a
-- frame is one of the JDK's resolver natives (Inet4AddressImpl or Inet6AddressImpl:
-- lookupAllHostAddr, getHostByAddr, getLocalHostName) or InetAddress's own calls of the
-- name service. Those frames are the same on JDK 17 and 25, whatever the code above them.
-- Not counted: a lookup the JDK answers from its cache (30 s for a name that resolved), which
-- does not wait; Netty's DnsNameResolver, which never blocks.
-- Budget: none (limit 0). A lookup on a loop has no bound on its cost, and the clean gateway
-- makes none: its upstreams are addresses, and Reactor Netty resolves names off the loop.
-- Sampling sees a lookup that takes a share of a loop's time, not a single quick one: a
-- lookup per request is caught, one per minute may not be.
SELECT *
FROM (SELECT "eventType", "thread", "stackTrace", FIRST_MATCHING_FRAME("stackTrace",
        '^java\.net\.(Inet[46]AddressImpl\.(lookupAllHostAddr|getHostByAddr|getLocalHostName)|InetAddress\.(getHostFromNameService|getAddressesFromNameService))$') AS "detail"
      FROM (SELECT 'jdk.NativeMethodSample' AS "eventType", "sampledThread"."javaName" AS "thread", "stackTrace"
            FROM "jfr"."jdk.NativeMethodSample"
            WHERE IS_EVENT_LOOP_THREAD("sampledThread"."javaName")
            UNION ALL
            SELECT "eventType", "thread", "stackTrace"
            FROM "jfr"."execution_samples"
            WHERE "threadGroup" = 'event-loop'))
WHERE "detail" IS NOT NULL
