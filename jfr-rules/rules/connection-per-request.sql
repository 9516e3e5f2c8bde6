-- id: connection-per-request
-- title: More than {budget} of the heap bytes are allocated opening connections
-- severity: fail
-- template: share
-- param budget: 3%, percent 0..100
-- param min-samples: 3, whole 1..
-- why: A client keeps its connections open and reuses them: a pool per client, shared by every
--   request. A client built per request with a pool of its own, or without a pool
--   (ConnectionProvider.newConnection(), HttpClient.newConnection()), or a backend that closes
--   every connection, opens a connection for each call: a socket, a handshake, a channel and its
--   pipeline, then a close, every request (reactor-netty #2586). In the lab a side
--   call through a client without a pool took the gateway from about 240 to 627 µs of CPU per
--   request, most of it in the kernel, where no Java frame shows.
-- fix: The evidence's frames name the connect and what asked for it. Build the client once and
--   share it (a bean, a static final field), keep its pool (no newConnection()), and check that
--   the backend keeps connections alive (no Connection: close; an idle timeout longer than the
--   gap between requests).
--
-- Per share of the heap bytes allocated (the view "jfr"."allocation_samples": an allocation
-- sample weighs the bytes its thread allocated since its last). A sample counts when a frame
-- opens a client connection: Reactor Netty's TransportConnector.connect (every Reactor Netty
-- client, pooled or not), Netty's Bootstrap.connect and its channels' connect and finishConnect
-- (which runs what the new connection does first), and the JDK's (SocketChannel, Socket, the
-- java.net.http client). Whatever the client library, its connect ends in one of these. Not the
-- server side: a connection a client of the gateway opens is the client's choice, and accepting
-- it is not here.
-- Why the bytes and not the CPU samples: a connection costs mostly in the kernel (the socket, the
-- handshake, the close), where JFR samples no Java frame; what Java does is allocate the channel,
-- its pipeline and its codecs. The client without a pool read 2 of 74 CPU samples (2.7%) and 10.7%
-- of the bytes. A warm pool still opens a connection now and then (more requests in flight than
-- it holds): clean lab windows of 6 s had up to 2 CPU samples there, 5.7% of a window's 35, and at
-- most 1.4% of the bytes. 189 recordings, re-checked with the budget off: every clean window, the
-- lab's kinds and seeds 1.4% of the bytes at most; a recording from launch (start-up, the pool
-- filled, 20 s of load) 0.7%.
-- Not per-request-construction: a client built per request that shares a pool opens nothing
-- (WebClient.builder().build() uses Reactor Netty's global pool: 0 samples here), and what it
-- costs to build is that rule's.
-- The budget is of the bytes.
-- Judged by the template share.sql: more than the budget, and at least min-samples samples
-- (why a minimum: share.sql).
SELECT *, "total" AS "whole", 'the ' || "measure" || ' open connections' AS "share",
       FIRST_MATCHING_FRAME("stackTrace",
         '^(reactor\.netty\.transport\.TransportConnector\.connect|io\.netty\.bootstrap\.Bootstrap\.connect|io\.netty\.channel\.[\w.]+\$Abstract\w*Unsafe\.(connect|finishConnect)|sun\.nio\.ch\.(SocketChannelImpl|Net)\.connect|java\.net\.Socket\.connect|jdk\.internal\.net\.http\.PlainHttpConnection\.connect\w*)$')
           AS "frame"
FROM "jfr"."allocation_samples"
