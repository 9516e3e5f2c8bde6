-- id: event-loop-blocking
-- title: Blocking call on an event-loop thread
-- severity: fail
-- limit: 0
-- why: An event loop serves many connections from one thread. While it parks, sleeps, waits
--   for a monitor or does blocking socket or file I/O, every connection on that loop waits.
--   In the seed lab a blocking RestTemplate call inside a WebFlux filter cut the gateway to
--   14% of the backend's throughput. A blocking HTTP client shows up mostly as
--   jdk.SocketRead/jdk.SocketWrite on the loop, hardly as parks, so all eight event types
--   count: every row of the view "jfr"."blocking_events" (blocking_events.sql).
-- fix: Use the non-blocking equivalent (WebClient instead of RestTemplate, an async appender
--   instead of synchronous logging), or move the call off the loop with
--   subscribeOn/publishOn(Schedulers.boundedElastic()). The first frame outside the JDK in
--   the evidence names the call that blocked.
--
-- Event-loop threads are the ones IS_EVENT_LOOP_THREAD accepts: by default Reactor Netty's
-- reactor-http-(epoll|nio|kqueue|io_uring)-N. Change the pattern for the whole check with
-- --event-loop-threads (CLI) or CheckOptions.withEventLoopThreadPattern (API), not here.
--
-- Exclusions, by frames (never by thread, or a real blocking call would hide among them):
--   1. Netty's own non-blocking I/O with the NIO transport. NioSocketChannel reads and writes
--      non-blocking SocketChannels, which JFR records as jdk.SocketRead/jdk.SocketWrite, and
--      the selector takes locks that show as jdk.JavaMonitorEnter. Matched only within the
--      top 12 frames: Netty frames further down are on every event-loop stack.
--   2. SecureRandom and UUID.randomUUID(): securerandom-blocking reports them with the right
--      advice, and tells slow entropy reads from the harmless fast /dev/urandom reads.
--   3. File reads of class loading and class initialization (java.lang.ClassLoader.loadClass,
--      static initializers <clinit>, e.g. the JDK reading net.properties on the first socket):
--      each happens once per JVM, on first use, not per request. Judge a recording of the
--      measured window, after warm-up, and they are gone anyway.
--   4. Monitor enters at Spring's ChannelSendOperator$WriteBarrier (the top frame): a lock per
--      response that the upstream connection's event loop (delivering the body) and the server
--      connection's loop (subscribing to write it) can meet in when a gateway runs several
--      loops. What runs under it is the response's own write path, and anything there that
--      blocks is recorded as an event of its own, on the thread that blocked; the wait at the
--      barrier only says that its owner was descheduled. Seen once, on a 4-loop gateway pinned
--      to a CPU the host froze: 2 enters, one of 455 ms. No user code can change it, so as a
--      failure it would be noise on every multi-loop gateway; lock-contention still counts it.
--   5. A loop thread that is ending (java.lang.Thread.exit in the top frames), e.g. waiting for
--      its ThreadGroup's lock as the application shuts down: it serves no connection any more.
--      Seen in a test recording of a clean application: one enter of 561 ns at shutdown.
SELECT *
FROM "jfr"."blocking_events"
WHERE IS_EVENT_LOOP_THREAD("thread")
  -- 1. Netty's own non-blocking socket I/O and selector locks (NIO transport)
  AND NOT HAS_MATCHING_FRAME_IN_TOP("stackTrace",
        '^(io\.netty\.channel\.socket\.nio\.Nio\w*Channel|sun\.nio\.ch\.\w*SelectorImpl)\.', 12)
  -- 2. left to securerandom-blocking, which matches the same frames
  AND NOT HAS_SECURERANDOM_FRAME("stackTrace")
  -- 3. class loading and class initialization read files once per JVM
  AND NOT ("eventType" = 'jdk.FileRead'
        AND HAS_MATCHING_FRAME("stackTrace", '^java\.lang\.ClassLoader\.loadClass$|\.<clinit>$'))
  -- 4. Spring's per-response write barrier, met by two event loops
  AND NOT ("eventType" = 'jdk.JavaMonitorEnter'
        AND HAS_MATCHING_FRAME_IN_TOP("stackTrace",
              '^org\.springframework\.http\.server\.reactive\.ChannelSendOperator\$WriteBarrier\.', 1))
  -- 5. a loop thread that is ending
  AND NOT HAS_MATCHING_FRAME_IN_TOP("stackTrace", '^java\.lang\.Thread\.exit$', 4)
