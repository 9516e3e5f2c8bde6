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
--   3. Class loading and class initialization, for every event type: the file reads, socket
--      reads and lock waits of a class loader finding, reading or defining a class (any
--      loadClass, findClass or defineClass of a class loader, which is also where the loader's
--      URLClassPath lookup and jar reads run), and anything inside a static initializer
--      <clinit>. Measured on the clean gateway, recorded from launch: its event loop loaded the
--      classes of the first requests while main was still loading classes from the same jar,
--      and waited for the jar's locks (8 monitor enters, 13 ms in all, within 0.2 s of the
--      port opening): a false FAIL, while the file reads under those enters were excluded.
--      Why this cannot hide a call made per request: the JVM asks a loader for a class once
--      (resolving a reference is final, a failure included) and runs a static initializer
--      once, so a blocking call made on every request is inside these frames on the first
--      request at most, and counted on every other. URLClassPath frames alone do not count:
--      getResource() per request reads the jar every time.
--      The exception, kept visible: code can ask again. Class.forName (Spring's ClassUtils,
--      Jackson, ServiceLoader use it) searches the class path on every call for a class that
--      does not exist (a feature probe per request) and takes the loader's locks each time, so
--      class loading under a java.lang.Class.forName frame is not excluded, unless a <clinit>
--      is on the stack too (an initializer runs once, however it was triggered). The gap left:
--      a direct ClassLoader.loadClass(name) per request looks like the JVM's own request.
--      A first Class.forName of a class on the loop still counts: judge the window after
--      start-up (check --skip-first or --from).
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
  -- 3. the JVM loading or initializing a class, once per class; not when code asked by Class.forName
  AND NOT HAS_MATCHING_FRAME("stackTrace", '\.<clinit>$')
  AND NOT (HAS_MATCHING_FRAME("stackTrace", '^[\w.$]*ClassLoader[\w$]*\.(loadClass|findClass|defineClass)\w*$')
        AND NOT HAS_MATCHING_FRAME("stackTrace", '^java\.lang\.Class\.forName$'))
  -- 4. Spring's per-response write barrier, met by two event loops
  AND NOT ("eventType" = 'jdk.JavaMonitorEnter'
        AND HAS_MATCHING_FRAME_IN_TOP("stackTrace",
              '^org\.springframework\.http\.server\.reactive\.ChannelSendOperator\$WriteBarrier\.', 1))
  -- 5. a loop thread that is ending
  AND NOT HAS_MATCHING_FRAME_IN_TOP("stackTrace", '^java\.lang\.Thread\.exit$', 4)
