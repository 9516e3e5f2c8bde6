-- id: lock-contention
-- title: Lock waits of {min-wait-ms} ms or more, over the limit
-- severity: warn
-- limit: 20
-- param min-wait-ms: 1, number 0..
-- why: Threads that wait for a lock do no work, and on a 2-core machine the owner is often
--   just descheduled. The Zuul gateway lab in the seeds found, with jstack, contention on
--   the Slf4j logger and on JWT token creation behind a lock, and left it unsolved; here it
--   shows up with the lock, the waiting threads and the time lost.
-- fix: Find the lock in the evidence (detail = the monitor or lock class, and the first frame
--   outside the JDK). Shorten the critical section, make the data per-thread or immutable,
--   or replace the lock with a concurrent structure; for logging, log less on the hot path
--   or use an async appender.
--
-- Budget: a wait counts if it lasted min-wait-ms or more, and up to the limit of such waits
-- per recording pass, because a busy 2-core machine deschedules a lock owner now and then and
-- a GC pause stretches any wait in progress. Raise or lower either here, or try another with
-- --set lock-contention.min-wait-ms=5.
-- Counted, of "jfr"."blocking_events" (blocking_events.sql): contended monitor enters
-- (synchronized) and parks on ReentrantLock, ReentrantReadWriteLock and StampedLock.
-- Not counted: parks on a Condition or a CountDownLatch, or a pool worker waiting for work;
-- those are waits, not contention.
-- A warn only: event-loop-blocking and securerandom-blocking fail on the contention that
-- matters most.
SELECT *
FROM "jfr"."blocking_events"
WHERE "duration" >= PARAM('min-wait-ms') * 1000000
  AND ("eventType" = 'jdk.JavaMonitorEnter'
    OR ("eventType" = 'jdk.ThreadPark'
      AND REGEXP_CONTAINS("detail",
            '^java\.util\.concurrent\.locks\.(ReentrantLock\$|ReentrantReadWriteLock\$|StampedLock$)')))
